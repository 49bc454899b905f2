import {AuthCallback} from '@nada/auth-forms';
import {PageMessages} from '../components/PageMessages';
import {useAuthPage} from '../auth/authClient';
import {hasSessionHint} from '../auth/sessionHint';
import {messagesLoader} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/callback';

export const meta = pageMeta;

// The sign-in forms' texts travel with this page's data (see the route table's catalogs).
export const loader = messagesLoader('callback');

/**
 * `/callback`: where Firebase's email links land (the project's action URL), and where Firebase's own
 * action handler continues to once it has verified an address itself (@nada/auth-forms' `AuthCallback`).
 */
export default function Callback({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <CallbackContent />
    </PageMessages>
  );
}

function CallbackContent() {
  // Firebase loads with the link's first step, not as the page opens.
  const {params, client, hrefs, target, onSignedIn, linkComponent} = useAuthPage(false);
  return (
    <AuthCallback
      params={params}
      client={client}
      hrefs={hrefs}
      continueHref={target}
      hadSession={() => hasSessionHint(document.cookie)}
      onSignedIn={onSignedIn}
      linkComponent={linkComponent}
    />
  );
}
