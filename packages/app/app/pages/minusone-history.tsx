import {MinusOneSections} from '@nada/generation-wizard';
import {historyMessages} from '@nada/jobs';
import {FormattedMessage} from 'react-intl';
import {AppPage} from '../components/AppPage';
import {messagesLoader} from '../i18n.server';
import {JobHistory} from '../jobs/JobHistory';
import {renderMinusOneSection} from '../api/minusOne';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/minusone-history';
import './minusone.css';

export const meta = pageMeta;

// The page's texts travel with this page's data (see the route table).
export const loader = messagesLoader('v3-minusone-history');

/** `/v3/minusone/history`: the user's minus-one jobs, with their downloads, re-runs and deletion. */
export default function MinusOneHistoryPage({loaderData}: Route.ComponentProps) {
  return (
    <AppPage
      route="v3-minusone-history"
      className="page-minusone"
      messages={loaderData.messages}
      titleId="page-history-title"
      title={<FormattedMessage {...historyMessages.minusoneHeading} />}
      lead={<FormattedMessage {...historyMessages.lead} />}
      headerExtra={
        <MinusOneSections
          current="history"
          labelledBy="page-history-title"
          renderLink={renderMinusOneSection}
        />
      }
    >
      <JobHistory kind="separate" labelledBy="page-history-title" />
    </AppPage>
  );
}
