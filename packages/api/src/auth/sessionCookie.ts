import type {Auth, DecodedIdToken} from 'firebase-admin/auth';
import {apiError, ApiError} from '../errors.ts';

/**
 * The httpOnly cookie that carries the server-visible session. `__session` is the one cookie name
 * Firebase Hosting and most CDNs pass through to the origin.
 */
export const SESSION_COOKIE = '__session';

/** How long a session cookie lasts: Firebase's maximum, two weeks; the browser renews it on every token refresh. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** The user a valid session cookie names. */
export interface ServerSession {
  /** Firebase uid. */
  uid: string;
  email: string | null;
  /** From the `admin` custom claim the ID token carried when the session was made. */
  isAdmin: boolean;
  /** When the cookie stops being valid. */
  expiresAt: Date;
}

// firebase-admin's codes (https://firebase.google.com/docs/auth/admin/errors) mapped to our stable ones.
const refusals: Record<string, () => Error> = {
  'auth/id-token-expired': () => apiError('TOKEN_EXPIRED'),
  'auth/id-token-revoked': () => apiError('TOKEN_REVOKED'),
  'auth/session-cookie-expired': () => apiError('TOKEN_EXPIRED'),
  'auth/session-cookie-revoked': () => apiError('TOKEN_REVOKED'),
  'auth/user-disabled': () => apiError('USER_DISABLED'),
  'auth/user-not-found': () => apiError('TOKEN_INVALID'),
  'auth/argument-error': () => apiError('TOKEN_INVALID'),
  'auth/invalid-id-token': () => apiError('TOKEN_INVALID'),
  'auth/invalid-session-cookie-duration': () => apiError('TOKEN_INVALID'),
};

function refusalOf(error: unknown): Error {
  const code = (error as {code?: string}).code ?? '';
  return refusals[code]?.() ?? apiError('AUTH_UNAVAILABLE', error);
}

function toSession(decoded: DecodedIdToken): ServerSession {
  return {
    uid: decoded.uid,
    email: decoded.email ?? null,
    isAdmin: decoded['admin'] === true,
    expiresAt: new Date(decoded.exp * 1000),
  };
}

/**
 * Makes a session cookie value from a fresh ID token: the token is checked first (revoked tokens
 * and disabled accounts are refused), then exchanged with Firebase. Throws the catalogue's
 * TOKEN_* / USER_DISABLED errors, or AUTH_UNAVAILABLE when Firebase cannot be reached.
 */
export async function createSession(
  auth: Auth,
  idToken: string,
): Promise<{value: string; session: ServerSession}> {
  let decoded: DecodedIdToken;
  try {
    decoded = await auth.verifyIdToken(idToken, true);
  } catch (error) {
    throw refusalOf(error);
  }
  try {
    const value = await auth.createSessionCookie(idToken, {expiresIn: SESSION_LIFETIME_MS});
    return {
      value,
      session: {...toSession(decoded), expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS)},
    };
  } catch (error) {
    throw refusalOf(error);
  }
}

/**
 * Verifies a session cookie value, revocation and disabled accounts included. Resolves to the
 * session, or null when the cookie is missing, expired, revoked or forged; throws AUTH_UNAVAILABLE
 * only when Firebase cannot be asked.
 */
export async function verifySession(auth: Auth, value: string | undefined): Promise<ServerSession | null> {
  if (!value) return null;
  try {
    return toSession(await auth.verifySessionCookie(value, true));
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal instanceof ApiError && refusal.code === 'AUTH_UNAVAILABLE') throw refusal;
    return null;
  }
}

/** The `__session` value in a Cookie header, if any. */
export function readSessionCookie(cookieHeader: string | undefined | null): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === SESSION_COOKIE)
      return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * The Set-Cookie value for a session (or, without `value`, one that clears it): httpOnly, so page
 * scripts never see it; Lax, so it comes with top-level navigations from other sites but not with
 * their sub-requests; Secure when visitors use https (the caller decides).
 */
export function sessionSetCookie(value: string | null, {secure}: {secure: boolean}): string {
  const lifetime = value === null ? 0 : Math.floor(SESSION_LIFETIME_MS / 1000);
  return [
    `${SESSION_COOKIE}=${value ?? ''}`,
    'Path=/',
    `Max-Age=${lifetime}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The user of a request's session cookie, for the app server (which imports no Firebase itself and
 * passes the API's `api.nada.auth`): null without a valid cookie. Throws AUTH_UNAVAILABLE when
 * Firebase cannot be reached.
 */
export function readServerSession(
  auth: Auth,
  cookieHeader: string | undefined | null,
): Promise<ServerSession | null> {
  return verifySession(auth, readSessionCookie(cookieHeader));
}
