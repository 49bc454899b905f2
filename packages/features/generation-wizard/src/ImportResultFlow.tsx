import {
  FollowedJobView,
  isFinalJobStatus,
  useFollowedJob,
  type ErrorTextOf,
  type JobLike,
  type JobTransport,
} from '@nada/jobs';
import {Button, useAsyncData} from '@nada/ui';
import {type ReactNode, useMemo} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {importFlowMessages, importStageMessages} from './messages';
import type {CreditsLike, ImportJobLike, ImportStageId} from './types';
import './importFlow.css';

/**
 * How the import's progress reaches the API: the app's calls (through its generated client);
 * stories and tests pass fakes.
 */
export interface ImportResultClient<Job extends ImportJobLike = ImportJobLike> {
  /** Follows a job (`@nada/jobs`' transport); a module constant, so it keeps its identity. */
  jobs: JobTransport<Job | JobLike>;
  /** Cancels a queued or running job. */
  cancelJob(id: string): Promise<unknown>;
  /** The caller's credits (`GET /api/credits`). */
  getCredits(): Promise<CreditsLike>;
}

/** Props of {@link ImportResultFlow}. */
export interface ImportResultFlowProps<Job extends ImportJobLike = ImportJobLike> {
  /** The job the page's address names, or null. */
  jobId: string | null;
  client: ImportResultClient<Job>;
  /** The stages the API states for an `import` job, in order; a module constant. */
  stages: readonly ImportStageId[];
  /** Starts again from the link step. */
  onAnother: () => void;
  /** Goes back to the options of the link `url`, after the job failed. */
  onRetry: (url: string) => void;
  /** The text of an API error code (the app's one map). */
  errorText: ErrorTextOf;
  /** The result of an import that separated: `MinusOneResult`, which the page composes. */
  renderSeparation: (job: Job, credits: CreditsLike | null, onAnother: () => void) => ReactNode;
  /** The result of an import that made one audio file: `AudioResultView`, which the page composes. */
  renderAudio: (job: Job, credits: CreditsLike | null, onAnother: () => void) => ReactNode;
}

/**
 * The preview step of a video link: an import job followed over its event stream stage by stage
 * (fetch, download, separate, encode), then its result: the minus-one result view for stems, or the
 * player for one audio file. The job in the address makes a reload show the same step.
 */
export function ImportResultFlow<Job extends ImportJobLike>({
  jobId,
  client,
  stages: stageIds,
  onAnother: another,
  onRetry,
  errorText,
  renderSeparation,
  renderAudio,
}: ImportResultFlowProps<Job>) {
  const intl = useIntl();
  const {job, jobError} = useFollowedJob(client.jobs, jobId, 'import');
  const finishedJobId = job && isFinalJobStatus(job.status) ? job.id : 'none';
  const credits = useAsyncData(`credits:${finishedJobId}`, client.getCredits);
  const balance = credits.status === 'ready' ? credits.data : null;
  // Separating stages only where the job separates: just the audio has nothing to separate.
  const stages = useMemo(
    () =>
      stageIds
        .filter(
          (id) => id !== 'separate' || (job && job.params.then !== 'audio' && job.params.then !== 'keytempo'),
        )
        .map((id) => ({id, label: intl.formatMessage(importStageMessages[id])})),
    [intl, job, stageIds],
  );
  const retry = () => (job ? onRetry(job.params.url) : another());

  if (!jobId) {
    return (
      <div role="status" className="import-flow__problem">
        <p>
          <FormattedMessage {...importFlowMessages.noJob} />
        </p>
        <Button onClick={another}>
          <FormattedMessage {...importFlowMessages.startFromLink} />
        </Button>
      </div>
    );
  }
  if (job?.status === 'succeeded') {
    return job.result?.data.separation
      ? renderSeparation(job, balance, another)
      : renderAudio(job, balance, another);
  }
  return (
    <FollowedJobView
      job={job}
      jobError={jobError}
      block="import-flow"
      headingId="import-progress-title"
      stages={stages}
      texts={{
        another: <FormattedMessage {...importFlowMessages.another} />,
        loading: <FormattedMessage {...importFlowMessages.loadingJob} />,
        heading: <FormattedMessage {...importFlowMessages.stepProgress} />,
        canceled: <FormattedMessage {...importFlowMessages.canceled} />,
      }}
      errorText={errorText}
      onCancel={client.cancelJob}
      onAnother={another}
      onRetry={retry}
    />
  );
}
