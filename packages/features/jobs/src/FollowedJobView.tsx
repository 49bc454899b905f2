import {Button, Icon, spinnerIcon} from '@nada/ui';
import type {ReactNode} from 'react';
import {JobProgressOf, type ErrorTextOf} from './JobProgressOf';
import type {JobLike, JobStage} from './types';

/** Props of {@link FollowedJobView}. */
export interface FollowedJobViewProps {
  job: JobLike | null;
  /** The API's error code when the job cannot be read or followed. */
  jobError: string | null;
  /** The page's block class: `<block>__problem`, `<block>` and `<block>__heading` style the states. */
  block: string;
  /** The progress heading's element id. */
  headingId: string;
  /** The job kind's stages, in order, with their labels. */
  stages: readonly JobStage[];
  /** The texts of the page: starting another, loading the job, the progress heading, a canceled job. */
  texts: {another: ReactNode; loading: ReactNode; heading: ReactNode; canceled: ReactNode};
  /** The text of an API error code. */
  errorText: ErrorTextOf;
  /** Cancels the job through the API. */
  onCancel: (id: string) => Promise<unknown>;
  /** Leaves the job for a new start. */
  onAnother: () => void;
  /** Runs the job again after it failed. */
  onRetry: () => void;
}

/**
 * A followed job before its result: the API's error with a way back, the job loading, then its
 * progress stage by stage (a page shows its own result once the job has succeeded).
 */
export function FollowedJobView({
  job,
  jobError,
  block,
  headingId,
  stages,
  texts,
  errorText,
  onCancel,
  onAnother,
  onRetry,
}: FollowedJobViewProps) {
  if (jobError) {
    return (
      <div role="alert" className={`${block}__problem`}>
        <p>{errorText(jobError)}</p>
        <Button variant="secondary" onClick={onAnother}>
          {texts.another}
        </Button>
      </div>
    );
  }
  if (!job) {
    return (
      <p role="status" data-page-loading="">
        <Icon icon={spinnerIcon} data-spin="" />
        {texts.loading}
      </p>
    );
  }
  return (
    <section className={block} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${block}__heading`}>
        {texts.heading}
      </h2>
      <JobProgressOf
        job={job}
        stages={stages}
        canceled={texts.canceled}
        errorText={errorText}
        onCancel={onCancel}
        onRetry={onRetry}
      />
    </section>
  );
}
