import {DelayedError, Queue, Worker} from 'bullmq';
import type {Job} from 'bullmq';
import type {Db} from '../db/database.ts';
import {JOB_STALLED} from './jobError.ts';
import type {JobRunner} from './runner.ts';
import {claimJob, transition} from './store.ts';

/** Name of the one BullMQ queue every job kind goes through (the kind is in the database row). */
export const BULL_QUEUE_NAME = 'jobs';

/** What a BullMQ message carries: only the id; the database row is the source of truth. */
interface BullJobData {
  jobId: string;
}

/** How long a job whose owner is at the per-user limit waits before BullMQ offers it again. */
const BUSY_DELAY_MS = 1000;

/**
 * How soon the producer's connection tries Redis again after losing it: every quarter second more,
 * at most every 2 s. BullMQ's own default backs off up to 20 s, so after an outage submissions
 * were refused for that long while the readiness check (another connection) already said ready.
 */
export const producerRetryDelayMs = (attempt: number): number => Math.min(250 * attempt, 2000);

/** The API side of the distributed queue: puts jobs on Redis for `nada worker` processes. */
export class BullProducer {
  readonly #queue: Queue<BullJobData>;

  constructor(redisUrl: string, prefix: string) {
    this.#queue = new Queue<BullJobData>(BULL_QUEUE_NAME, {
      connection: {url: redisUrl, enableOfflineQueue: false, retryStrategy: producerRetryDelayMs},
      prefix,
      defaultJobOptions: {removeOnComplete: true, removeOnFail: 1000},
    });
    // Errors also reject the calls that hit them; this keeps a Redis outage from crashing the process.
    this.#queue.on('error', () => {});
  }

  /**
   * Resolves when Redis takes commands now; rejects at once when the connection is down (or within
   * `timeoutMs` while the first one is still being made), so a submission fails fast instead of
   * storing a job no message will ever announce.
   */
  async ready(timeoutMs = 1000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not connect in time')), timeoutMs);
    });
    try {
      const client = await Promise.race([this.#queue.getBackend().client, timeout]);
      if (client.status !== 'ready') throw new Error(`the Redis connection is ${client.status}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Adds a message for attempt `attempt` of `jobId`. The BullMQ id names the attempt, so a double
   * submit adds one message, and a retry (added while the previous message is still active) a new one.
   */
  async enqueue(jobId: string, attempt: number, delayMs = 0): Promise<void> {
    await this.#queue.add('run', {jobId}, {jobId: `${jobId}.${attempt}`, delay: delayMs});
  }

  async close(): Promise<void> {
    await this.#queue.close();
  }
}

/** What a BullMQ worker needs. */
export interface BullWorkerOptions {
  redisUrl: string;
  prefix: string;
  db: Db;
  runner: JobRunner;
  producer: BullProducer;
  leaseOwner: string;
  leaseMs: number;
  concurrency: number;
  perUserLimit: number;
  log: {error(object: object, message: string): void};
}

/**
 * Takes jobs from Redis and runs them. BullMQ's lock (renewed while the worker lives, lasting
 * `leaseMs`) decides who runs a job; when a worker dies its lock expires and BullMQ's stalled check
 * hands the job to another worker, which takes the database lease over (see `claimJob`).
 */
export function startBullWorker(options: BullWorkerOptions): Worker<BullJobData> {
  const {db, runner, producer} = options;
  const worker = new Worker<BullJobData>(
    BULL_QUEUE_NAME,
    async (job: Job<BullJobData>, token?: string) => {
      const claim = await claimJob(db.kysely, db.dialect, job.data.jobId, options);
      if (!claim.claimed) {
        if (claim.reason === 'gone') return;
        // BullMQ's documented way to put an active job back for later without counting a failure.
        await job.moveToDelayed(Date.now() + BUSY_DELAY_MS, token);
        throw new DelayedError();
      }
      await runner.publish(claim.event);
      const outcome = await runner.run(claim.row);
      if (outcome.status === 'retry')
        await producer.enqueue(claim.row.id, claim.row.attempts + 1, outcome.delayMs);
    },
    {
      connection: {url: options.redisUrl},
      prefix: options.prefix,
      concurrency: options.concurrency,
      lockDuration: options.leaseMs,
      stalledInterval: Math.max(250, Math.floor(options.leaseMs / 2)),
      // Our own attempt count (max_attempts) ends a job that keeps killing its workers; BullMQ
      // only needs to keep offering it until then.
      maxStalledCount: 100,
    },
  );
  worker.on('failed', (job, error) => {
    if (!job || !/stalled more than/i.test(error.message)) return;
    void transition(
      db.kysely,
      job.data.jobId,
      {status: ['running', 'queued']},
      {
        status: 'failed',
        error_code: JOB_STALLED,
        error_message: 'The job stopped responding too many times.',
      },
    )
      .then((event) => runner.publish(event))
      .catch((failure: unknown) => options.log.error({err: failure}, 'stalled job not marked failed'));
  });
  worker.on('error', (error) => options.log.error({err: error}, 'job worker error'));
  return worker;
}
