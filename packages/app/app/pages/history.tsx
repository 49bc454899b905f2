import {FormattedMessage} from 'react-intl';
import {AppPage} from '../components/AppPage';
import {messagesLoader} from '../i18n.server';
import {JobHistory} from '../jobs/JobHistory';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/history';
import './minusone.css';
import {historyMessages} from '@nada/jobs';

export const meta = pageMeta;

// The page's texts travel with this page's data (see the route table).
export const loader = messagesLoader('history');

/** `/history`: every job of the user, of every kind, with filters, downloads and deletion. */
export default function HistoryPage({loaderData}: Route.ComponentProps) {
  return (
    <AppPage
      route="history"
      className="page-minusone"
      messages={loaderData.messages}
      title={<FormattedMessage {...historyMessages.heading} />}
      lead={<FormattedMessage {...historyMessages.lead} />}
    >
      <JobHistory labelledBy="page-history-title" />
    </AppPage>
  );
}
