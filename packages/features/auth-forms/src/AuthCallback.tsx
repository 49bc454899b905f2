import {useState, useSyncExternalStore} from 'react';
import {ActionCodeResult, type ActionCodeMode} from './ActionCodeResult';
import type {AuthClient, AuthHrefs} from './authClient';
import {CONTINUED_FROM_PARAM, CONTINUED_FROM_VERIFICATION, EMAIL_FOR_SIGN_IN_KEY} from './emailLink';
import {EmailLinkCompleteForm} from './EmailLinkCompleteForm';
import {ResetPasswordForm} from './ResetPasswordForm';
import type {AuthLinkOptions} from './types';
import {useActionCode} from './useActionCode';

/** Props of {@link AuthCallback}. */
export interface AuthCallbackProps extends AuthLinkOptions {
  /** The page's query: the link's `mode` and `oobCode`, or the mark of Firebase's own handler. */
  params: URLSearchParams;
  /** The identity provider. */
  client: AuthClient;
  /** The links between the sign-in pages. */
  hrefs: AuthHrefs;
  /** Where "Continue to Nada" goes, and where a completed sign-in leaves for. */
  continueHref: string;
  /** Whether this browser had a session before (the app's session hint), read once as the page opens. */
  hadSession: () => boolean;
  /** Leaves for `continueHref` once a link completed on another device signed the user in. */
  onSignedIn: () => void;
}

interface CallbackContext extends Omit<AuthCallbackProps, 'params'> {
  /** The props every result shares: its links. */
  links: Pick<
    Parameters<typeof ActionCodeResult>[0],
    'continueHref' | 'signInHref' | 'resetPasswordHref' | 'linkComponent'
  >;
}

// `verifyAndChangeEmail` comes from a profile's change of address (`verifyBeforeUpdateEmail`): the
// new address is confirmed like a verification, and its result reads the same.
const modes = ['verifyEmail', 'verifyAndChangeEmail', 'recoverEmail', 'resetPassword', 'signIn'] as const;

const invalidLink = () =>
  Object.assign(new Error('Not an email action link'), {code: 'auth/invalid-action-code'});

/**
 * The page Firebase's email links land on (the project's action URL): email-link sign-in, email
 * verification, password reset and email recovery, by the link's `mode` and `oobCode`; and where
 * Firebase's own action handler continues to once it has verified an address itself.
 */
export function AuthCallback({params, ...props}: AuthCallbackProps) {
  const mode = modes.find((candidate) => candidate === params.get('mode'));
  const code = params.get('oobCode') ?? '';
  const context: CallbackContext = {
    ...props,
    links: {
      continueHref: props.continueHref,
      signInHref: props.hrefs.signIn,
      resetPasswordHref: props.hrefs.forgotPassword,
      linkComponent: props.linkComponent,
    },
  };
  if (!mode && !code) {
    return (
      <ContinuedFromHandler
        verification={params.get(CONTINUED_FROM_PARAM) === CONTINUED_FROM_VERIFICATION}
        {...context}
      />
    );
  }
  if (mode === 'signIn') return <EmailLinkSignIn {...context} />;
  if (mode === 'resetPassword') return <ResetPassword code={code} {...context} />;
  return <ApplyCode mode={mode ?? 'verifyEmail'} code={mode ? code : ''} {...context} />;
}

/** Verify email, change email and recover email: the code is applied once as the page opens. */
function ApplyCode({
  mode,
  code,
  client,
  hrefs,
  links,
}: CallbackContext & {mode: 'verifyEmail' | 'verifyAndChangeEmail' | 'recoverEmail'; code: string}) {
  const state = useActionCode(async () => {
    if (!code) throw invalidLink();
    if (mode === 'recoverEmail') {
      const email = await client.checkActionCode(code);
      await client.applyActionCode(code);
      return email;
    }
    await client.applyActionCode(code);
    // A signed-in user (this browser registered) sees "verified" everywhere at once.
    try {
      await client.reloadAccount();
    } catch (error) {
      // A changed address ends the sessions made with the old one: the session code says so.
      if (mode !== 'verifyAndChangeEmail') throw error;
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
      retryHref={hrefs.signIn}
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
function ContinuedFromHandler({
  verification,
  client,
  hrefs,
  hadSession,
  links,
}: CallbackContext & {verification: boolean}) {
  const state = useActionCode(async () => {
    if (!verification && !hadSession()) throw invalidLink();
    if ((await client.reloadAccount()) === 'verified') return;
    if (!verification) throw invalidLink();
  });
  return (
    <ActionCodeResult
      mode="verifyEmail"
      status={state.status}
      errorCode={state.error?.code}
      retryHref={hrefs.signIn}
      {...links}
    />
  );
}

/** Reset password: check the code (and show its account), then choose the new password. */
function ResetPassword({code, client, hrefs, links}: CallbackContext & {code: string}) {
  const state = useActionCode(async () => {
    if (!code) throw invalidLink();
    return client.verifyPasswordResetCode(code);
  });
  if (state.status !== 'done') {
    return (
      <ActionCodeResult
        mode="resetPassword"
        status={state.status}
        errorCode={state.error?.code}
        retryHref={hrefs.forgotPassword}
        {...links}
      />
    );
  }
  return (
    <ResetPasswordForm
      email={state.result}
      confirmReset={(password) => client.confirmPasswordReset(code, password)}
      signInHref={hrefs.signIn}
      linkComponent={links.linkComponent}
    />
  );
}

/**
 * Email-link sign-in: in the browser that asked for the link the stored address completes it at
 * once; on another device the address is asked for again.
 */
function EmailLinkSignIn({client, hrefs, links, onSignedIn}: CallbackContext) {
  // Read after hydration (the server cannot know what this browser stored), and once: signing in
  // removes the stored email, and a later render must still show this sign-in, not ask again.
  const [readStoredEmail] = useState(() => {
    let email: string | null | undefined;
    return () => (email === undefined ? (email = window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)) : email);
  });
  const stored = useSyncExternalStore(noSubscription, readStoredEmail, () => undefined);
  const complete = async (email: string) => {
    if (!(await client.isSignInLink(window.location.href))) throw invalidLink();
    await client.signInWithLink(email, window.location.href);
    window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
  };
  if (stored === undefined) {
    return <ActionCodeResult mode="signIn" status="checking" retryHref={hrefs.emailLink} {...links} />;
  }
  if (stored === null) return <EmailLinkCompleteForm completeSignIn={complete} onSuccess={onSignedIn} />;
  return <StoredEmailSignIn email={stored} complete={complete} retryHref={hrefs.emailLink} links={links} />;
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
  links: CallbackContext['links'];
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
