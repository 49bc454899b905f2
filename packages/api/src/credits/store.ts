import {randomUUID} from 'node:crypto';
import type {Kysely, Transaction} from 'kysely';
import type {CreditEntry, Database, UserRow} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import {planOf} from '../plans/plans.ts';
import {isPostgres} from '../db/dialect.ts';

/** The calendar month (UTC) `now` falls in: credits are granted per month. */
export function creditPeriod(now: Date): {start: string; end: string} {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return {start: new Date(start).toISOString(), end: new Date(end).toISOString()};
}

/** A user's ledger for one period, summed by entry. */
export interface CreditTotals {
  granted: number;
  reserved: number;
  charged: number;
  released: number;
  /** Whether the period has a grant row yet (the first reservation writes it from the plan). */
  hasGrant: boolean;
}

/** The ledger of user `userId` for the period starting at `periodStart`, summed (nothing is written). */
export async function periodTotals(
  db: Kysely<Database>,
  userId: string,
  periodStart: string,
): Promise<CreditTotals> {
  const rows = await db
    .selectFrom('credit_ledger')
    .select((eb) => ['entry', eb.fn.sum<number | string>('seconds').as('seconds')])
    .where('user_id', '=', userId)
    .where('period_start', '=', periodStart)
    .groupBy('entry')
    .execute();
  // PostgreSQL sums integers as numeric, which pg hands over as a string.
  const sum = (entry: CreditEntry) => Number(rows.find((row) => row.entry === entry)?.seconds ?? 0);
  return {
    granted: sum('grant'),
    reserved: sum('reserve'),
    charged: sum('charge'),
    released: sum('release'),
    hasGrant: rows.some((row) => row.entry === 'grant'),
  };
}

// A reservation is held until one charge or release settles it (with the same amount), so what
// is still held is reserve - charge - release, and what is free is grant - reserve + release.
/** Seconds still held by jobs queued or running. */
export function reservedSeconds(totals: CreditTotals): number {
  return totals.reserved - totals.charged - totals.released;
}

/** What a new job of `user` may still reserve this period; never below zero. */
export function availableSeconds(user: UserRow, totals: CreditTotals): number {
  const granted = totals.hasGrant ? totals.granted : planOf(user).monthlyProcessingSeconds;
  return Math.max(0, granted - totals.reserved + totals.released);
}

/**
 * Creates `userId`'s `credit_accounts` row if needed and locks it for the rest of `trx`
 * (`select ... for update` on PostgreSQL; on SQLite the write that touches it takes the database's
 * single write lock), so reservations and grants of one user never interleave.
 */
async function lockCreditAccount(trx: Transaction<Database>, userId: string, at: string): Promise<void> {
  await trx
    .insertInto('credit_accounts')
    .values({user_id: userId, created_at: at, updated_at: at})
    .onConflict((c) => c.column('user_id').doNothing())
    .execute();
  if (isPostgres(trx)) {
    await trx
      .selectFrom('credit_accounts')
      .select('user_id')
      .where('user_id', '=', userId)
      .forUpdate()
      .execute();
  } else {
    await trx.updateTable('credit_accounts').set({updated_at: at}).where('user_id', '=', userId).execute();
  }
}

/** What a job reserves at submit. */
export interface Reservation {
  userId: string;
  jobId: string;
  seconds: number;
}

/**
 * Reserves `seconds` for a job inside the transaction that inserts it, or throws
 * CREDITS_EXHAUSTED (and the caller's transaction, job row included, rolls back). The user's
 * `credit_accounts` row is locked first (`select ... for update` on PostgreSQL; on SQLite the
 * write that creates or touches it takes the database's single write lock), so two submissions
 * of one user never both see the same free minutes. The period's grant is written on its first
 * reservation, under that same lock, hence once.
 */
export async function reserveJobCredits(
  trx: Transaction<Database>,
  reservation: Reservation,
  now: Date = new Date(),
): Promise<void> {
  const {userId, jobId, seconds} = reservation;
  const at = now.toISOString();
  await lockCreditAccount(trx, userId, at);
  const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const period = creditPeriod(now);
  const totals = await periodTotals(trx, userId, period.start);
  if (!totals.hasGrant) {
    const granted = planOf(user).monthlyProcessingSeconds;
    await appendEntry(trx, {
      userId,
      jobId: null,
      entry: 'grant',
      seconds: granted,
      periodStart: period.start,
      at,
    });
    totals.granted = granted;
    totals.hasGrant = true;
  }
  const available = availableSeconds(user, totals);
  if (seconds > available) throw apiError('CREDITS_EXHAUSTED', seconds, available);
  await appendEntry(trx, {userId, jobId, entry: 'reserve', seconds, periodStart: period.start, at});
}

