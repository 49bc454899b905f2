import {defineErrors} from '../errorSpec.ts';

/** The errors of submitting, reading and canceling jobs. */
export const jobErrors = defineErrors({
  /** No such job, or one of someone else's. */
  JOB_NOT_FOUND: {status: 404, message: 'job not found.'},
  /** A job submitted with a kind no handler is registered for. */
  JOB_KIND_UNKNOWN: (kind: string) => ({
    status: 400,
    message: `There is no job kind "${kind}".`,
    fields: {kind: 'is not a known job kind'},
  }),
  /** An idempotency key sent again with a different job (kind, inputs or parameters). */
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This idempotency key was already used for a different job. Send a new key.',
  },
  /** Cancel asked for a job that has already finished (succeeded, failed or canceled). */
  JOB_FINISHED: {status: 409, message: 'The job has already finished.'},
  /** A result archive asked for a job that has not succeeded (it has no result yet, or never will). */
  JOB_NOT_SUCCEEDED: {
    status: 409,
    message: 'The job has no result to download (it has not succeeded).',
  },
  /** A mix asked of a job whose result has no stems (it has not succeeded, or its kind makes none). */
  JOB_HAS_NO_STEMS: {
    status: 409,
    message: 'The job has no stems to mix (it has not succeeded, or it made none).',
  },
  /**
   * The job queue (Redis, in the distributed setup) does not answer, so a job cannot be submitted now;
   * nothing was queued and no credits stay reserved. The client tries again later.
   */
  QUEUE_UNAVAILABLE: (cause?: unknown) => ({
    status: 503,
    message: 'Jobs cannot be submitted right now. Try again in a moment.',
    cause,
  }),
});

/**
 * The codes a job fails with (its `error.code`, with the message its `JobError` gives) that the
 * runner and every kind share; a kind's own are in its home, `jobs/kinds/<kind>/errors.ts`.
 */
export const JOB_FAILURE_CODES = [
  'JOB_FAILED',
  'JOB_PARAMS_INVALID',
  'JOB_INPUT_INVALID',
  'JOB_INPUT_MISSING',
  'JOB_STALLED',
  'FILE_LONGER_THAN_CHARGED',
] as const;
