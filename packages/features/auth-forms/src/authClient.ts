import {BOT_CHECK_FAILED} from './authErrors';
import type {ProofOfWorkChallenge, ProofOfWorkSolution} from './types';
import type {RegisterInput} from './useRegisterForm';

/** The account as an email action leaves it once reloaded: nobody here, not yet verified, or verified. */
export type ReloadedAccount = 'signed-out' | 'unverified' | 'verified';

/**
 * What the sign-in pages need from the identity provider and the API, each a promise that rejects
 * with the provider's `code` (`auth/*`) or the API's. The app implements it over Firebase and its API
 * client, in the page's language (the emails Firebase sends are written in it); stories and tests
 * pass fakes.
 */
export interface AuthClient {
  /** Signs in with email and password. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Signs in with Google: a popup, or a redirect that comes back to the same page. */
  signInWithGoogle: () => Promise<void>;
  /** Whether someone is signed in in this browser now. */
  isSignedIn: () => Promise<boolean>;
  /** Creates the account with its name, refreshes its token and sends the verification email, which continues to `continueUrl`. */
  createAccount: (input: RegisterInput, continueUrl: string) => Promise<void>;
  /** Sends the signed-in user's verification email again. */
  sendEmailVerification: (continueUrl: string) => Promise<void>;
  /** Reloads the signed-in account; a verified one gets a fresh token, which tells the API and the session. */
  reloadAccount: () => Promise<ReloadedAccount>;
  /** Sends the password reset email, which continues to `continueUrl`. */
  sendPasswordReset: (email: string, continueUrl: string) => Promise<void>;
  /** Sends the sign-in link, which opens `continueUrl`. */
  sendSignInLink: (email: string, continueUrl: string) => Promise<void>;
  /** Whether `href` is a sign-in link. */
  isSignInLink: (href: string) => Promise<boolean>;
  /** Signs in with the link at `href`, sent to `email`. */
  signInWithLink: (email: string, href: string) => Promise<void>;
  /** Applies an email action code (a verification, an undone change of address). */
  applyActionCode: (code: string) => Promise<void>;
  /** The address an email action code is about (the one an undone change restores). */
  checkActionCode: (code: string) => Promise<string | undefined>;
  /** The address of the account a password reset code is for. */
  verifyPasswordResetCode: (code: string) => Promise<string>;
  /** Sets the new password with a reset code. */
  confirmPasswordReset: (code: string, password: string) => Promise<void>;
  /** A proof-of-work challenge from the API, for the forms that send an email. */
  getChallenge: () => Promise<ProofOfWorkChallenge>;
  /** Has the API check a solution; rejects when it is refused. */
  verifySolution: (solution: ProofOfWorkSolution) => Promise<void>;
}

/**
 * Has the API check the bot check's solution before a registration, sign-in link or password reset
 * is requested; a refused or missing one throws with the bot-check code, which the forms show as
 * "we couldn't finish the security check".
 */
export async function passBotCheck(
  client: Pick<AuthClient, 'verifySolution'>,
  solution: ProofOfWorkSolution | undefined,
): Promise<void> {
  const failed = (cause?: unknown) =>
    Object.assign(new Error('Bot check failed', {cause}), {code: BOT_CHECK_FAILED});
  if (!solution) throw failed();
  try {
    await client.verifySolution(solution);
  } catch (error) {
    throw failed(error);
  }
}

/** The links between the sign-in pages, each keeping the way back (the app builds them from its routes). */
export interface AuthHrefs {
  /** The email and password form. */
  signIn: string;
  /** The "forgot password" step. */
  forgotPassword: string;
  /** The "email me a sign-in link" step. */
  emailLink: string;
  /** The registration form. */
  register: string;
}
