import {defineMessages} from 'react-intl';
import type {MessageDescriptor} from 'react-intl';
import type {FieldErrorCode} from './types';

/** Code of a failed bot check (no challenge, or no solution), which has its own message. */
export const BOT_CHECK_FAILED = 'nada/bot-check-failed';

/** Code of a thrown value without a string `code`. */
export const UNKNOWN_ERROR = 'unknown';

/** The messages for the auth error codes of the seed, the bot check, and the generic fallback. */
export const errorMessages = defineMessages({
  emailAlreadyInUse: {
    id: 'authForms.error.emailAlreadyInUse',
    defaultMessage:
      'There’s already an account with this email. Sign in instead, or reset your password if you’ve forgotten it.',
    description: 'Firebase auth/email-already-in-use: registering with an address that has an account',
  },
  wrongPassword: {
    id: 'authForms.error.wrongPassword',
    defaultMessage: 'That password isn’t right. Try again, or reset it if you’ve forgotten it.',
    description: 'Firebase auth/wrong-password',
  },
  userNotFound: {
    id: 'authForms.error.userNotFound',
    defaultMessage: 'We couldn’t find an account with this email. Check the spelling, or create an account.',
    description: 'Firebase auth/user-not-found',
  },
  tooManyRequests: {
    id: 'authForms.error.tooManyRequests',
    defaultMessage: 'Too many attempts in a short time. Wait a few minutes, then try again.',
    description: 'Firebase auth/too-many-requests: the account or device is throttled',
  },
  userDisabled: {
    id: 'authForms.error.userDisabled',
    defaultMessage: 'This account has been disabled. Contact Nada support if you think that’s a mistake.',
    description: 'Firebase auth/user-disabled',
  },
  invalidCredential: {
    id: 'authForms.error.invalidCredential',
    defaultMessage: 'The email or password is incorrect. Check both and try again.',
    description: 'Firebase auth/invalid-credential: wrong email or password, without saying which',
  },
  requiresRecentLogin: {
    id: 'authForms.error.requiresRecentLogin',
    defaultMessage: 'For your security, sign in again before making this change.',
    description: 'Firebase auth/requires-recent-login: a sensitive change needs a fresh sign-in',
  },
  expiredActionCode: {
    id: 'authForms.error.expiredActionCode',
    defaultMessage: 'This link has expired. Ask for a new one to carry on.',
    description: 'Firebase auth/expired-action-code: an email link (verify, reset, sign-in) is too old',
  },
  invalidActionCode: {
    id: 'authForms.error.invalidActionCode',
    defaultMessage: 'This link isn’t valid or has already been used. Ask for a new one.',
    description: 'Firebase auth/invalid-action-code: an email link is malformed or already used',
  },
  networkRequestFailed: {
    id: 'authForms.error.networkRequestFailed',
    defaultMessage: 'We couldn’t reach the server. Check your internet connection and try again.',
    description: 'Firebase auth/network-request-failed',
  },
  multiFactorAuthRequired: {
    id: 'authForms.error.multiFactorAuthRequired',
    defaultMessage:
      'This account uses two-step verification, which Nada doesn’t support yet. Contact Nada support to get back in.',
    description: 'Firebase auth/multi-factor-auth-required: the account needs a second factor',
  },
  botCheckFailed: {
    id: 'authForms.error.botCheckFailed',
    defaultMessage: 'We couldn’t finish the security check. Reload the page and try again.',
    description: 'The anti-bot puzzle could not be fetched or solved',
  },
  generic: {
    id: 'authForms.error.generic',
    defaultMessage: 'Something went wrong. Please try again in a moment.',
    description: 'Any other failure of a sign-in, registration or account action',
  },
});

const byCode: Record<string, MessageDescriptor> = {
  'auth/email-already-in-use': errorMessages.emailAlreadyInUse,
  'auth/wrong-password': errorMessages.wrongPassword,
  'auth/user-not-found': errorMessages.userNotFound,
  'auth/too-many-requests': errorMessages.tooManyRequests,
  'auth/user-disabled': errorMessages.userDisabled,
  'auth/invalid-credential': errorMessages.invalidCredential,
  'auth/requires-recent-login': errorMessages.requiresRecentLogin,
  'auth/expired-action-code': errorMessages.expiredActionCode,
  'auth/invalid-action-code': errorMessages.invalidActionCode,
  'auth/network-request-failed': errorMessages.networkRequestFailed,
  'auth/multi-factor-auth-required': errorMessages.multiFactorAuthRequired,
  [BOT_CHECK_FAILED]: errorMessages.botCheckFailed,
};

/** The error codes that have a message of their own; every other code gets the generic one. */
export const KNOWN_AUTH_ERROR_CODES: readonly string[] = Object.keys(byCode);

/** The message for an error code: its own for the codes of the seed, a generic one for anything else. */
export function authErrorMessage(code: string | null | undefined): MessageDescriptor {
  return (
    (code !== null && code !== undefined && Object.hasOwn(byCode, code) && byCode[code]) ||
    errorMessages.generic
  );
}

/** The stable `code` of a thrown value (Firebase's `auth/*`), or {@link UNKNOWN_ERROR} when it has none. */
export function authErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return UNKNOWN_ERROR;
}

// The user closed the Google popup or opened a second one: nothing went wrong, so nothing is shown.
const dismissedCodes = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

/** Whether an error only says the user dismissed a popup, which a form does not report as a failure. */
export function isDismissedAuthError(code: string): boolean {
  return dismissedCodes.has(code);
}

/** The messages for problems found in the values before sending them. */
export const fieldErrorMessages: Record<FieldErrorCode, MessageDescriptor> = defineMessages({
  nameRequired: {
    id: 'authForms.fieldError.nameRequired',
    defaultMessage: 'Enter your name',
    description: 'Error under the empty name field',
  },
  emailRequired: {
    id: 'authForms.fieldError.emailRequired',
    defaultMessage: 'Enter your email address',
    description: 'Error under the empty email field',
  },
  emailInvalid: {
    id: 'authForms.fieldError.emailInvalid',
    defaultMessage: 'Enter a full email address, like name@example.com',
    description: 'Error under an email field whose text is not an address',
  },
  passwordRequired: {
    id: 'authForms.fieldError.passwordRequired',
    defaultMessage: 'Enter your password',
    description: 'Error under the empty password field',
  },
  passwordWeak: {
    id: 'authForms.fieldError.passwordWeak',
    defaultMessage: 'Your password doesn’t meet all the rules yet',
    description: 'Error under a new password that misses one of the listed rules',
  },
  termsRequired: {
    id: 'authForms.fieldError.termsRequired',
    defaultMessage: 'Accept the terms to create your account',
    description: 'Error under the terms check box when it is not ticked',
  },
});
