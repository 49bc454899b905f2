import {Outlet, data, type RouterContextProvider} from 'react-router';
import {useIntl} from 'react-intl';
import {Icon, spinnerIcon} from '@nada/ui';
import {sessionMessages} from '../auth/sessionMessages';
import {pageHiddenContext} from './middleware';
import '../auth/auth.css';

export {clientMiddleware, middleware} from './pageMiddleware';

// The wrapper of pages only some visitors may see (app pages, admin pages, the index). The server
// cannot see the Firebase session, so it renders the page's frame with a neutral "checking" state
// instead of the page (the HydrateFallback below); the browser runs the middleware first and only
// then renders the page or redirects: no private content is ever in the server's HTML.

/** Runs on hydration too, so the middleware decides before the page first renders. */
export async function clientLoader({context}: {context: Readonly<RouterContextProvider>}) {
  if (context.get(pageHiddenContext)) throw data('Page Not Found', {status: 404});
  return null;
}
clientLoader.hydrate = true as const;

/** What the server renders in place of the page, and the browser shows until sign-in is checked. */
export function HydrateFallback() {
  const intl = useIntl();
  return (
    <p className="page-checking-session" role="status">
      <Icon icon={spinnerIcon} data-spin="" />
      {intl.formatMessage(sessionMessages.checking)}
    </p>
  );
}

export default function PrivatePage() {
  return <Outlet />;
}
