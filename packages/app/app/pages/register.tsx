import {CONTINUED_FROM_PARAM, CONTINUED_FROM_VERIFICATION, RegisterFlow} from '@nada/auth-forms';
import {PageMessages} from '../components/PageMessages';
import {useAuthPage} from '../auth/authClient';
import {absoluteUrl} from '../auth/authPages';
import {messagesLoader} from '../i18n.server';
import {localePath} from '../routing/paths';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/register';

export const meta = pageMeta;

// The sign-in forms' texts travel with this page's data (see the route table's catalogs).
export const loader = messagesLoader('register');

/** `/register`: the registration form, then "verify your email" until the address is confirmed. */
export default function Register({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Registration />
    </PageMessages>
  );
}

function Registration() {
  const {params: _params, locale, target, hrefs, ...auth} = useAuthPage();
  const verification = new URLSearchParams({
    [CONTINUED_FROM_PARAM]: CONTINUED_FROM_VERIFICATION,
    redirect: target,
  });
  return (
    <RegisterFlow
      verificationUrl={absoluteUrl(`${localePath('callback', locale)}?${verification}`)}
      termsHref={localePath('term_and_condition', locale)}
      privacyHref={localePath('privacy_policy', locale)}
      signInHref={hrefs.signIn}
      {...auth}
    />
  );
}
