import {FormattedMessage} from 'react-intl';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {JobHistory} from '../jobs/JobHistory';
import {PageHeader} from '../components/PageHeader';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/history';
import './minusone.css';
import {historyMessages} from '@nada/jobs';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'history')};
}

/** `/history`: every job of the user, of every kind, with filters, downloads and deletion. */
export default function HistoryPage({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <section className="app-page page-minusone" data-route="history" aria-labelledby="page-history-title">
        <PageHeader
          titleId="page-history-title"
          title={<FormattedMessage {...historyMessages.heading} />}
          lead={<FormattedMessage {...historyMessages.lead} />}
        />
        <JobHistory labelledBy="page-history-title" />
      </section>
    </PageMessages>
  );
}
