import {
  ActionCodeResult,
  CONTINUED_FROM_PARAM,
  CONTINUED_FROM_VERIFICATION,
  EMAIL_FOR_SIGN_IN_KEY,
  EmailLinkCompleteForm,
  ResetPasswordForm,
  useActionCode,
  type ActionCodeMode,
} from '@nada/auth-forms';
import {useState, useSyncExternalStore} from 'react';
import {useNavigate, useSearchParams} from 'react-router';
import {PageMessages} from '../components/PageMessages';
import {RouterAuthLink, useAuthHref, useAuthTarget} from '../auth/authPages';
import {connectSession, loadFirebase} from '../auth/session';
import {hasSessionHint} from '../auth/sessionHint';
import {pageMessagesFor} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/callback';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The sign-in forms' texts travel with this page's data (see the route table's catalogs).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'callback')};
}

// `verifyAndChangeEmail` comes from a profile's change of address (`verifyBeforeUpdateEmail`): the
// new address is confirmed like a verification, and its result reads the same.
const modes = ['verifyEmail', 'verifyAndChangeEmail', 'recoverEmail', 'resetPassword', 'signIn'] as const;

const invalidLink = () =>
  Object.assign(new Error('Not an email action link'), {code: 'auth/invalid-action-code'});

/**
 * `/callback`: where Firebase's email links land (the project's action URL): email-link sign-in,
 * email verification, password reset and email recovery, by the link's `mode` and `oobCode`; and
 * where Firebase's own action handler continues to once it has verified an address itself.
 */
export default function Callback({loaderData}: Route.ComponentProps) {
  const [params] = useSearchParams();
  const mode = modes.find((candidate) => candidate === params.get('mode'));
  const code = params.get('oobCode') ?? '';
  return (
    <PageMessages messages={loaderData.messages}>
      {!mode && !code ? (
        <ContinuedFromHandler
          verification={params.get(CONTINUED_FROM_PARAM) === CONTINUED_FROM_VERIFICATION}
        />
      ) : mode === 'signIn' ? (
        <EmailLinkSignIn />
      ) : mode === 'resetPassword' ? (
        <ResetPassword code={code} />
      ) : (
        <ApplyCode mode={mode ?? 'verifyEmail'} code={mode ? code : ''} />
      )}
    </PageMessages>
  );
}

function useLinks() {
  const href = useAuthHref();
  return {
    continueHref: useAuthTarget(),
    signInHref: href('login'),
    resetPasswordHref: href('login', 'forgot'),
    linkComponent: RouterAuthLink,
  };
}

/** Verify email, change email and recover email: the code is applied once as the page opens. */
function ApplyCode({
  mode,
  code,
}: {
  mode: 'verifyEmail' | 'verifyAndChangeEmail' | 'recoverEmail';
  code: string;
}) {
  const links = useLinks();
  const href = useAuthHref();
  const state = useActionCode(async () => {
    if (!code) throw invalidLink();
    const {auth, sdk} = await loadFirebase();
    if (mode === 'recoverEmail') {
      const info = await sdk.checkActionCode(auth, code);
      await sdk.applyActionCode(auth, code);
      return info.data.email ?? undefined;
    }
    await sdk.applyActionCode(auth, code);
    // A signed-in user (this browser registered) sees "verified" everywhere at once.
    const {auth: connected} = await connectSession();
    if (connected.currentUser) {
      try {
        await connected.currentUser.reload();
        await connected.currentUser.getIdToken(true);
      } catch (error) {
        // A changed address ends the sessions made with the old one: the session code says so.
        if (mode !== 'verifyAndChangeEmail') throw error;
      }
    }
    return undefined;
  });
  const resultMode: ActionCodeMode = mode === 'verifyAndChangeEmail' ? 'verifyEmail' : mode;
  return (
    <ActionCodeResult
      mode={resultMode}
      status={state.status}
      errorCode={state.error?.code}
      email={state.result}
      retryHref={href('login')}
      {...links}
    />
  );
}

