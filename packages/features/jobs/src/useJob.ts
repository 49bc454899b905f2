import {useEffect, useState} from 'react';
import {
  followJob,
  isFinalJobStatus,
  transportRefusalOf,
  type FollowMode,
  type FollowedJob,
  type JobTransport,
} from './followJob';

/** What {@link useJob} knows of a job. */
export interface JobView<Job extends FollowedJob> {
  /** The job's latest state, once read. */
  job: Job | null;
  /** How the page hears of it. */
  mode: FollowMode;
  /** The API's error code when the job cannot be read (JOB_NOT_FOUND) or followed; null otherwise. */
  error: string | null;
}

/**
 * Follows a job from its id until it is final: its first state from `transport.getJob`, then its
 * events (see {@link followJob}). A new id starts over; null follows nothing. Pass a `transport`
 * that keeps its identity between renders (a module constant): a new one starts over too.
 */
export function useJob<Job extends FollowedJob>(
  jobId: string | null,
  transport: JobTransport<Job>,
): JobView<Job> {
  const [view, setView] = useState<JobView<Job> & {id: string | null}>({
    id: jobId,
    job: null,
    mode: 'stream',
    error: null,
  });

  useEffect(() => {
    if (!jobId) return;
    const controller = new AbortController();
    const {signal} = controller;
    const update = (change: Partial<JobView<Job>>) => {
      if (signal.aborted) return;
      setView((current) =>
        current.id === jobId
          ? {...current, ...change}
          : {id: jobId, job: null, mode: 'stream', error: null, ...change},
      );
    };
    transport
      .getJob(jobId, signal)
      .then((job) => {
        update({job});
        if (isFinalJobStatus(job.status)) return;
        return followJob(jobId, transport, {
          signal,
          onJob: (next) => update({job: next}),
          onMode: (mode) => update({mode}),
        });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        console.warn('Following the job failed', error);
        update({error: transportRefusalOf(error)?.code ?? 'JOB_UNREADABLE'});
      });
    return () => controller.abort();
  }, [jobId, transport]);

  // A view of another id is stale from the moment the id changes.
  if (view.id !== jobId) return {job: null, mode: 'stream', error: null};
  return {job: view.job, mode: view.mode, error: view.error};
}
