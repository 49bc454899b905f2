import {createHash} from 'node:crypto';
import type {Db} from '../db/database.ts';
import type {ErrorCode} from '../errors.ts';
import type {JobRow} from '../db/schema.ts';
import {findOwnedFiles} from '../files/store.ts';
import type {JobEventBus} from './events.ts';
import {
  JOB_FAILED,
  JOB_INPUT_MISSING,
  JOB_KIND_UNKNOWN,
  JOB_PARAMS_INVALID,
  JOB_STALLED,
  JobError,
} from './jobError.ts';
import type {JobOutput, JobRegistry, JobServices} from './registry.ts';
import {inputFileIdsOf, resultColumn, storedParams} from './jobRow.ts';
import {isTerminal, renewLease, transition} from './store.ts';
import type {JobEvent} from './present.ts';
import {observeJobRun} from '../metrics/jobObservation.ts';
import type {JobLog, JobObservation} from '../metrics/jobObservation.ts';

/** How one run of a job ended, for the queue that started it. */
export type RunOutcome =
  | {status: 'succeeded' | 'failed' | 'canceled'}
  /** Queued again after a transient fault; the queue runs it after `delayMs`. */
  | {status: 'retry'; delayMs: number}
  /** This process lost the job (lease taken over, shutdown hand-back): someone else finishes it. */
  | {status: 'lost'};

/** What a runner needs. */
export interface JobRunnerOptions {
  db: Db;
  registry: JobRegistry;
  bus: JobEventBus;
  services: JobServices;
  /** This process's lease owner id. */
  leaseOwner: string;
  leaseMs: number;
  /** Every line about a job carries its `jobId`; `info` (when there) logs its start, stages and end. */
  log: JobLog;
}

/** Fewer progress writes than calls: a new stage, or a new whole percent after this long. */
const PROGRESS_INTERVAL_MS = 200;

/**
 * Runs claimed jobs, the same way on both queue back-ends: validates, calls the kind's handler
 * with an abort signal, keeps the lease alive, and records the outcome through guarded
 * transitions so that only the run holding the lease writes progress or a result.
 */
export class JobRunner {
  readonly #options: JobRunnerOptions;
  readonly #running = new Map<string, AbortController>();

  constructor(options: JobRunnerOptions) {
    this.#options = options;
  }

