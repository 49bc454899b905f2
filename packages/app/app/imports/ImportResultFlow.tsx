import {useJob} from '@nada/generation-wizard';
import {Button, Icon, spinnerIcon} from '@nada/ui';
import {useCallback, useMemo} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {useNavigate, useSearchParams} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {usePageLocale} from '../auth/authPages';
import {getCredits, jobTransport} from '../minusone/jobApi';
import {JobProgressOf} from '../minusone/JobProgressOf';
import {ResultView} from '../minusone/ResultView';
import {isFinal} from '../minusone/separation';
import {useApiData} from '../minusone/useApiData';
import {localePath} from '../routing/paths';
import {AudioResultView} from './AudioResultView';
import {IMPORT_STAGES} from './importApi';
import {importMessages, importStageMessages} from './importMessages';

/**
 * `/preview_file?job=<id>`: an import job followed over its event stream stage by stage (fetch,
 * download, separate, encode), then its result: the minus-one result view for stems, or the player
 * for one audio file. The job in the URL makes a reload show the same step.
 */
export function ImportResultFlow() {
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const jobId = search.get('job');
  const followed = useJob(jobId, jobTransport);
  // This page shows imports; a job of another kind named in its address is not found here.
  const job = followed.job?.kind === 'import' ? followed.job : null;
  const jobError = followed.job && !job ? 'JOB_NOT_FOUND' : followed.error;
  const finishedJobId = job && isFinal(job.status) ? job.id : 'none';
  const credits = useApiData(`credits:${finishedJobId}`, getCredits);
  const balance = credits.status === 'ready' ? credits.data : null;
  // Separating stages only where the job separates: just the audio has nothing to separate.
  const stages = useMemo(
    () =>
      IMPORT_STAGES.filter(
        (id) => id !== 'separate' || (job && job.params.then !== 'audio' && job.params.then !== 'keytempo'),
      ).map((id) => ({id, label: intl.formatMessage(importStageMessages[id])})),
    [intl, job],
  );

  const another = useCallback(
    () => void navigate(localePath('v3-generate_fr_yt', locale)),
    [navigate, locale],
  );
  const retry = useCallback(() => {
    if (!job) return another();
    void navigate(
      `${localePath('v3-generate_fr_yt-option', locale)}?${new URLSearchParams({url: job.params.url})}`,
    );
  }, [job, navigate, locale, another]);

  if (!jobId) {
    return (
      <div role="status" className="import-flow__problem">
        <p>
          <FormattedMessage {...importMessages.noJob} />
        </p>
        <Button onClick={another}>
          <FormattedMessage {...importMessages.startFromLink} />
        </Button>
      </div>
    );
  }
  if (jobError) {
    return (
      <div role="alert" className="import-flow__problem">
        <p>
          <FormattedMessage {...apiErrorMessage(jobError)} />
        </p>
        <Button variant="secondary" onClick={another}>
          <FormattedMessage {...importMessages.another} />
        </Button>
      </div>
    );
  }
  if (!job) {
    return (
      <p role="status" data-page-loading="">
        <Icon icon={spinnerIcon} data-spin="" />
        <FormattedMessage {...importMessages.loadingJob} />
      </p>
    );
  }
  if (job.status === 'succeeded') {
    return job.result?.data.separation ? (
      <ResultView job={job} credits={balance} onProcessAnother={another} />
    ) : (
      <AudioResultView job={job} credits={balance} onAnother={another} />
    );
  }
  return (
    <section className="import-flow" aria-labelledby="import-progress-title">
      <h2 id="import-progress-title" className="import-flow__heading">
        <FormattedMessage {...importMessages.stepProgress} />
      </h2>
      <JobProgressOf
        job={job}
        stages={stages}
        canceled={<FormattedMessage {...importMessages.canceled} />}
        onRetry={retry}
      />
    </section>
  );
}
