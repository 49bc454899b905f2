import {SignInSteps} from '@nada/auth-forms';
import {PageMessages} from '../components/PageMessages';
import {useAuthPage} from '../auth/authClient';
import {absoluteUrl} from '../auth/authPages';
import {messagesLoader} from '../i18n.server';
import {localePath} from '../routing/paths';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/login';

export const meta = pageMeta;

// The sign-in forms' texts travel with this page's data (see the route table's catalogs).
export const loader = messagesLoader('login');

/** `/login`: email and password, Google, and the `step`s "forgot password" and "email me a link". */
export default function Login({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LoginSteps />
    </PageMessages>
  );
}

function LoginSteps() {
  const {params, locale, target, ...auth} = useAuthPage();
  const step = params.get('step');
  const callback = `${localePath('callback', locale)}?${new URLSearchParams({redirect: target})}`;
  return (
    <SignInSteps
      step={step === 'forgot' || step === 'link' ? step : 'password'}
      resetContinueUrl={absoluteUrl(auth.hrefs.signIn)}
      linkContinueUrl={absoluteUrl(callback)}
      {...auth}
    />
  );
}
