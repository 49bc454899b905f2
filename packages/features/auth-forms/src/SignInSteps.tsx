import type {AuthClient, AuthHrefs} from './authClient';
import {passBotCheck} from './authClient';
import {EMAIL_FOR_SIGN_IN_KEY} from './emailLink';
import {EmailLinkForm} from './EmailLinkForm';
import {ForgotPasswordForm} from './ForgotPasswordForm';
import {SignInForm} from './SignInForm';
import type {AuthLinkOptions} from './types';
import {useLeaveWhenSignedIn} from './useLeaveWhenSignedIn';

/** A step of the sign-in page: email and password, "forgot password", or "email me a link". */
export type SignInStep = 'password' | 'forgot' | 'link';

/** Props of {@link SignInSteps}. */
export interface SignInStepsProps extends AuthLinkOptions {
  /** The step to show. */
  step: SignInStep;
  /** The identity provider and the API's bot check. */
  client: AuthClient;
  /** The links between the sign-in pages. */
  hrefs: AuthHrefs;
  /** Where the password reset email continues to (the sign-in page, as an absolute URL). */
  resetContinueUrl: string;
  /** Where the sign-in link opens (the page that completes it, as an absolute URL). */
  linkContinueUrl: string;
  /** Whether the browser's session is signed in. */
  signedIn: boolean;
  /** Leaves the page once signed in (to where the user was going). */
  onSignedIn: () => void;
}

/**
 * The sign-in page: email and password with Google, the "forgot password" step and the "email me a
 * link" step; it sends the user on as soon as they are signed in.
 */
export function SignInSteps({
  step,
  client,
  hrefs,
  resetContinueUrl,
  linkContinueUrl,
  signedIn,
  onSignedIn,
  linkComponent,
}: SignInStepsProps) {
  useLeaveWhenSignedIn(signedIn, onSignedIn);
  if (step === 'forgot') {
    return (
      <ForgotPasswordForm
        getChallenge={client.getChallenge}
        sendReset={async (email, solution) => {
          await passBotCheck(client, solution);
          try {
            await client.sendPasswordReset(email, resetContinueUrl);
          } catch (error) {
            // The "sent" answer must not tell whether the address has an account.
            if ((error as {code?: string}).code !== 'auth/user-not-found') throw error;
          }
        }}
        signInHref={hrefs.signIn}
        linkComponent={linkComponent}
      />
    );
  }
  if (step === 'link') {
    return (
      <EmailLinkForm
        getChallenge={client.getChallenge}
        sendLink={async (email, solution) => {
          await passBotCheck(client, solution);
          await client.sendSignInLink(email, linkContinueUrl);
          // Opened in this browser, the link signs in without asking for the address again.
          window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
        }}
        passwordHref={hrefs.signIn}
        linkComponent={linkComponent}
      />
    );
  }
  return (
    <SignInForm
      signIn={client.signIn}
      onGoogle={client.signInWithGoogle}
      forgotPasswordHref={hrefs.forgotPassword}
      emailLinkHref={hrefs.emailLink}
      registerHref={hrefs.register}
      linkComponent={linkComponent}
    />
  );
}