/**
 * Raises `userId`'s grant for the period of `now` to `monthlySeconds`, the plan they just paid for,
 * inside the transaction that records the payment: a user who upgrades mid-month gets the new
 * plan's minutes at once. The grant is written under `grantKey` (one per paid period, e.g.
 * `subscription:<id>`), which the ledger's unique (job_id, entry) index admits once, so a payment
 * seen twice grants once. Never lowers a grant: a downgrade keeps this month's minutes.
 */
export async function grantPaidPeriod(
  trx: Transaction<Database>,
  grant: {userId: string; grantKey: string; monthlySeconds: number},
  now: Date = new Date(),
): Promise<void> {
  const {userId, grantKey, monthlySeconds} = grant;
  const at = now.toISOString();
  // The same lock reservations take, so a grant and a reservation never interleave.
  await lockCreditAccount(trx, userId, at);
  const period = creditPeriod(now);
  const totals = await periodTotals(trx, userId, period.start);
  const seconds = totals.hasGrant ? monthlySeconds - totals.granted : monthlySeconds;
  if (seconds <= 0) return;
  await appendEntry(trx, {
    userId,
    jobId: grantKey,
    entry: 'grant',
    seconds,
    periodStart: period.start,
    at,
    ignoreDuplicate: true,
  });
}

/**
 * Settles a job's reservation when it reaches a final status, inside the transaction of that
 * status change: 'charge' on success, 'release' on failure or cancel, with the reserved amount,
 * in the reservation's period. The status change happens once (it is guarded), and the ledger's
 * unique indexes would refuse a second settlement anyway. A job that reserved nothing settles nothing.
 */
export async function settleJobCredits(
  trx: Transaction<Database>,
  jobId: string,
  entry: 'charge' | 'release',
  now: Date = new Date(),
): Promise<void> {
  const reserve = await trx
    .selectFrom('credit_ledger')
    .select(['user_id', 'seconds', 'period_start'])
    .where('job_id', '=', jobId)
    .where('entry', '=', 'reserve')
    .executeTakeFirst();
  if (!reserve) return;
  await appendEntry(trx, {
    userId: reserve.user_id,
    jobId,
    entry,
    seconds: reserve.seconds,
    periodStart: reserve.period_start,
    at: now.toISOString(),
    // Never expected to conflict (see above); if it did, the final status still stands.
    ignoreDuplicate: true,
  });
}

async function appendEntry(
  trx: Transaction<Database>,
  entry: {
    userId: string;
    jobId: string | null;
    entry: CreditEntry;
    seconds: number;
    periodStart: string;
    at: string;
    ignoreDuplicate?: boolean;
  },
): Promise<void> {
  const insert = trx.insertInto('credit_ledger').values({
    id: randomUUID(),
    user_id: entry.userId,
    job_id: entry.jobId,
    entry: entry.entry,
    seconds: entry.seconds,
    period_start: entry.periodStart,
    created_at: entry.at,
  });
  await (entry.ignoreDuplicate ? insert.onConflict((c) => c.doNothing()) : insert).execute();
}

/**
 * Lowers the reservation of a job that is still running to `seconds`, for kinds that reserve an
 * upper bound at submit and learn the real length while they run (an `import` reserves the plan's
 * longest song and then decodes what it downloaded). Never raises it, and does nothing once the job
 * is settled, so the charge or release that follows is the lowered amount and stays equal to it.
 */
export async function lowerJobReservation(
  db: Kysely<Database>,
  jobId: string,
  seconds: number,
): Promise<void> {
  const settled = db
    .selectFrom('credit_ledger')
    .select('id')
    .where('job_id', '=', jobId)
    .where('entry', 'in', ['charge', 'release']);
  await db
    .updateTable('credit_ledger')
    .set({seconds: Math.max(0, Math.ceil(seconds))})
    .where('job_id', '=', jobId)
    .where('entry', '=', 'reserve')
    .where('seconds', '>', Math.max(0, Math.ceil(seconds)))
    .where((eb) => eb.not(eb.exists(settled)))
    .execute();
}
