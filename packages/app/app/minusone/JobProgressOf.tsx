import {JobProgress, type JobStage} from '@nada/generation-wizard';
import type {ReactNode} from 'react';
import {FormattedMessage} from 'react-intl';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {cancelJob} from './jobApi';
import type {Job} from './separation';

/** Props of {@link JobProgressOf}. */
export interface JobProgressOfProps {
  job: Job;
  /** The job kind's stages, in order, with their labels. */
  stages: readonly JobStage[];
  /** What a canceled job says. */
  canceled: ReactNode;
  /** Runs the job again after it failed. */
  onRetry: () => void;
}

/**
 * The wizard's progress view for a job the API follows: its stage, percent and times, a failure in
 * the user's language (the view adds that nothing was charged), and cancel through the API.
 */
export function JobProgressOf({job, stages, canceled, onRetry}: JobProgressOfProps) {
  return (
    <JobProgress
      stages={stages}
      stage={job.stage ?? undefined}
      percent={job.percent}
      status={job.status}
      startedAt={Date.parse(job.startedAt ?? job.createdAt)}
      finishedAt={job.finishedAt ? Date.parse(job.finishedAt) : undefined}
      error={
        job.status === 'failed' ? (
          <FormattedMessage {...apiErrorMessage(job.error?.code)} />
        ) : job.status === 'canceled' ? (
          canceled
        ) : undefined
      }
      onCancel={() => void cancelJob(job.id).catch((error: unknown) => console.warn('Cancel failed', error))}
      onRetry={onRetry}
    />
  );
}
