import {generateKeyPairSync, createSign} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Api} from '../server.ts';
import {decodeJwt, setDisplayName, signIn, signUp, unsignedJwt} from '../testing/emulatorUsers.ts';
import {dialect, testApi} from '../testing/testApi.ts';

let api: Api;
let close: () => Promise<void>;
beforeAll(async () => {
  ({api, close} = await testApi());
});
afterAll(() => close());

const me = (token?: string, scheme = 'Bearer') =>
  api.inject({url: '/api/me', headers: token === undefined ? {} : {authorization: `${scheme} ${token}`}});

const countUsers = async (uid: string) =>
  (await api.nada.db.kysely.selectFrom('users').select('id').where('firebase_uid', '=', uid).execute())
    .length;

function rs256Jwt(payload: Record<string, unknown>): string {
  const {privateKey} = generateKeyPairSync('rsa', {modulusLength: 2048});
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({alg: 'RS256', typ: 'JWT', kid: 'made-up-key'})}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}

describe(`auth hook and GET /api/me (${dialect})`, () => {
  it('accepts a valid emulator token and creates the local user once', async () => {
    const user = await signUp('Sari Dewi');
    const first = await me(user.idToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(String),
      uid: user.uid,
      email: user.email,
      displayName: 'Sari Dewi',
      phoneNumber: null,
      photoURL: null,
      locale: 'id',
      theme: 'system',
      isAdmin: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = await me(user.idToken);
    expect(second.json().id).toBe(first.json().id);
    expect(await countUsers(user.uid)).toBe(1);
  });

  it("keeps the token's name trimmed and cut to the profile form's 80 characters, or none", async () => {
    const long = await signUp(`  ${'Ñ'.repeat(79)}😀😀 and 3 000 more ${'x'.repeat(3000)}`);
    const longMe = (await me(long.idToken)).json();
    expect(longMe.displayName).toBe('Ñ'.repeat(79));
    const profile = await api.inject({url: `/api/users/${longMe.id}`});
    expect(profile.json().displayName).toBe('Ñ'.repeat(79));
    const blank = await signUp('   ');
    expect((await me(blank.idToken)).json().displayName).toBeNull();
  });

  // Issue 42: sign-up names the Firebase user after creating it, and the first requests (the
  // session, the header) come before, without a name: the public profile said "Anggota Nada".
  it('takes the name a user gets after their row was made, and keeps one the row has', async () => {
    const user = await signUp();
    const first = (await me(user.idToken)).json();
    expect(first.displayName).toBeNull();
    const named = await setDisplayName(user, '  Sari Penyanyi  ');
    expect((await me(named)).json().displayName).toBe('Sari Penyanyi');
    expect((await api.inject({url: `/api/users/${first.id}`})).json().displayName).toBe('Sari Penyanyi');

    // A name the row has is the user's (PATCH /me sets both): a token with another one changes nothing.
    const renamed = await setDisplayName({...user, idToken: named}, 'Nama Lain');
    expect((await me(renamed)).json().displayName).toBe('Sari Penyanyi');
  });

  it('creates exactly one row under concurrent first requests', async () => {
    const user = await signUp();
    const responses = await Promise.all(Array.from({length: 12}, () => me(user.idToken)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await countUsers(user.uid)).toBe(1);
  });

  it('refuses a request without a token with UNAUTHENTICATED', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({error: {code: 'UNAUTHENTICATED', message: 'Sign in to continue.'}});
  });

  it.each([
    ['not a JWT', 'abc'],
    ['three garbage parts', 'a.b.c'],
    ['an empty bearer', ''],
  ])('refuses a malformed token (%s) with TOKEN_INVALID', async (_name, token) => {
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses another authorization scheme with TOKEN_INVALID', async () => {
    const user = await signUp();
    const response = await me(user.idToken, 'Basic');
    expect(response.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const user = await signUp();
    const {payload} = decodeJwt(user.idToken);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = unsignedJwt({...payload, auth_time: hourAgo - 60, iat: hourAgo - 60, exp: hourAgo});
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a forged token (signed with a key of our own) with TOKEN_INVALID', async () => {
    const user = await signUp();
    const response = await me(rs256Jwt(decodeJwt(user.idToken).payload));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses a token for a user that does not exist with TOKEN_INVALID', async () => {
    const user = await signUp();
    const {payload} = decodeJwt(user.idToken);
    const response = await me(unsignedJwt({...payload, sub: 'nobody-at-all', user_id: 'nobody-at-all'}));
    expect(response.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses a token issued for another project with TOKEN_INVALID', async () => {
    const user = await signUp();
    const {payload} = decodeJwt(user.idToken);
    const other = unsignedJwt({
      ...payload,
      aud: 'demo-other',
      iss: 'https://securetoken.google.com/demo-other',
    });
    expect((await me(other)).json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses a disabled user with USER_DISABLED', async () => {
    const user = await signUp();
    expect((await me(user.idToken)).statusCode).toBe(200);
    await api.nada.auth.updateUser(user.uid, {disabled: true});
    const response = await me(user.idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('USER_DISABLED');
  });

  it('refuses a revoked token with TOKEN_REVOKED', async () => {
    const user = await signUp();
    // Revocation compares whole seconds: the revocation must fall after the sign-in's second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await api.nada.auth.revokeRefreshTokens(user.uid);
    const response = await me(user.idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_REVOKED');
  });

  it('reports the admin custom claim and mirrors it on the row', async () => {
    const user = await signUp();
    await api.nada.auth.setCustomUserClaims(user.uid, {admin: true});
    const response = await me(await signIn(user));
    expect(response.json().isAdmin).toBe(true);
    const row = await api.nada.db.kysely
      .selectFrom('users')
      .select('is_admin')
      .where('firebase_uid', '=', user.uid)
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(1);
  });
});

describe(`auth hook with a real project and no emulator (${dialect})`, () => {
  let realApi: Api;
  let closeReal: () => Promise<void>;
  beforeAll(async () => {
    ({api: realApi, close: closeReal} = await testApi({
      FIREBASE_PROJECT_ID: 'nada-production',
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
    }));
  });
  afterAll(() => closeReal());

  it('refuses an unsigned token the emulator would accept', async () => {
    const user = await signUp();
    const {payload} = decodeJwt(user.idToken);
    const token = unsignedJwt({
      ...payload,
      aud: 'nada-production',
      iss: 'https://securetoken.google.com/nada-production',
    });
    const response = await realApi.inject({url: '/api/me', headers: {authorization: `Bearer ${token}`}});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses a token of the demo project', async () => {
    const user = await signUp();
    const response = await realApi.inject({
      url: '/api/me',
      headers: {authorization: `Bearer ${user.idToken}`},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_INVALID');
  });
});
