import {useAtomValue} from 'jotai';
import {FormattedMessage} from 'react-intl';
import {PageHeader} from '../components/PageHeader';
import {PageMessages} from '../components/PageMessages';
import {getPlanCatalog} from '../content/plansApi';
import {HomeDashboard} from '../home/HomeDashboard';
import {homeMessages} from '../home/homeMessages';
import {pageMessagesFor} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import {apiFetchContext} from '../security/requestContext.server';
import {currentUserAtom} from '../state/session';
import type {Route} from './+types/home';
import '../home/home.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's texts travel with this page's data (see the route table); the plan catalogue names
// the user's plan in the page's language.
export async function loader({request, context}: Route.LoaderArgs) {
  return {
    messages: pageMessagesFor(request, 'v3-home'),
    plans: await getPlanCatalog(context.get(apiFetchContext)),
  };
}

/** `/v3/home`: where a signed-in user lands: recent jobs, quick actions, credits and playlists. */
export default function HomePage({loaderData}: Route.ComponentProps) {
  const user = useAtomValue(currentUserAtom);
  const name = user?.displayName?.trim();
  return (
    <PageMessages messages={loaderData.messages}>
      <section className="app-page page-home" data-route="v3-home" aria-labelledby="page-home-title">
        <PageHeader
          titleId="page-home-title"
          title={
            name ? (
              <FormattedMessage {...homeMessages.greeting} values={{name}} />
            ) : (
              <FormattedMessage {...homeMessages.greetingNoName} />
            )
          }
          lead={<FormattedMessage {...homeMessages.lead} />}
        />
        <HomeDashboard catalog={loaderData.plans} />
      </section>
    </PageMessages>
  );
}
