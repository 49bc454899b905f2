import {LegalDocument} from '../components/LegalDocument';
import {terms} from '../content/terms';
import {pageMessages} from '../pageMessages';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/terms';
import './legal.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's long texts travel with its own data, not with every page's (see the route table's catalog).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'term_and_condition')};
}

/** The terms and conditions, in the reader's language. */
export default function Terms({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LegalDocument title={pageMessages.term_and_condition.title} content={terms} />
    </PageMessages>
  );
}
