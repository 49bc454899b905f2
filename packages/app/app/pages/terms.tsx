import {LegalPage} from '../components/LegalPage';
import {terms} from '../content/terms';
import {getPlanCatalog} from '../content/plansApi';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import {apiFetchContext} from '../security/requestContext.server';
import type {Route} from './+types/terms';

export const meta = pageMeta;

// The page's long texts travel with its own data, not with every page's (see the route table's catalogs).
// How long each plan keeps files comes from the API on each render, so the text says what the API does.
export async function loader({request, context}: Route.LoaderArgs) {
  return {
    messages: pageMessagesFor(request, 'term_and_condition'),
    plans: await getPlanCatalog(context.get(apiFetchContext)),
  };
}

/** The terms and conditions, in the reader's language. */
export default function Terms({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LegalPage page="term_and_condition" content={terms} plans={loaderData.plans} />
    </PageMessages>
  );
}
