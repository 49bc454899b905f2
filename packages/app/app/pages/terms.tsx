import {LegalPage} from '../components/LegalPage';
import {terms} from '../content/terms';
import {PageMessages} from '../components/PageMessages';
import {messagesAndPlansLoader} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/terms';

export const meta = pageMeta;

// The page's long texts travel with its own data, not with every page's (see the route table's catalogs).
// How long each plan keeps files comes from the API on each render, so the text says what the API does.
export const loader = messagesAndPlansLoader('term_and_condition');

/** The terms and conditions, in the reader's language. */
export default function Terms({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LegalPage page="term_and_condition" content={terms} plans={loaderData.plans} />
    </PageMessages>
  );
}
