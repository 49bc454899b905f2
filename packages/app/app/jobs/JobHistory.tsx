import {resultPlaylist, useStemsHistoryActions} from '@nada/generation-wizard';
import {JobKindHistory, historyMessages, type JobsClient} from '@nada/jobs';
import {Button} from '@nada/ui';
import {useIntl} from 'react-intl';
import {Link} from 'react-router';
import {apiErrorText} from '../api/apiErrorText';
import {jobsClient, listJobs} from '../api/jobApi';
import {usePageLocale} from '../auth/authPages';
import {connectSession} from '../auth/session';
import {localePath} from '../routing/paths';
import {jobKinds} from './jobKinds';
import type {Job} from './jobTypes';

// The history reads once the session is connected, so the ID token goes with it.
const historyClient: Pick<JobsClient<Job>, 'listJobs' | 'deleteJob' | 'archiveUrl' | 'signedFileUrl'> = {
  ...jobsClient,
  listJobs: (filter, ...cursor) => connectSession().then(() => listJobs(filter, ...cursor)),
};

/** A row's own actions: a result with stems goes into a playlist and the playground. */
function useRowExtras(job: Job, name: string) {
  const locale = usePageLocale();
  const playground = <Link to={`${localePath('v3-playground', locale)}?job=${encodeURIComponent(job.id)}`} />;
  return useStemsHistoryActions(job, name, jobKinds.resultOf(job)?.separation, playground, resultPlaylist);
}

/** The history of the user's jobs (`JobKindHistory` of @nada/jobs), wired to the API, the registry and the router. */
export function JobHistory({kind, labelledBy}: {kind?: string; labelledBy: string}) {
  const intl = useIntl();
  const locale = usePageLocale();
  return (
    <JobKindHistory
      client={historyClient}
      kinds={jobKinds}
      locale={locale}
      kind={kind}
      labelledBy={labelledBy}
      emptyAction={
        <Button asChild>
          <Link to={localePath('v3-minusone', locale)}>{intl.formatMessage(historyMessages.start)}</Link>
        </Button>
      }
      renderLink={(href) => <Link to={href} />}
      errorText={apiErrorText}
      useRowExtras={useRowExtras}
    />
  );
}
