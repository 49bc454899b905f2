import type {AuthClient, AuthHrefs} from '../authClient';

/** The links between the sign-in pages, as the app builds them. */
export const storyHrefs: AuthHrefs = {
  signIn: '/login',
  forgotPassword: '/login?step=forgot',
  emailLink: '/login?step=link',
  register: '/register',
};

/**
 * An `AuthClient` whose every call succeeds at once (a verified account, the reset code of
 * `sari@contoh.com`, a bot check of difficulty 0), with `overrides` for the calls a story or test
 * needs otherwise.
 */
export function fakeAuthClient(overrides: Partial<AuthClient> = {}): AuthClient {
  const done = async () => {};
  return {
    signIn: done,
    signInWithGoogle: done,
    isSignedIn: async () => false,
    createAccount: done,
    sendEmailVerification: done,
    reloadAccount: async () => 'verified',
    sendPasswordReset: done,
    sendSignInLink: done,
    isSignInLink: async () => true,
    signInWithLink: done,
    applyActionCode: done,
    checkActionCode: async () => 'sari@contoh.com',
    verifyPasswordResetCode: async () => 'sari@contoh.com',
    confirmPasswordReset: done,
    getChallenge: async () => ({id: 'story', salt: 'nada', difficulty: 0}),
    verifySolution: done,
    ...overrides,
  };
}
