import {describe, expect, it} from 'vitest';
import {decideAuth, signInPath, type AuthVisit} from './authRules';

// The rule itself is tested in @nada/auth-forms (access.test.ts); here, this app's paths in each locale.
const visit = (overrides: Partial<AuthVisit> & Pick<AuthVisit, 'access'>, path = '/'): AuthVisit => ({
  url: new URL(path, 'https://nada.example'),
  locale: 'id',
  signedIn: false,
  isAdmin: false,
  ...overrides,
});

describe('decideAuth', () => {
  it('sends a guest at the index to the landing page, a signed-in user to their home, in the locale', () => {
    expect(decideAuth(visit({access: 'entry'}))).toEqual({kind: 'redirect', to: '/landing'});
    expect(decideAuth(visit({access: 'entry', locale: 'en'}, '/en'))).toEqual({
      kind: 'redirect',
      to: '/en/landing',
    });
    expect(decideAuth(visit({access: 'entry', signedIn: true}))).toEqual({kind: 'redirect', to: '/v3/home'});
  });

  it('sends a guest at an app page to the sign-in page of the locale and back', () => {
    expect(decideAuth(visit({access: 'signed-in', locale: 'en'}, '/en/v3/minusone?song=1'))).toEqual({
      kind: 'redirect',
      to: '/en/login?redirect=%2Fen%2Fv3%2Fminusone%3Fsong%3D1',
    });
    expect(signInPath('id', '/v3/playlist')).toBe('/login?redirect=%2Fv3%2Fplaylist');
  });

  it('sends a signed-in user at sign-in home in the locale when there is nowhere safe to go back to', () => {
    expect(decideAuth(visit({access: 'guest', signedIn: true, locale: 'en'}, '/en/register'))).toEqual({
      kind: 'redirect',
      to: '/en/v3/home',
    });
    expect(
      decideAuth(visit({access: 'guest', signedIn: true}, '/login?redirect=https://evil.example')),
    ).toEqual({kind: 'redirect', to: '/v3/home'});
  });
});
