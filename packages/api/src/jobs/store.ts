import {randomUUID} from 'node:crypto';
import {sql} from 'kysely';
import type {Kysely, Transaction, UpdateObject} from 'kysely';
import {reserveJobCredits, settleJobCredits} from '../credits/store.ts';
import {keysetPage} from '../db/keysetPage.ts';
import type {KeysetPage} from '../db/keysetPage.ts';
import {expireResultFiles} from '../sweeper/retention.ts';
import type {Database, JobRow, JobStatus} from '../db/schema.ts';
import {jobJsonColumns} from './jobRow.ts';
import {eventOf, loadJobFiles, presentJob} from './present.ts';
import type {JobEvent} from './present.ts';

/** Statuses a job never leaves. */
export const TERMINAL_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'canceled'];

/** Whether `status` is final. */
export const isTerminal = (status: JobStatus) => TERMINAL_STATUSES.includes(status);

/** What a submission stores. */
export interface NewJob {
  ownerId: string;
  kind: string;
  inputFileIds: string[];
  params: Record<string, unknown>;
  maxAttempts: number;
  idempotencyKey: string | undefined;
  /** Processing seconds reserved from the owner's credits with the insert; 0 reserves nothing. */
  creditSeconds: number;
}

/**
 * Inserts a queued job with its first event, or answers the job already stored under the same
 * owner and idempotency key (`created: false`); the unique index decides under concurrent submits.
 */
export async function insertJob(
  db: Kysely<Database>,
  job: NewJob,
): Promise<{row: JobRow; created: boolean; event: JobEvent | undefined}> {
  const now = new Date().toISOString();
  const id = randomUUID();
  const inserted = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('jobs')
      .values({
        id,
        owner_id: job.ownerId,
        kind: job.kind,
        ...jobJsonColumns(job),
        status: 'queued',
        max_attempts: job.maxAttempts,
        idempotency_key: job.idempotencyKey ?? null,
        available_at: now,
        last_event_id: 1,
        created_at: now,
        updated_at: now,
      })
      .onConflict((c) => c.columns(['owner_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    // In the same transaction: over quota (CREDITS_EXHAUSTED) leaves no job behind.
    if (job.creditSeconds > 0)
      await reserveJobCredits(trx, {userId: job.ownerId, jobId: id, seconds: job.creditSeconds});
    const event = await appendEvent(trx, row, 'status', now);
    return {row, event};
  });
  if (inserted) return {...inserted, created: true};
  const existing = await db
    .selectFrom('jobs')
    .selectAll()
    .where('owner_id', '=', job.ownerId)
    .where('idempotency_key', '=', job.idempotencyKey ?? '')
    .executeTakeFirstOrThrow();
  return {row: existing, created: false, event: undefined};
}

async function appendEvent(
  trx: Transaction<Database>,
  row: JobRow,
  type: JobEvent['type'],
  now: string,
): Promise<JobEvent> {
  const job = presentJob(row, await loadJobFiles(trx, [row]));
  await trx
    .insertInto('job_events')
    .values({job_id: row.id, id: row.last_event_id, type, data: JSON.stringify(job), created_at: now})
    .execute();
  return {jobId: row.id, id: row.last_event_id, type, job};
}

/** Conditions a transition holds under; it changes nothing when they no longer hold. */
export interface TransitionGuard {
  /** The job must be in one of these statuses. */
  status: readonly JobStatus[];
  /** The job's lease must belong to this owner. */
  leaseOwner?: string;
}

/**
 * Changes a job and records the change as its next event, in one transaction, only while `guard`
 * holds: the result of a retried or taken-over job is written by whichever run still holds the
 * lease, once. Resolves to the event, or undefined when the guard no longer held.
 */
export async function transition(
  db: Kysely<Database>,
  jobId: string,
  guard: TransitionGuard,
  patch: UpdateObject<Database, 'jobs'>,
  type: JobEvent['type'] = 'status',
): Promise<JobEvent | undefined> {
  const now = new Date().toISOString();
  return await db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable('jobs')
      .set({...patch, updated_at: now, last_event_id: sql<number>`last_event_id + 1`})
      .where('id', '=', jobId)
      .where('status', 'in', guard.status);
    if (guard.leaseOwner) query = query.where('lease_owner', '=', guard.leaseOwner);
    const row = await query.returningAll().executeTakeFirst();
    if (!row) return undefined;
    // Credits settle with the final status, in its transaction: a job taken over, retried or
    // canceled reaches a final status once, so it is charged (or released) once.
    if (isTerminal(row.status))
      await settleJobCredits(trx, row.id, row.status === 'succeeded' ? 'charge' : 'release');
    // Results are kept as long as the owner's plan keeps uploads, then swept like them.
    if (row.status === 'succeeded') await expireResultFiles(trx, row);
    return await appendEvent(trx, row, type, now);
  });
}

