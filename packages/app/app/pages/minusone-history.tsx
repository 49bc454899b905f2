import {MinusOneSections} from '@nada/generation-wizard';
import {historyMessages} from '@nada/jobs';
import {FormattedMessage} from 'react-intl';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {JobHistory} from '../jobs/JobHistory';
import {renderMinusOneSection} from '../api/minusOne';
import {PageHeader} from '../components/PageHeader';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/minusone-history';
import './minusone.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-minusone-history')};
}

/** `/v3/minusone/history`: the user's minus-one jobs, with their downloads, re-runs and deletion. */
export default function MinusOneHistoryPage({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <section
        className="app-page page-minusone"
        data-route="v3-minusone-history"
        aria-labelledby="page-history-title"
      >
        <PageHeader
          titleId="page-history-title"
          title={<FormattedMessage {...historyMessages.minusoneHeading} />}
          lead={<FormattedMessage {...historyMessages.lead} />}
        >
          <MinusOneSections
            current="history"
            labelledBy="page-history-title"
            renderLink={renderMinusOneSection}
          />
        </PageHeader>
        <JobHistory kind="separate" labelledBy="page-history-title" />
      </section>
    </PageMessages>
  );
}
