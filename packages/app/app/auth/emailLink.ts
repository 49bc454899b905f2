/** Where the address an email sign-in link was sent to is kept, so the link opened in this browser needs no retyping. */
export const EMAIL_FOR_SIGN_IN_KEY = 'nada.emailForSignIn';
