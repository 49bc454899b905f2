import {useEffect, useState} from 'react';
import {ApiRequestError} from '../api/client';
import {followJob, type FollowJobDeps, type FollowMode} from './followJob';
import {getJob, openJobEvents} from './jobApi';
import type {Job} from './separation';

/** What {@link useJob} knows of a job. */
export interface JobView {
  /** The job's latest state, once read. */
  job: Job | null;
  /** How the page hears of it. */
  mode: FollowMode;
  /** The API's error code when the job cannot be read (JOB_NOT_FOUND) or followed; null otherwise. */
  error: string | null;
}

const apiDeps: FollowJobDeps = {openEvents: openJobEvents, getJob};

/**
 * Follows a job from its id until it is final: its first state from `GET /api/jobs/:id`, then its
 * events (see {@link followJob}). A new id starts over; null follows nothing.
 * @param deps the API calls; @default the app's API client
 */
export function useJob(jobId: string | null, deps: FollowJobDeps = apiDeps): JobView {
  const [view, setView] = useState<JobView & {id: string | null}>({
    id: jobId,
    job: null,
    mode: 'stream',
    error: null,
  });

  useEffect(() => {
    if (!jobId) return;
    const controller = new AbortController();
    const {signal} = controller;
    const update = (change: Partial<JobView>) => {
      if (signal.aborted) return;
      setView((current) =>
        current.id === jobId
          ? {...current, ...change}
          : {id: jobId, job: null, mode: 'stream', error: null, ...change},
      );
    };
    deps
      .getJob(jobId, signal)
      .then((job) => {
        update({job});
        if (job.status === 'succeeded' || job.status === 'failed' || job.status === 'canceled') return;
        return followJob(jobId, deps, {
          signal,
          onJob: (next) => update({job: next}),
          onMode: (mode) => update({mode}),
        });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        console.warn('Following the job failed', error);
        update({error: error instanceof ApiRequestError ? error.code : 'JOB_UNREADABLE'});
      });
    return () => controller.abort();
  }, [jobId, deps]);

  // A view of another id is stale from the moment the id changes.
  if (view.id !== jobId) return {job: null, mode: 'stream', error: null};
  return {job: view.job, mode: view.mode, error: view.error};
}
