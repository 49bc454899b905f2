import {randomUUID} from 'node:crypto';
import {hostname} from 'node:os';
import type {Worker} from 'bullmq';
import type {Config} from '../config.ts';
import type {Db} from '../db/database.ts';
import type {FileRow, JobRow} from '../db/schema.ts';
import {deleteOwnedFiles, findOwnedFile, findOwnedFiles} from '../files/store.ts';
import {BullProducer, startBullWorker} from './bullQueue.ts';
import {EmbeddedQueue} from './embeddedQueue.ts';
import {createLocalEventBus, createRedisEventBus} from './events.ts';
import type {JobEventBus} from './events.ts';
import type {JobRegistry, JobServices} from './registry.ts';
import {apiError, ApiError} from '../errors.ts';
import {jobJsonColumns, resultFileIdsOf} from './jobRow.ts';
import {JobRunner} from './runner.ts';
import type {JobLog} from '../metrics/jobObservation.ts';
import {findOwnedJob, insertJob, isTerminal, transition} from './store.ts';

/** Tuning that tests and embedders may change; production takes the defaults. */
export interface JobSystemTuning {
  /** How often the embedded queue looks for due retries and stalled jobs. @default 1000 */
  pollMs?: number;
  /** How long `close()` lets running embedded jobs finish before handing them back. @default 10000 */
  shutdownGraceMs?: number;
}

/** What a job system runs on. */
export interface JobSystemOptions extends JobSystemTuning {
  config: Pick<
    Config,
    'redisUrl' | 'jobConcurrency' | 'jobUserConcurrency' | 'jobLeaseMs' | 'jobQueuePrefix'
  >;
  db: Db;
  registry: JobRegistry;
  services: JobServices;
  log: JobLog;
  /**
   * 'api' submits, cancels and streams, and in the embedded default also runs jobs; 'worker'
   * (`nada worker`, Redis only) takes jobs from Redis.
   */
  role: 'api' | 'worker';
}

/** A submission as the route receives it. */
export interface JobSubmission {
  kind: string;
  inputFileIds: string[];
  /** Checked against the kind's params schema here; left out, the kind's defaults apply. */
  params?: unknown;
  idempotencyKey?: string | undefined;
}

/** The jobs of one process: submit, cancel, events, and whatever runs them here. */
export interface JobSystem {
  readonly backend: 'embedded' | 'bullmq';
  readonly registry: JobRegistry;
  readonly bus: JobEventBus;
  /** Stores a queued job (or finds the one with the same idempotency key) and queues it. */
  submit(ownerId: string, submission: JobSubmission): Promise<{row: JobRow; created: boolean}>;
  /** Cancels a queued or running job of `ownerId`; a running one is aborted wherever it runs. */
  cancel(ownerId: string, jobId: string): Promise<JobRow>;
  /**
   * Deletes a job of `ownerId`: cancels it first when it is not finished, then deletes its result
   * files (content, then row), its events and its row. The credit ledger keeps its entries.
   */
  delete(ownerId: string, jobId: string): Promise<void>;
  /** Resolves when the queue answers (the database, or Redis), for `/api/ready`. */
  ping(): Promise<void>;
  /** Stops taking jobs; running embedded jobs finish within the grace or are handed back. */
  close(): Promise<void>;
}

/**
 * Builds the job system the configuration asks for: the embedded queue over the database, or
 * BullMQ on `REDIS_URL` (with Redis pub/sub for events). In a 'worker' it also starts the BullMQ
 * worker; an 'api' on Redis only submits.
 */
