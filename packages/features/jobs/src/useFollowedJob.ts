import type {JobTransport} from './followJob';
import type {JobLike} from './types';
import {useJob} from './useJob';

/** What {@link useFollowedJob} knows of a job of one kind. */
export interface FollowedJobOfKind<Job> {
  /** The job's latest state, once read (null while loading or when it is of another kind). */
  job: Job | null;
  /** The API's error code when the job cannot be read or followed, or is of another kind; null otherwise. */
  jobError: string | null;
}

/**
 * Follows the job `jobId` over its event stream when it is of `kind`: a job of another kind named
 * in a page's address is not found on that page (`JOB_NOT_FOUND`), as an unknown one is. Pass a
 * `transport` that keeps its identity between renders (a module constant).
 */
export function useFollowedJob<Job extends JobLike, Kind extends Job['kind']>(
  transport: JobTransport<Job>,
  jobId: string | null,
  kind: Kind,
): FollowedJobOfKind<Extract<Job, {kind: Kind}>> {
  const followed = useJob(jobId, transport);
  const job = followed.job?.kind === kind ? (followed.job as Extract<Job, {kind: Kind}>) : null;
  return {job, jobError: followed.job && !job ? 'JOB_NOT_FOUND' : followed.error};
}
