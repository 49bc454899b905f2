import {
  CONTINUED_FROM_PARAM,
  CONTINUED_FROM_VERIFICATION,
  RegisterForm,
  VerifyEmailPrompt,
} from '@nada/auth-forms';
import {useCallback, useRef, useState} from 'react';
import {useNavigate} from 'react-router';
import {PageMessages} from '../components/PageMessages';
import {
  absoluteUrl,
  RouterAuthLink,
  signInWithGoogle,
  useAuthHref,
  useAuthTarget,
  useLeaveWhenSignedIn,
  usePageLocale,
} from '../auth/authPages';
import {getChallenge, passBotCheck} from '../auth/botCheck';
import {connectSession} from '../auth/session';
import {pageMessagesFor} from '../i18n.server';
import {localePath} from '../routing/paths';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/register';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The sign-in forms' texts travel with this page's data (see the route table's catalogs).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'register')};
}

/** `/register`: the registration form, then "verify your email" until the address is confirmed. */
export default function Register({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Registration />
    </PageMessages>
  );
}

function Registration() {
  const locale = usePageLocale();
  const target = useAuthTarget();
  const href = useAuthHref();
  const navigate = useNavigate();
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const [notVerified, setNotVerified] = useState(false);
  // A new account signs in at once; it stays here for the verification prompt instead of leaving.
  const registering = useRef(false);
  const registeredEmail = useRef('');
  useLeaveWhenSignedIn(
    target,
    useCallback(() => !registering.current, []),
  );
  const verificationLink = {
    url: absoluteUrl(
      `${localePath('callback', locale)}?${new URLSearchParams({
        [CONTINUED_FROM_PARAM]: CONTINUED_FROM_VERIFICATION,
        redirect: target,
      })}`,
    ),
  };

  if (verifyEmail !== null) {
    return (
      <VerifyEmailPrompt
        email={verifyEmail}
        initialCooldown={60}
        resend={async () => {
          const {auth, sdk} = await connectSession();
          if (auth.currentUser) await sdk.sendEmailVerification(auth.currentUser, verificationLink);
        }}
        onContinue={() => {
          void connectSession().then(async ({auth}) => {
            const user = auth.currentUser;
            if (!user) return;
            await user.reload();
            if (!user.emailVerified) return setNotVerified(true);
            // A fresh token carries email_verified for the API.
            await user.getIdToken(true);
            await navigate(target, {replace: true});
          });
        }}
        notVerified={notVerified}
      />
    );
  }
  return (
    <RegisterForm
      getChallenge={getChallenge}
      register={async ({name, email, password}, solution) => {
        await passBotCheck(solution);
        const {auth, sdk} = await connectSession();
        auth.languageCode = locale;
        registering.current = true;
        try {
          const {user} = await sdk.createUserWithEmailAndPassword(auth, email, password);
          await sdk.updateProfile(user, {displayName: name});
          // A fresh token carries the name, and tells the session (the header shows it).
          await user.getIdToken(true);
          await sdk.sendEmailVerification(user, verificationLink);
          registeredEmail.current = email;
        } catch (error) {
          registering.current = auth.currentUser !== null;
          throw error;
        }
      }}
      onSuccess={() => setVerifyEmail(registeredEmail.current)}
      onGoogle={signInWithGoogle}
      termsHref={localePath('term_and_condition', locale)}
      privacyHref={localePath('privacy_policy', locale)}
      signInHref={href('login')}
      linkComponent={RouterAuthLink}
    />
  );
}
