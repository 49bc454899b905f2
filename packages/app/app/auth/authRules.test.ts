import {describe, expect, it} from 'vitest';
import {afterSignIn, decideAuth, safeRedirectTarget, type AuthVisit} from './authRules';

const visit = (overrides: Partial<AuthVisit> & Pick<AuthVisit, 'access'>, path = '/'): AuthVisit => ({
  url: new URL(path, 'https://nada.example'),
  locale: 'id',
  signedIn: false,
  isAdmin: false,
  ...overrides,
});

describe('decideAuth', () => {
  it('sends a guest at the index to the landing page, a signed-in user to minus one (their home for now), in the locale', () => {
    expect(decideAuth(visit({access: 'entry'}))).toEqual({kind: 'redirect', to: '/landing'});
    expect(decideAuth(visit({access: 'entry', locale: 'en'}, '/en'))).toEqual({
      kind: 'redirect',
      to: '/en/landing',
    });
    expect(decideAuth(visit({access: 'entry', signedIn: true}))).toEqual({
      kind: 'redirect',
      to: '/v3/home',
    });
  });

  it('sends a guest at an app page to sign in and back, keeping the locale and query', () => {
    expect(decideAuth(visit({access: 'signed-in', locale: 'en'}, '/en/v3/minusone?song=1'))).toEqual({
      kind: 'redirect',
      to: '/en/login?redirect=%2Fen%2Fv3%2Fminusone%3Fsong%3D1',
    });
    expect(decideAuth(visit({access: 'signed-in', signedIn: true}, '/v3/home'))).toEqual({kind: 'allow'});
  });

  it('lets a guest sign in, and sends a signed-in user on to where they were going or home', () => {
    expect(decideAuth(visit({access: 'guest'}, '/login'))).toEqual({kind: 'allow'});
    expect(decideAuth(visit({access: 'guest', signedIn: true}, '/login?redirect=%2Fv3%2Fplaylist'))).toEqual({
      kind: 'redirect',
      to: '/v3/playlist',
    });
    expect(decideAuth(visit({access: 'guest', signedIn: true, locale: 'en'}, '/en/register'))).toEqual({
      kind: 'redirect',
      to: '/en/v3/home',
    });
  });

  it("lets a guest open a shared item's link, but not the list it belongs to", () => {
    expect(decideAuth(visit({access: 'shared'}, '/v3/playlist?id=abc'))).toEqual({kind: 'allow'});
    expect(decideAuth(visit({access: 'shared', locale: 'en'}, '/en/v3/playlist'))).toEqual({
      kind: 'redirect',
      to: '/en/login?redirect=%2Fen%2Fv3%2Fplaylist',
    });
    expect(decideAuth(visit({access: 'shared'}, '/v3/playlist?id='))).toMatchObject({kind: 'redirect'});
    expect(decideAuth(visit({access: 'shared', signedIn: true}, '/v3/playlist'))).toEqual({kind: 'allow'});
  });

  it('needs the admin claim for admin pages', () => {
    expect(decideAuth(visit({access: 'admin'}, '/admin/sound'))).toMatchObject({kind: 'redirect'});
    expect(decideAuth(visit({access: 'admin', signedIn: true}, '/admin/sound'))).toEqual({kind: 'not-found'});
    expect(decideAuth(visit({access: 'admin', signedIn: true, isAdmin: true}, '/admin/sound'))).toEqual({
      kind: 'allow',
    });
  });
});

describe('safeRedirectTarget', () => {
  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'v3/home', '', null])(
    'refuses %s',
    (value) => {
      expect(safeRedirectTarget(value)).toBeUndefined();
    },
  );

  it('accepts a path on this site, and afterSignIn falls back to home', () => {
    expect(safeRedirectTarget('/en/v3/home?x=1')).toBe('/en/v3/home?x=1');
    expect(afterSignIn(new URL('https://nada.example/login?redirect=https://evil.example'), 'id')).toBe(
      '/v3/home',
    );
  });
});