/** Extends the lease of a job this owner runs; false when it is no longer theirs (canceled, taken over). */
export async function renewLease(
  db: Kysely<Database>,
  jobId: string,
  leaseOwner: string,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({lease_expires_at: new Date(Date.now() + leaseMs).toISOString()})
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .where('lease_owner', '=', leaseOwner)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How a claim picks its job. */
export interface ClaimOptions {
  /** Who claims: the lease owner id of this process. */
  leaseOwner: string;
  leaseMs: number;
  /** Jobs one user may have running at once. */
  perUserLimit: number;
}

/**
 * Claims the next runnable job of one of `kinds` for the embedded queue: queued and past its
 * backoff, or running with an expired lease (its process died). Claims are serialised (a
 * PostgreSQL advisory lock; SQLite has one writer) so the per-user limit holds across processes.
 */
export async function claimNext(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  kinds: readonly string[],
  options: ClaimOptions,
): Promise<{row: JobRow; event: JobEvent} | undefined> {
  if (!kinds.length) return undefined;
  return await db.transaction().execute(async (trx) => {
    await lockClaims(trx, dialect);
    const now = new Date().toISOString();
    const candidates = await trx
      .selectFrom('jobs')
      .select(['id', 'owner_id'])
      .where('kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('available_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('lease_expires_at', '<', now)]),
        ]),
      )
      .where((eb) =>
        eb(
          'owner_id',
          'not in',
          eb
            .selectFrom('jobs as busy')
            .select('busy.owner_id')
            .where('busy.status', '=', 'running')
            .where('busy.lease_expires_at', '>=', now)
            .groupBy('busy.owner_id')
            .having((h) => h.fn.countAll(), '>=', options.perUserLimit),
        ),
      )
      .orderBy('available_at')
      .orderBy('id')
      .limit(1)
      .execute();
    const candidate = candidates[0];
    if (!candidate) return undefined;
    return await start(trx, candidate.id, options, now);
  });
}

/** What claiming one named job (the BullMQ back-end) came to. */
export type ClaimOutcome =
  {claimed: true; row: JobRow; event: JobEvent} | {claimed: false; reason: 'gone' | 'busy'};

/**
 * Claims the job `jobId` that BullMQ handed this worker: queued, or running under a lease BullMQ
 * has declared stalled (BullMQ's lock is the authority there, so the old lease is taken over).
 * 'busy' means its owner is at the per-user limit; 'gone' that it is finished, canceled or deleted.
 */
export async function claimJob(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  jobId: string,
  options: ClaimOptions,
): Promise<ClaimOutcome> {
  return await db.transaction().execute(async (trx) => {
    await lockClaims(trx, dialect);
    const now = new Date().toISOString();
    const job = await trx
      .selectFrom('jobs')
      .select(['owner_id', 'status'])
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!job || (job.status !== 'queued' && job.status !== 'running'))
      return {claimed: false, reason: 'gone'};
    const running = await trx
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_id', '=', job.owner_id)
      .where('status', '=', 'running')
      .where('lease_expires_at', '>=', now)
      .where('id', '!=', jobId)
      .executeTakeFirstOrThrow();
    if (Number(running.count) >= options.perUserLimit) return {claimed: false, reason: 'busy'};
    const started = await start(trx, jobId, options, now);
    return started ? {claimed: true, ...started} : {claimed: false, reason: 'gone'};
  });
}

async function lockClaims(trx: Transaction<Database>, dialect: 'sqlite' | 'postgres') {
  // An arbitrary constant key: every claimer in every process queues on the same lock.
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(740417)`.execute(trx);
}

async function start(trx: Transaction<Database>, jobId: string, options: ClaimOptions, now: string) {
  const row = await trx
    .updateTable('jobs')
    .set({
      status: 'running',
      lease_owner: options.leaseOwner,
      lease_expires_at: new Date(Date.parse(now) + options.leaseMs).toISOString(),
      attempts: sql<number>`attempts + 1`,
      started_at: now,
      updated_at: now,
      last_event_id: sql<number>`last_event_id + 1`,
    })
    .where('id', '=', jobId)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  return {row, event: await appendEvent(trx, row, 'status', now)};
}

/** The job `id` if `ownerId` owns it; someone else's job is as absent as a missing one. */
export function findOwnedJob(db: Kysely<Database>, ownerId: string, id: string): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** Which jobs a list shows: all of them, or only some kinds and statuses. */
export interface JobListFilter {
  kinds?: readonly string[] | undefined;
  statuses?: readonly JobStatus[] | undefined;
}

/** One page of a user's jobs, newest first, and the cursor of the next page (null on the last). */
export function listJobs(
  db: Kysely<Database>,
  ownerId: string,
  page: {limit: number; cursor?: string | undefined},
  filter: JobListFilter = {},
): Promise<KeysetPage<JobRow>> {
  let query = db.selectFrom('jobs').selectAll().where('owner_id', '=', ownerId);
  if (filter.kinds?.length) query = query.where('kind', 'in', filter.kinds);
  if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
  return keysetPage(query, page);
}

/** A job's events after `afterId`, oldest first. */
export async function eventsAfter(db: Kysely<Database>, jobId: string, afterId: number): Promise<JobEvent[]> {
  const rows = await db
    .selectFrom('job_events')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map(eventOf);
}