  /** Ids of the jobs this runner is running now. */
  get runningIds(): string[] {
    return [...this.#running.keys()];
  }

  /** Aborts the local run of `jobId`, if any (cancel, shutdown). */
  abort(jobId: string, reason: string): void {
    this.#running.get(jobId)?.abort(new Error(reason));
  }

  /** Publishes events after their transaction committed; a bus fault only delays streams (they replay from the database). */
  async publish(event: JobEvent | undefined): Promise<void> {
    if (!event) return;
    try {
      await this.#options.bus.publish(event);
    } catch (error) {
      this.#options.log.warn({err: error, jobId: event.jobId}, 'job event not published');
    }
  }

  /** Runs a job this process has just claimed (status running, lease ours) to an outcome. */
  async run(row: JobRow): Promise<RunOutcome> {
    const separates = this.#options.registry.get(row.kind)?.separates ?? false;
    const observation = observeJobRun({...row, separates}, this.#options.log);
    try {
      const outcome = await this.#run(row, observation);
      observation.finish(outcome.status);
      return outcome;
    } catch (error) {
      observation.finish('error');
      throw error;
    }
  }

  async #run(row: JobRow, observation: JobObservation): Promise<RunOutcome> {
    const {db, registry, leaseOwner} = this.#options;
    const guard = {status: ['running'] as const, leaseOwner};
    const fail = async (code: ErrorCode, message: string): Promise<RunOutcome> => {
      const event = await transition(db.kysely, row.id, guard, {
        status: 'failed',
        error_code: code,
        error_message: message,
        finished_at: new Date().toISOString(),
        lease_owner: null,
        lease_expires_at: null,
      });
      await this.publish(event);
      return event ? {status: 'failed'} : {status: 'lost'};
    };

    const kind = registry.get(row.kind);
    if (!kind) return await fail(JOB_KIND_UNKNOWN, `No handler for job kind ${row.kind}.`);
    if (row.attempts > row.max_attempts) {
      return await fail(JOB_STALLED, 'The job stopped responding too many times.');
    }
    const parsed = storedParams(row, kind.params);
    if (!parsed.success) return await fail(JOB_PARAMS_INVALID, 'The job parameters are not valid.');
    const inputIds = inputFileIdsOf(row);
    const files = await findOwnedFiles(db.kysely, row.owner_id, inputIds);
    const inputFiles = inputIds.map((id) => files.find((file) => file.id === id));
    if (inputFiles.some((file) => !file))
      return await fail(JOB_INPUT_MISSING, 'An input file no longer exists.');
    observation.audioSeconds(files.reduce((sum, file) => sum + (file.duration_seconds ?? 0), 0));

    const controller = new AbortController();
    this.#running.set(row.id, controller);
    const unsubscribe = await this.#options.bus
      .subscribe(row.id, (event) => {
        // A cancel made by an API process elsewhere reaches the worker here at once.
        if (isTerminal(event.job.status)) controller.abort(new Error(`job ${event.job.status}`));
      })
      .catch((error: unknown) => {
        // Without the bus the lease renewal below still notices a cancel, within a third of a lease.
        this.#options.log.warn({err: error, jobId: row.id}, 'job events not subscribed');
        return () => {};
      });
    const heartbeat = setInterval(() => {
      renewLease(db.kysely, row.id, leaseOwner, this.#options.leaseMs).then(
        (held) => held || controller.abort(new Error('lease lost')),
        (error: unknown) => this.#options.log.warn({err: error, jobId: row.id}, 'lease not renewed'),
      );
    }, this.#options.leaseMs / 3);

    let lastProgress = {stage: row.stage, percent: row.percent, at: 0};
    const progress = async (stage: string, percent: number) => {
      controller.signal.throwIfAborted();
      observation.stage(stage);
      const whole = Math.max(0, Math.min(100, Math.floor(percent)));
      const now = Date.now();
      const sameStage = stage === lastProgress.stage;
      if (sameStage && (whole === lastProgress.percent || now - lastProgress.at < PROGRESS_INTERVAL_MS))
        return;
      lastProgress = {stage, percent: whole, at: now};
      const event = await transition(db.kysely, row.id, guard, {stage, percent: whole}, 'progress');
      if (!event) {
        controller.abort(new Error('lease lost'));
        controller.signal.throwIfAborted();
      }
      await this.publish(event);
    };

    try {
      let output: JobOutput;
      try {
        output = await kind.run({
          jobId: row.id,
          ownerId: row.owner_id,
          attempt: row.attempts,
          params: parsed.data,
          inputFiles: inputFiles.filter((file) => file !== undefined),
          progress,
          signal: controller.signal,
          services: this.#options.services,
          kinds: registry,
          resultId: (name) => stableUuid(`${row.id}/${name}`),
        });
        controller.signal.throwIfAborted();
      } catch (error) {
        if (controller.signal.aborted) return await this.#afterAbort(row.id);
        return await this.#afterError(row, error, kind.retryBaseDelayMs, fail);
      }
      const event = await transition(db.kysely, row.id, guard, {
        status: 'succeeded',
        stage: null,
        percent: 100,
        result: resultColumn(output),
        error_code: null,
        error_message: null,
        finished_at: new Date().toISOString(),
        lease_owner: null,
        lease_expires_at: null,
      });
      await this.publish(event);
      return event ? {status: 'succeeded'} : await this.#afterAbort(row.id);
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
      this.#running.delete(row.id);
    }
  }

  async #afterAbort(jobId: string): Promise<RunOutcome> {
    const current = await this.#options.db.kysely
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', jobId)
      .executeTakeFirst();
    return current?.status === 'canceled' ? {status: 'canceled'} : {status: 'lost'};
  }

  async #afterError(
    row: JobRow,
    error: unknown,
    retryBaseDelayMs: number,
    fail: (code: ErrorCode, message: string) => Promise<RunOutcome>,
  ): Promise<RunOutcome> {
    const jobError = error instanceof JobError ? error : undefined;
    // Unknown errors are treated like a crash: possibly passing, so retried, but logged.
    if (!jobError) this.#options.log.error({err: error, jobId: row.id}, 'job handler threw');
    const transient = jobError ? jobError.transient : true;
    const code = jobError?.code ?? JOB_FAILED;
    const message = jobError?.message ?? 'The job failed.';
    if (!transient || row.attempts >= row.max_attempts) return await fail(code, message);
    const delayMs = retryBaseDelayMs * 2 ** (row.attempts - 1);
    const event = await transition(
      this.#options.db.kysely,
      row.id,
      {status: ['running'], leaseOwner: this.#options.leaseOwner},
      {
        status: 'queued',
        error_code: code,
        error_message: message,
        available_at: new Date(Date.now() + delayMs).toISOString(),
        lease_owner: null,
        lease_expires_at: null,
      },
    );
    await this.publish(event);
    return event ? {status: 'retry', delayMs} : await this.#afterAbort(row.id);
  }
}

/** A UUID-shaped name derived from `seed` (SHA-256), the same every time. */
export function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  // Version 8 ("custom") and the RFC 4122 variant, so it passes as a UUID wherever one is expected.
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
