import {useCallback, useRef, useState} from 'react';
import type {AuthClient} from './authClient';
import {passBotCheck} from './authClient';
import {RegisterForm} from './RegisterForm';
import type {AuthLinkOptions} from './types';
import {useLeaveWhenSignedIn} from './useLeaveWhenSignedIn';
import {VerifyEmailPrompt} from './VerifyEmailPrompt';

/** Props of {@link RegisterFlow}. */
export interface RegisterFlowProps extends AuthLinkOptions {
  /** The identity provider and the API's bot check. */
  client: AuthClient;
  /** Where the verification email continues to (an absolute URL). */
  verificationUrl: string;
  /** The terms of use. */
  termsHref: string;
  /** The privacy policy. */
  privacyHref: string;
  /** The sign-in page. */
  signInHref: string;
  /** Whether the browser's session is signed in. */
  signedIn: boolean;
  /** Leaves the page: once signed in by other means, or once the new address is verified. */
  onSignedIn: () => void;
  /** Seconds before the verification email may be sent again. @default 60 */
  resendCooldown?: number;
}

/**
 * The registration page: the form, then "verify your email" until the address is confirmed. A user
 * signed in by other means (Google, another tab) is sent on; a new account stays for the prompt.
 */
export function RegisterFlow({
  client,
  verificationUrl,
  termsHref,
  privacyHref,
  signInHref,
  signedIn,
  onSignedIn,
  resendCooldown = 60,
  linkComponent,
}: RegisterFlowProps) {
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const [notVerified, setNotVerified] = useState(false);
  // A new account signs in at once; it stays here for the verification prompt instead of leaving.
  const registering = useRef(false);
  const registeredEmail = useRef('');
  useLeaveWhenSignedIn(
    signedIn,
    onSignedIn,
    useCallback(() => !registering.current, []),
  );

  if (verifyEmail !== null) {
    return (
      <VerifyEmailPrompt
        email={verifyEmail}
        initialCooldown={resendCooldown}
        resend={() => client.sendEmailVerification(verificationUrl)}
        onContinue={() => {
          void client.reloadAccount().then((account) => {
            if (account === 'unverified') setNotVerified(true);
            else if (account === 'verified') onSignedIn();
          });
        }}
        notVerified={notVerified}
      />
    );
  }
  return (
    <RegisterForm
      getChallenge={client.getChallenge}
      register={async (input, solution) => {
        await passBotCheck(client, solution);
        registering.current = true;
        try {
          await client.createAccount(input, verificationUrl);
          registeredEmail.current = input.email;
        } catch (error) {
          registering.current = await client.isSignedIn();
          throw error;
        }
      }}
      onSuccess={() => setVerifyEmail(registeredEmail.current)}
      onGoogle={client.signInWithGoogle}
      termsHref={termsHref}
      privacyHref={privacyHref}
      signInHref={signInHref}
      linkComponent={linkComponent}
    />
  );
}