/**
 * Firebase's own action handler verified the address and sent the browser here, without a code: the
 * signed-in user (this browser registered) is reloaded so every page sees "verified", and the page
 * says so. The handler continues only on success, so the mark of a verification email's continue
 * URL is enough on another device, where nobody is signed in; without the mark, only a signed-in
 * user whose address is verified sees success, anyone else the invalid-link message.
 */
function ContinuedFromHandler({verification}: {verification: boolean}) {
  const links = useLinks();
  const href = useAuthHref();
  const state = useActionCode(async () => {
    if (!verification && !hasSessionHint(document.cookie)) throw invalidLink();
    const {auth} = await connectSession();
    const user = auth.currentUser;
    if (user) {
      await user.reload();
      if (user.emailVerified) {
        // A fresh token carries email_verified for the API and the session.
        await user.getIdToken(true);
        return;
      }
    }
    if (!verification) throw invalidLink();
  });
  return (
    <ActionCodeResult
      mode="verifyEmail"
      status={state.status}
      errorCode={state.error?.code}
      retryHref={href('login')}
      {...links}
    />
  );
}

/** Reset password: check the code (and show its account), then choose the new password. */
function ResetPassword({code}: {code: string}) {
  const links = useLinks();
  const href = useAuthHref();
  const state = useActionCode(async () => {
    if (!code) throw invalidLink();
    const {auth, sdk} = await loadFirebase();
    return sdk.verifyPasswordResetCode(auth, code);
  });
  if (state.status !== 'done') {
    return (
      <ActionCodeResult
        mode="resetPassword"
        status={state.status}
        errorCode={state.error?.code}
        retryHref={href('login', 'forgot')}
        {...links}
      />
    );
  }
  return (
    <ResetPasswordForm
      email={state.result}
      confirmReset={async (password) => {
        const {auth, sdk} = await loadFirebase();
        await sdk.confirmPasswordReset(auth, code, password);
      }}
      signInHref={links.signInHref}
      linkComponent={RouterAuthLink}
    />
  );
}

/**
 * Email-link sign-in: in the browser that asked for the link the stored address completes it at
 * once; on another device the address is asked for again.
 */
function EmailLinkSignIn() {
  const links = useLinks();
  const href = useAuthHref();
  const navigate = useNavigate();
  // Read after hydration (the server cannot know what this browser stored), and once: signing in
  // removes the stored email, and a later render must still show this sign-in, not ask again.
  const [readStoredEmail] = useState(() => {
    let email: string | null | undefined;
    return () => (email === undefined ? (email = window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)) : email);
  });
  const stored = useSyncExternalStore(noSubscription, readStoredEmail, () => undefined);
  const complete = async (email: string) => {
    const {auth, sdk} = await connectSession();
    if (!sdk.isSignInWithEmailLink(auth, window.location.href)) throw invalidLink();
    await sdk.signInWithEmailLink(auth, email, window.location.href);
    window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
  };
  if (stored === undefined) {
    return <ActionCodeResult mode="signIn" status="checking" retryHref={href('login', 'link')} {...links} />;
  }
  if (stored === null) {
    return (
      <EmailLinkCompleteForm
        completeSignIn={complete}
        onSuccess={() => void navigate(links.continueHref, {replace: true})}
      />
    );
  }
  return (
    <StoredEmailSignIn email={stored} complete={complete} retryHref={href('login', 'link')} links={links} />
  );
}

const noSubscription = () => () => undefined;

function StoredEmailSignIn({
  email,
  complete,
  retryHref,
  links,
}: {
  email: string;
  complete: (email: string) => Promise<void>;
  retryHref: string;
  links: ReturnType<typeof useLinks>;
}) {
  const state = useActionCode(() => complete(email));
  return (
    <ActionCodeResult
      mode="signIn"
      status={state.status}
      errorCode={state.error?.code}
      retryHref={retryHref}
      {...links}
    />
  );
}
