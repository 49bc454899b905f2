import {describe, expect, it} from 'vitest';
import {decideAccess, returnQuery, safeRedirectTarget, type AccessPlaces, type AccessVisit} from './access';

const places: AccessPlaces = {
  home: '/v3/home',
  landing: '/landing',
  signIn: (returnTo) => `/login?${returnQuery(returnTo)}`,
};

const decide = (overrides: Partial<AccessVisit> & Pick<AccessVisit, 'access'>, path = '/') =>
  decideAccess(
    {url: new URL(path, 'https://nada.example'), signedIn: false, isAdmin: false, ...overrides},
    places,
  );

describe('decideAccess', () => {
  it('sends a guest at the index to the landing page and a signed-in user home', () => {
    expect(decide({access: 'entry'})).toEqual({kind: 'redirect', to: '/landing'});
    expect(decide({access: 'entry', signedIn: true})).toEqual({kind: 'redirect', to: '/v3/home'});
  });

  it('sends a guest at an app page to sign in and back, keeping the query', () => {
    expect(decide({access: 'signed-in'}, '/v3/minusone?song=1')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fv3%2Fminusone%3Fsong%3D1',
    });
    expect(decide({access: 'signed-in', signedIn: true}, '/v3/home')).toEqual({kind: 'allow'});
  });

  it('lets a guest sign in, and sends a signed-in user on to where they were going or home', () => {
    expect(decide({access: 'guest'}, '/login')).toEqual({kind: 'allow'});
    expect(decide({access: 'guest', signedIn: true}, '/login?redirect=%2Fv3%2Fplaylist')).toEqual({
      kind: 'redirect',
      to: '/v3/playlist',
    });
    expect(decide({access: 'guest', signedIn: true}, '/login?redirect=https://evil.example')).toEqual({
      kind: 'redirect',
      to: '/v3/home',
    });
  });

  it("lets a guest open a shared item's link, but not the list it belongs to", () => {
    expect(decide({access: 'shared'}, '/v3/playlist?id=abc')).toEqual({kind: 'allow'});
    expect(decide({access: 'shared'}, '/v3/playlist')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fv3%2Fplaylist',
    });
    expect(decide({access: 'shared'}, '/v3/playlist?id=')).toMatchObject({kind: 'redirect'});
    expect(decide({access: 'shared', signedIn: true}, '/v3/playlist')).toEqual({kind: 'allow'});
  });

  it('needs the admin claim for admin pages, and hides them from others', () => {
    expect(decide({access: 'admin'}, '/admin/sound')).toMatchObject({kind: 'redirect'});
    expect(decide({access: 'admin', signedIn: true}, '/admin/sound')).toEqual({kind: 'not-found'});
    expect(decide({access: 'admin', signedIn: true, isAdmin: true}, '/admin/sound')).toEqual({kind: 'allow'});
  });
});

describe('safeRedirectTarget', () => {
  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'v3/home', '', null])(
    'refuses %s',
    (value) => {
      expect(safeRedirectTarget(value)).toBeUndefined();
    },
  );

  it('accepts a path on this site', () => {
    expect(safeRedirectTarget('/en/v3/home?x=1')).toBe('/en/v3/home?x=1');
  });
});
