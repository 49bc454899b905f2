import {Button} from '@nada/ui';
import {type ReactNode, useCallback, useMemo} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {useNavigate, useSearchParams} from 'react-router';
import {usePageLocale} from '../auth/authPages';
import {localePath} from '../routing/paths';
import {AudioResultView} from './AudioResultView';
import {IMPORT_STAGES, type ImportJob} from './importApi';
import {importMessages, importStageMessages} from './importMessages';
import {FollowedJobView, isFinalJobStatus, useFollowedJob} from '@nada/jobs';
import {apiErrorText} from '../api/apiErrorText';
import {cancelJob, getCredits, jobsClient, type CreditBalance} from '../api/jobApi';
import {useApiData} from '../api/useApiData';

/** Props of {@link ImportResultFlow}. */
export interface ImportResultFlowProps {
  /** The result of an import that separated: the minus one's result view, which the page composes. */
  renderSeparation: (job: ImportJob, credits: CreditBalance | null, onAnother: () => void) => ReactNode;
}

/**
 * `/preview_file?job=<id>`: an import job followed over its event stream stage by stage (fetch,
 * download, separate, encode), then its result: the minus-one result view for stems, or the player
 * for one audio file. The job in the URL makes a reload show the same step.
 */
export function ImportResultFlow({renderSeparation}: ImportResultFlowProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const jobId = search.get('job');
  const {job, jobError} = useFollowedJob(jobsClient, jobId, 'import');
  const finishedJobId = job && isFinalJobStatus(job.status) ? job.id : 'none';
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
  if (job?.status === 'succeeded') {
    return job.result?.data.separation ? (
      renderSeparation(job, balance, another)
    ) : (
      <AudioResultView job={job} credits={balance} onAnother={another} />
    );
  }
  return (
    <FollowedJobView
      job={job}
      jobError={jobError}
      block="import-flow"
      headingId="import-progress-title"
      stages={stages}
      texts={{
        another: <FormattedMessage {...importMessages.another} />,
        loading: <FormattedMessage {...importMessages.loadingJob} />,
        heading: <FormattedMessage {...importMessages.stepProgress} />,
        canceled: <FormattedMessage {...importMessages.canceled} />,
      }}
      errorText={apiErrorText}
      onCancel={cancelJob}
      onAnother={another}
      onRetry={retry}
    />
  );
}
