import {type JobStage, useJob} from '@nada/generation-wizard';
import {Button, Icon, spinnerIcon} from '@nada/ui';
import type {ReactNode} from 'react';
import {FormattedMessage} from 'react-intl';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {jobTransport} from './jobApi';
import {JobProgressOf} from './JobProgressOf';
import type {Job} from './separation';

/**
 * Follows the job `jobId` over its event stream when it is of `kind`: a job of another kind named
 * in a page's address is not found on that page (`JOB_NOT_FOUND`), as an unknown one is.
 */
export function useFollowedJob<Kind extends Job['kind']>(
  jobId: string | null,
  kind: Kind,
): {job: Extract<Job, {kind: Kind}> | null; jobError: string | null} {
  const followed = useJob(jobId, jobTransport);
  const job = followed.job?.kind === kind ? (followed.job as Extract<Job, {kind: Kind}>) : null;
  return {job, jobError: followed.job && !job ? 'JOB_NOT_FOUND' : followed.error};
}

/** Props of {@link FollowedJobView}. */
export interface FollowedJobViewProps {
  job: Job | null;
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
  onAnother,
  onRetry,
}: FollowedJobViewProps) {
  if (jobError) {
    return (
      <div role="alert" className={`${block}__problem`}>
        <p>
          <FormattedMessage {...apiErrorMessage(jobError)} />
        </p>
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
      <JobProgressOf job={job} stages={stages} canceled={texts.canceled} onRetry={onRetry} />
    </section>
  );
}
