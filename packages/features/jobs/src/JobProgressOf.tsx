import type {ReactNode} from 'react';
import {JobProgress} from './JobProgress';
import type {JobLike, JobStage} from './types';

/** The text of an API error code in the user's language (the app's one map of codes). */
export type ErrorTextOf = (code: string | null | undefined) => ReactNode;

/** Props of {@link JobProgressOf}. */
export interface JobProgressOfProps {
  job: JobLike;
  /** The job kind's stages, in order, with their labels. */
  stages: readonly JobStage[];
  /** What a canceled job says. */
  canceled: ReactNode;
  /** The text of the failed job's error code. */
  errorText: ErrorTextOf;
  /** Cancels the job through the API (`POST /api/jobs/:id/cancel`). */
  onCancel: (id: string) => Promise<unknown>;
  /** Runs the job again after it failed. */
  onRetry: () => void;
  /** The elapsed time to show instead of counting from the job's start (stories of a running job). */
  elapsedSeconds?: number;
}

/**
 * {@link JobProgress} for a job the API follows: its stage, percent and times, a failure in the
 * user's language (the view adds that nothing was charged), and cancel through the API.
 */
export function JobProgressOf({
  job,
  stages,
  canceled,
  errorText,
  onCancel,
  onRetry,
  elapsedSeconds,
}: JobProgressOfProps) {
  return (
    <JobProgress
      stages={stages}
      stage={job.stage ?? undefined}
      percent={job.percent}
      status={job.status}
      startedAt={Date.parse(job.startedAt ?? job.createdAt)}
      finishedAt={job.finishedAt ? Date.parse(job.finishedAt) : undefined}
      error={
        job.status === 'failed'
          ? errorText(job.error?.code)
          : job.status === 'canceled'
            ? canceled
            : undefined
      }
      onCancel={() => void onCancel(job.id).catch((error: unknown) => console.warn('Cancel failed', error))}
      onRetry={onRetry}
      elapsedSeconds={elapsedSeconds}
    />
  );
}
