import {defineErrors} from '../errorSpec.ts';

/** The errors of signing in: the ID token or session cookie a request carries, and the identity provider. */
export const authErrors = defineErrors({
  /** No valid ID token came with a request that needs one. */
  UNAUTHENTICATED: {status: 401, message: 'Sign in to continue.'},
  /** The ID token's lifetime is over; the client refreshes it and retries. */
  TOKEN_EXPIRED: {status: 401, message: 'Your session has expired. Sign in again.'},
  /** The ID token is malformed, forged, or issued for another project. */
  TOKEN_INVALID: {status: 401, message: 'The sign-in token is not valid.'},
  /** The ID token was revoked (password change, sign-out everywhere). */
  TOKEN_REVOKED: {status: 401, message: 'Your session was ended. Sign in again.'},
  /** The Firebase account is disabled. */
  USER_DISABLED: {status: 401, message: 'This account has been disabled.'},
  /** The identity provider could not be reached to check a token. */
  AUTH_UNAVAILABLE: (cause: unknown) => ({
    status: 503,
    message: 'Sign-in cannot be checked right now. Try again soon.',
    cause,
  }),
  /** Deleting the account needs a sign-in within the last few minutes; the app asks for the password (or Google) again. */
  REAUTHENTICATION_REQUIRED: {status: 401, message: 'Sign in again to confirm it is you, then retry.'},
});
