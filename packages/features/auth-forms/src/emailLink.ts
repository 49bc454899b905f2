/** Where the address an email sign-in link was sent to is kept, so the link opened in this browser needs no retyping. */
export const EMAIL_FOR_SIGN_IN_KEY = 'nada.emailForSignIn';

/**
 * The query parameter, and its value, that mark the continue URL of a verification email
 * (`/callback?from=verifyEmail`). Firebase's own action handler (the emulator's, and a real
 * project's without a custom handler URL) verifies the address itself and then sends the browser
 * there without `mode` or `oobCode`: the page then says the address is verified and goes on.
 */
export const CONTINUED_FROM_PARAM = 'from';
export const CONTINUED_FROM_VERIFICATION = 'verifyEmail';
