import {randomUUID} from 'node:crypto';

/** The Auth emulator's REST base, as the Firebase JS SDK would reach it. */
const base = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';

/** A user created in the emulator, with a fresh ID token. */
export interface EmulatorUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/**
 * One POST to the emulator, on a connection of its own (`connection: close`). With pooled
 * connections a test once failed on a busy machine with "other side closed" (UND_ERR_SOCKET): the
 * emulator closes a kept-alive connection after 5 idle seconds, the request went out on it just
 * then, and fetch does not send a POST again.
 */
async function call(path: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}/${path}?key=any`, {
    method: 'POST',
    headers: {'content-type': 'application/json', connection: 'close'},
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} failed: ${JSON.stringify(json)}`);
  return json;
}

/**
 * Registers a new email/password user (unique email) and returns it signed in.
 *
 * The emulator's sign-up reads the clock twice: the token's `auth_time` is taken when the request
 * starts, the account's `validSince` after the password is hashed. When a second boundary falls
 * between the two (a busy machine), firebase-admin finds the token issued before the account's
 * tokens became valid and refuses it as revoked: a CI run failed with 401 on the first request of
 * a new user. The token's `iat` is read after `validSince`, so an `auth_time` in the same second
 * as `iat` is safe; otherwise the user signs in again, which takes a new `auth_time`.
 */
export async function signUp(displayName?: string): Promise<EmulatorUser> {
  const email = `test-${randomUUID()}@example.com`;
  const password = 'correct horse battery staple';
  const result = await call('accounts:signUp', {email, password, displayName, returnSecureToken: true});
  let idToken = String(result.idToken);
  const {payload} = decodeJwt(idToken);
  if (payload['auth_time'] !== payload['iat']) idToken = await signIn({email, password});
  return {uid: String(result.localId), email, password, idToken};
}

/** Signs the user in again; the new token carries their current custom claims. */
export async function signIn(user: Pick<EmulatorUser, 'email' | 'password'>): Promise<string> {
  const {email, password} = user;
  const result = await call('accounts:signInWithPassword', {email, password, returnSecureToken: true});
  return String(result.idToken);
}

/**
 * Names the user in the emulator, as the browser SDK's `updateProfile` does after sign-up, and
 * answers a new ID token, which carries the name.
 */
export async function setDisplayName(
  user: Pick<EmulatorUser, 'email' | 'password' | 'idToken'>,
  displayName: string,
) {
  await call('accounts:update', {idToken: user.idToken, displayName, returnSecureToken: true});
  return signIn(user);
}

/** Splits a JWT into its decoded header and payload. */
export function decodeJwt(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header = '', payload = ''] = token.split('.');
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
  return {header: decode(header), payload: decode(payload)};
}

/** An unsigned (alg "none") JWT with the given header and payload, as the emulator issues them. */
export function unsignedJwt(payload: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode({alg: 'none', typ: 'JWT', ...header})}.${encode(payload)}.`;
}
