import type {ErrorCode} from '../errors.ts';

/** Options of a `JobError`. */
export interface JobErrorOptions extends ErrorOptions {
  /** A fault that may pass (network, a busy service): the job is retried with backoff. @default false */
  transient?: boolean;
}

/**
 * What a job handler throws to fail its job with a stable code, e.g. `new JobError('AUDIO_UNREADABLE')`.
 * Non-transient errors (bad input) fail the job at once; transient ones are retried up to the kind's
 * `maxAttempts`. Anything else a handler throws counts as transient, with code `JOB_FAILED`.
 */
export class JobError extends Error {
  override readonly name = 'JobError';
  /** Stable machine-readable code the job's `error.code` shows: one of the published `ErrorCode`s. */
  readonly code: ErrorCode;
  /** Whether a retry may succeed. */
  readonly transient: boolean;

  constructor(code: ErrorCode, message: string = code, options: JobErrorOptions = {}) {
    super(message, options);
    this.code = code;
    this.transient = options.transient ?? false;
  }
}

/** Code of a job whose handler threw something other than a `JobError`. */
export const JOB_FAILED = 'JOB_FAILED' satisfies ErrorCode;
/** Code of a job whose parameters no longer pass its kind's schema when it runs. */
export const JOB_PARAMS_INVALID = 'JOB_PARAMS_INVALID' satisfies ErrorCode;
/** Code of a job one of whose input files was deleted before it ran. */
export const JOB_INPUT_MISSING = 'JOB_INPUT_MISSING' satisfies ErrorCode;
/** Code of a job of a kind this process does not know. */
export const JOB_KIND_UNKNOWN = 'JOB_KIND_UNKNOWN' satisfies ErrorCode;
/** Code of a job taken over after a stall once too often. */
export const JOB_STALLED = 'JOB_STALLED' satisfies ErrorCode;
