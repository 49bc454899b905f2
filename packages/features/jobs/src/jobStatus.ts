import type {BadgeTone} from '@nada/ui';
import {historyMessages} from './messages';
import type {JobStatus} from './types';

/** Every status a job can be in, in the order a filter lists them. */
export const JOB_STATUSES: readonly JobStatus[] = ['queued', 'running', 'succeeded', 'failed', 'canceled'];

/** The label of each job status ("Waiting", "Processing", "Done"…), as the history and the home show it. */
export const jobStatusMessages = {
  queued: historyMessages.statusQueued,
  running: historyMessages.statusRunning,
  succeeded: historyMessages.statusSucceeded,
  failed: historyMessages.statusFailed,
  canceled: historyMessages.statusCanceled,
} as const satisfies Record<JobStatus, unknown>;

/** The badge colour of each job status. */
export const jobStatusTones: Record<JobStatus, BadgeTone> = {
  queued: 'neutral',
  running: 'primary',
  succeeded: 'success',
  failed: 'danger',
  canceled: 'warning',
};
