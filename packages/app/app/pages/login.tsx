import {EMAIL_FOR_SIGN_IN_KEY, EmailLinkForm, ForgotPasswordForm, SignInForm} from '@nada/auth-forms';
import {useSearchParams} from 'react-router';
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
import {connectSession, loadFirebase} from '../auth/session';
import {pageMessagesFor} from '../i18n.server';
import {localePath} from '../routing/paths';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/login';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The sign-in forms' texts travel with this page's data (see the route table's catalogs).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'login')};
}

async function signIn(email: string, password: string): Promise<void> {
  const {auth, sdk} = await connectSession();
  await sdk.signInWithEmailAndPassword(auth, email, password);
}

/** `/login`: email and password, Google, and the `step`s "forgot password" and "email me a link". */
export default function Login({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LoginSteps />
    </PageMessages>
  );
}

function LoginSteps() {
  const [params] = useSearchParams();
  const locale = usePageLocale();
  const target = useAuthTarget();
  const href = useAuthHref();
  useLeaveWhenSignedIn(target);
  const step = params.get('step');

  if (step === 'forgot') {
    return (
      <ForgotPasswordForm
        getChallenge={getChallenge}
        sendReset={async (email, solution) => {
          await passBotCheck(solution);
          const {auth, sdk} = await loadFirebase();
          auth.languageCode = locale;
          try {
            await sdk.sendPasswordResetEmail(auth, email, {url: absoluteUrl(href('login'))});
          } catch (error) {
            // The "sent" answer must not tell whether the address has an account.
            if ((error as {code?: string}).code !== 'auth/user-not-found') throw error;
          }
        }}
        signInHref={href('login')}
        linkComponent={RouterAuthLink}
      />
    );
  }
  if (step === 'link') {
    return (
      <EmailLinkForm
        getChallenge={getChallenge}
        sendLink={async (email, solution) => {
          await passBotCheck(solution);
          const {auth, sdk} = await loadFirebase();
          auth.languageCode = locale;
          const callback = `${localePath('callback', locale)}?${new URLSearchParams({redirect: target})}`;
          await sdk.sendSignInLinkToEmail(auth, email, {url: absoluteUrl(callback), handleCodeInApp: true});
          // Opened in this browser, the link signs in without asking for the address again.
          window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
        }}
        passwordHref={href('login')}
        linkComponent={RouterAuthLink}
      />
    );
  }
  return (
    <SignInForm
      signIn={signIn}
      onGoogle={signInWithGoogle}
      forgotPasswordHref={href('login', 'forgot')}
      emailLinkHref={href('login', 'link')}
      registerHref={href('register')}
      linkComponent={RouterAuthLink}
    />
  );
}
