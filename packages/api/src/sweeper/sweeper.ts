import {sql} from 'kysely';
import type {Db} from '../db/database.ts';
import {TERMINAL_STATUSES} from '../jobs/store.ts';
import {deleteExpiredFile, expiredFiles} from '../files/store.ts';
import type {Storage} from '../storage/storage.ts';
import {deleteAccount} from '../users/deleteAccount.ts';
import type {DeleteAccountDeps} from '../users/deleteAccount.ts';
import {accountDeletionCutoff, jobEventsCutoff} from './retention.ts';
import {inputFileIdsOf} from '../jobs/jobRow.ts';

/** Key of the PostgreSQL advisory lock a sweep holds, so one process sweeps at a time. */
export const SWEEP_LOCK_KEY = 740418;

/** What a sweep works on and keeps. */
export interface SweepOptions {
  db: Db;
  storage: Storage;
  /** Events of jobs finished longer ago than this are deleted, all but the last. */
  jobEventRetentionDays: number;
  /**
   * Set (in the API): account deletions cut short more than `ACCOUNT_DELETION_GRACE_MS` ago (a crash
   * after the Firebase user was deleted leaves no token to retry with) are finished.
   */
  accounts?: Omit<DeleteAccountDeps, 'db' | 'storage'>;
  /** Rows handled per query; a sweep loops until nothing is left. @default 100 */
  batchSize?: number;
  now?: Date;
}

/** What one sweep removed. */
export interface SweepReport {
  /** Expired files, rows and content. */
  files: number;
  /** Events of long-finished jobs. */
  jobEvents: number;
  /** Account deletions finished for their user. */
  accounts: number;
}

export {ACCOUNT_DELETION_GRACE_MS} from './retention.ts';

/**
 * Runs one retention sweep, or resolves to undefined when another process is sweeping (on
 * PostgreSQL a session advisory lock, held on one pooled connection for the sweep; the SQLite
 * default has one process, whose sweeps the caller does not overlap).
 */
export async function sweepOnce(options: SweepOptions): Promise<SweepReport | undefined> {
  const {db} = options;
  if (db.dialect !== 'postgres') return await sweep(options);
  return await db.kysely.connection().execute(async (connection) => {
    const {rows} = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${SWEEP_LOCK_KEY}) as locked`.execute(connection);
    if (!rows[0]?.locked) return undefined;
    try {
      return await sweep(options);
    } finally {
      await sql`select pg_advisory_unlock(${SWEEP_LOCK_KEY})`.execute(connection);
    }
  });
}

async function sweep(options: SweepOptions): Promise<SweepReport> {
  const now = options.now ?? new Date();
  return {
    files: await sweepExpiredFiles(options, now),
    jobEvents: await sweepJobEvents(options, now),
    accounts: await finishAccountDeletions(options, now),
  };
}

async function finishAccountDeletions(options: SweepOptions, now: Date): Promise<number> {
  const {accounts, db, storage} = options;
  if (!accounts) return 0;
  const cutoff = accountDeletionCutoff(now);
  const marked = await db.kysely
    .selectFrom('users')
    .selectAll()
    .where('deleted_at', '<', cutoff)
    .limit(options.batchSize ?? 100)
    .execute();
  for (const user of marked) await deleteAccount({...accounts, db: db.kysely, storage}, user);
  return marked.length;
}

/**
 * Deletes files past `expires_at`: content first, then the row, so a sweep cut short leaves a row
 * that the next sweep finishes (deleting absent content is not an error) rather than an orphan
 * object no row points to. A file a queued or running job still reads is kept until that job ends.
 */
async function sweepExpiredFiles(options: SweepOptions, now: Date): Promise<number> {
  const {db, storage} = options;
  const batchSize = options.batchSize ?? 100;
  const at = now.toISOString();
  const active = await db.kysely
    .selectFrom('jobs')
    .select('input_file_ids')
    .where('status', 'in', ['queued', 'running'])
    .execute();
  const inUse = new Set(active.flatMap((job) => inputFileIdsOf(job)));
  let deleted = 0;
  // Keyset over (expires_at, id), so kept files are stepped over rather than read again.
  let after: {expiresAt: string; id: string} | undefined;
  for (;;) {
    const batch = await expiredFiles(db.kysely, at, after, batchSize);
    for (const file of batch) {
      if (inUse.has(file.id)) continue;
      await storage.delete(file.storage_key);
      // Still expired: an expiry extended meanwhile keeps the row (its content is gone, and it
      // answers 404 like a deleted file, which beats serving a row whose bytes were removed).
      deleted += await deleteExpiredFile(db.kysely, file.id, at);
    }
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return deleted;
    after = {expiresAt: last.expires_at ?? at, id: last.id};
  }
}

/**
 * Deletes the events of jobs that finished more than the retention ago, except each job's last
 * one: a stream opened later still replays the final status and ends.
 */
async function sweepJobEvents(options: SweepOptions, now: Date): Promise<number> {
  const cutoff = jobEventsCutoff(options.jobEventRetentionDays, now);
  const result = await options.db.kysely
    .deleteFrom('job_events')
    .where('id', '<', (eb) =>
      eb
        .selectFrom('jobs')
        .select('jobs.last_event_id')
        .whereRef('jobs.id', '=', 'job_events.job_id')
        .where('jobs.status', 'in', TERMINAL_STATUSES)
        .where('jobs.finished_at', '<', cutoff),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A running sweeper; `close()` stops it and waits for a sweep in progress. */
export interface Sweeper {
  close(): Promise<void>;
}

/** Sweeps every `intervalMs` (0 never) in the background; faults are logged and retried next time. */
export function startSweeper(
  options: SweepOptions & {
    intervalMs: number;
    log: {info(object: object, message: string): void; warn(object: object, message: string): void};
  },
): Sweeper {
  if (options.intervalMs <= 0) return {close: async () => {}};
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    // A slow sweep (a large backlog, a slow bucket) is not started again on top of itself.
    if (running) return;
    running = sweepOnce(options)
      .then((report) => {
        if (report && (report.files || report.jobEvents || report.accounts))
          options.log.info({...report}, 'retention sweep');
      })
      .catch((error: unknown) => options.log.warn({err: error}, 'retention sweep failed'))
      .finally(() => (running = undefined));
  }, options.intervalMs);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
