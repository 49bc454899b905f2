import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readServerSession, SESSION_COOKIE} from '../auth/sessionCookie.ts';
import type {Api} from '../server.ts';
import {signIn, signUp, unsignedJwt} from '../testing/emulatorUsers.ts';
import {dialect, testApi} from '../testing/testApi.ts';

let api: Api;
let close: () => Promise<void>;
beforeAll(async () => {
  ({api, close} = await testApi());
});
afterAll(() => close());

const start = (idToken: unknown, headers: Record<string, string> = {}) =>
  api.inject({method: 'POST', url: '/api/session', payload: {idToken}, headers});

/** The `__session` value and attributes of an answer's Set-Cookie header. */
function sessionCookie(header: string | string[] | number | undefined) {
  const value = String(header ?? '');
  expect(value.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  const [pair = '', ...attributes] = value.split('; ');
  return {value: pair.slice(SESSION_COOKIE.length + 1), attributes};
}

describe(`POST and DELETE /api/session (${dialect})`, () => {
  it('exchanges an ID token for an httpOnly, Lax session cookie the app server can verify', async () => {
    const user = await signUp('Sari Dewi');
    const response = await start(user.idToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({uid: user.uid, isAdmin: false, expiresAt: expect.any(String)});
    const days = (Date.parse(response.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie.attributes).toEqual(['Path=/', 'Max-Age=1209600', 'HttpOnly', 'SameSite=Lax']);
    // The API's own security headers stay on this answer too.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");

    const session = await readServerSession(api.nada.auth, `theme=dark; ${SESSION_COOKIE}=${cookie.value}`);
    expect(session).toMatchObject({uid: user.uid, email: user.email, isAdmin: false});
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const {api: proxied, close: closeProxied} = await testApi({TRUST_PROXY_HOPS: '1'});
    try {
      const user = await signUp();
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/session',
        payload: {idToken: user.idToken},
        headers: {'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7'},
      });
      expect(response.statusCode).toBe(200);
      expect(sessionCookie(response.headers['set-cookie']).attributes).toContain('Secure');
    } finally {
      await closeProxied();
    }
  });

  it('marks the cookie Secure behind a TLS proxy when the public URL is https', async () => {
    // The proxy's X-Forwarded-Proto is not trusted here (no TRUST_PROXY_HOPS): the request looks like http.
    const {api: behindTls, close: closeBehindTls} = await testApi({NADA_PUBLIC_URL: 'https://nada.example/'});
    try {
      const user = await signUp();
      const started = await behindTls.inject({
        method: 'POST',
        url: '/api/session',
        payload: {idToken: user.idToken},
      });
      expect(started.statusCode).toBe(200);
      expect(sessionCookie(started.headers['set-cookie']).attributes).toContain('Secure');
      const ended = await behindTls.inject({method: 'DELETE', url: '/api/session'});
      expect(sessionCookie(ended.headers['set-cookie']).attributes).toContain('Secure');
    } finally {
      await closeBehindTls();
    }
  });

  it('carries the admin claim of the token it was made from', async () => {
    const user = await signUp();
    await api.nada.auth.setCustomUserClaims(user.uid, {admin: true});
    const response = await start(await signIn(user));
    expect(response.json()).toMatchObject({uid: user.uid, isAdmin: true});
    const {value} = sessionCookie(response.headers['set-cookie']);
    expect(await readServerSession(api.nada.auth, `${SESSION_COOKIE}=${value}`)).toMatchObject({
      isAdmin: true,
    });
  });

  it('refuses a forged token with TOKEN_INVALID and sets no cookie', async () => {
    const forged = unsignedJwt({
      sub: 'nobody',
      aud: 'demo-nada',
      iss: 'https://securetoken.google.com/demo-nada',
    });
    const response = await start(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_INVALID');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a body without a token with VALIDATION_FAILED', async () => {
    const response = await start('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {code: 'VALIDATION_FAILED', fields: {idToken: expect.any(String)}},
    });
    const form = await api.inject({
      method: 'POST',
      url: '/api/session',
      payload: 'idToken=x',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
    // A form on another site cannot post a session: only JSON is read.
    expect(form.statusCode).toBe(415);
  });

  it('stops verifying once the user signs out everywhere or is disabled', async () => {
    const revoked = await signUp();
    const first = sessionCookie((await start(revoked.idToken)).headers['set-cookie']).value;
    // Revocation is checked to the second: make sure the cookie was issued strictly before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await api.nada.auth.revokeRefreshTokens(revoked.uid);
    expect(await readServerSession(api.nada.auth, `${SESSION_COOKIE}=${first}`)).toBeNull();

    const disabled = await signUp();
    const second = sessionCookie((await start(disabled.idToken)).headers['set-cookie']).value;
    await api.nada.auth.updateUser(disabled.uid, {disabled: true});
    expect(await readServerSession(api.nada.auth, `${SESSION_COOKIE}=${second}`)).toBeNull();
    const refused = await start(disabled.idToken);
    expect(refused.json().error.code).toBe('USER_DISABLED');
  });

  it('reads no session from a missing or forged cookie', async () => {
    expect(await readServerSession(api.nada.auth, undefined)).toBeNull();
    expect(await readServerSession(api.nada.auth, 'theme=dark')).toBeNull();
    expect(await readServerSession(api.nada.auth, `${SESSION_COOKIE}=not-a-cookie`)).toBeNull();
  });

  it('clears the cookie on DELETE', async () => {
    const response = await api.inject({method: 'DELETE', url: '/api/session'});
    expect(response.statusCode).toBe(204);
    expect(sessionCookie(response.headers['set-cookie'])).toEqual({
      value: '',
      attributes: ['Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax'],
    });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await api.inject({url: '/api/openapi.json'})).json();
    expect(document.paths['/api/session'].post.summary).toMatch(/session cookie/);
    expect(document.paths['/api/session'].delete.summary).toMatch(/sign-out/);
    expect(document.paths['/api/session'].post.security).toBeUndefined();
  });
});