export function createJobSystem(options: JobSystemOptions): JobSystem {
  const {config, db, registry, log} = options;
  const redisUrl = config.redisUrl;
  if (options.role === 'worker' && !redisUrl) throw new Error('nada worker needs REDIS_URL');
  const bus = redisUrl ? createRedisEventBus(redisUrl, config.jobQueuePrefix) : createLocalEventBus();
  // Unique per process start, so a restarted process never mistakes an old lease for its own.
  const leaseOwner = `${hostname()}:${process.pid}:${randomUUID()}`;
  const runner = new JobRunner({
    db,
    registry,
    bus,
    services: options.services,
    leaseOwner,
    leaseMs: config.jobLeaseMs,
    log,
  });
  const producer = redisUrl ? new BullProducer(redisUrl, config.jobQueuePrefix) : undefined;
  const common = {
    db,
    runner,
    leaseOwner,
    leaseMs: config.jobLeaseMs,
    concurrency: config.jobConcurrency,
    perUserLimit: config.jobUserConcurrency,
    log,
  };
  let embedded: EmbeddedQueue | undefined;
  let worker: Worker | undefined;
  if (!redisUrl) {
    embedded = new EmbeddedQueue({...common, registry, pollMs: options.pollMs});
    embedded.start();
  } else if (options.role === 'worker' && producer) {
    worker = startBullWorker({...common, redisUrl, prefix: config.jobQueuePrefix, producer});
  }

  return {
    backend: redisUrl ? 'bullmq' : 'embedded',
    registry,
    bus,
    async submit(ownerId, submission) {
      const kind = registry.get(submission.kind);
      if (!kind) throw apiError('JOB_KIND_UNKNOWN', submission.kind);
      const parsed = kind.params.safeParse(submission.params ?? {});
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues)
          fields[['params', ...issue.path].join('.')] ??= issue.message;
        throw apiError('VALIDATION_FAILED', fields);
      }
      let inputFileIds = submission.inputFileIds;
      if (kind.resolveInputFileIds) {
        if (inputFileIds.length > 0)
          throw apiError('VALIDATION_FAILED', {
            inputFileIds: 'must be empty: this kind finds its inputs from its params',
          });
        inputFileIds = await kind.resolveInputFileIds({
          params: parsed.data,
          ownerId,
          db: db.kysely,
          kinds: registry,
        });
      }
      const inputFiles: FileRow[] = [];
      for (const fileId of inputFileIds) {
        const file = await findOwnedFile(db.kysely, ownerId, fileId);
        if (!file) throw apiError('FILE_NOT_FOUND');
        inputFiles.push(file);
      }
      const problems = await kind.checkSubmission({params: parsed.data, inputFiles});
      if (problems && Object.keys(problems).length) throw apiError('VALIDATION_FAILED', problems);
      const params = parsed.data as Record<string, unknown>;
      // Redis down: refuse before a row and a reservation exist (503 QUEUE_UNAVAILABLE).
      if (producer)
        await producer
          .ready()
          .catch((error: unknown) => Promise.reject(apiError('QUEUE_UNAVAILABLE', error)));
      const {row, created, event} = await insertJob(db.kysely, {
        ownerId,
        kind: submission.kind,
        inputFileIds,
        params,
        maxAttempts: kind.maxAttempts,
        idempotencyKey: submission.idempotencyKey,
        creditSeconds: kind.creditSeconds({
          params,
          inputFiles,
          // The owner's plan bounds what a kind that learns its length while running reserves.
          owner: await db.kysely.selectFrom('users').selectAll().where('id', '=', ownerId).executeTakeFirst(),
        }),
      });
      if (!created) {
        const columns = jobJsonColumns({inputFileIds, params});
        const same =
          row.kind === submission.kind &&
          row.input_file_ids === columns.input_file_ids &&
          row.params === columns.params;
        if (!same) throw apiError('IDEMPOTENCY_KEY_REUSED');
        return {row, created};
      }
      await runner.publish(event);
      if (!producer) {
        embedded?.wake();
        return {row, created};
      }
      try {
        await producer.enqueue(row.id, 1);
      } catch (error) {
        // Redis went away after the check: no message will announce this job, so it ends now
        // (its reservation released in the same transaction) rather than waiting forever.
        const failed = await transition(
          db.kysely,
          row.id,
          {status: ['queued']},
          {
            status: 'failed',
            error_code: 'QUEUE_UNAVAILABLE',
            error_message: 'The job queue did not answer when the job was submitted.',
            finished_at: new Date().toISOString(),
          },
        );
        if (failed) await runner.publish(failed);
        throw apiError('QUEUE_UNAVAILABLE', error);
      }
      return {row, created};
    },
    async cancel(ownerId, jobId) {
      const row = await findOwnedJob(db.kysely, ownerId, jobId);
      if (!row) throw apiError('JOB_NOT_FOUND');
      const event = await transition(
        db.kysely,
        jobId,
        {status: ['queued', 'running']},
        {
          status: 'canceled',
          finished_at: new Date().toISOString(),
          lease_owner: null,
          lease_expires_at: null,
        },
      );
      if (!event) throw apiError('JOB_FINISHED');
      // Locally at once; elsewhere through the bus (and, failing that, at the next lease renewal).
      runner.abort(jobId, 'canceled');
      await runner.publish(event);
      return (await findOwnedJob(db.kysely, ownerId, jobId)) ?? row;
    },
    async delete(ownerId, jobId) {
      let row = await findOwnedJob(db.kysely, ownerId, jobId);
      if (!row) throw apiError('JOB_NOT_FOUND');
      if (!isTerminal(row.status)) {
        row = await this.cancel(ownerId, jobId).catch(async (error: unknown) => {
          // Finished between the read and the cancel: delete it as it ended.
          if (!(error instanceof ApiError && error.code === 'JOB_FINISHED')) throw error;
          return await findOwnedJob(db.kysely, ownerId, jobId);
        });
        if (!row) throw apiError('JOB_NOT_FOUND');
      }
      const files = await findOwnedFiles(db.kysely, ownerId, resultFileIdsOf(row));
      // Content before rows, as the sweeper does: a deletion cut short leaves rows the next try
      // (or retention) finishes, never objects no row points to.
      for (const file of files) await options.services.storage.delete(file.storage_key);
      await db.kysely.transaction().execute(async (trx) => {
        await deleteOwnedFiles(
          trx,
          ownerId,
          files.map((file) => file.id),
        );
        await trx.deleteFrom('job_events').where('job_id', '=', jobId).execute();
        await trx.deleteFrom('jobs').where('id', '=', jobId).where('owner_id', '=', ownerId).execute();
      });
    },
    async ping() {
      // Ready means a submission would be taken: the event bus's connection and the producer's
      // (the one a submission checks) both reach Redis; each reconnects on its own after an outage.
      if (redisUrl) await Promise.all([bus.ping(), producer?.ready()]);
      else await db.ping();
    },
    async close() {
      await embedded?.close(options.shutdownGraceMs ?? 10_000);
      // Worker.close waits for active jobs to finish; BullMQ's lock keeps them ours meanwhile.
      await worker?.close();
      await producer?.close();
      await bus.close();
    },
  };
}
