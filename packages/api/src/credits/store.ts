import {randomUUID} from 'node:crypto';
import {PostgresAdapter} from 'kysely';
import type {Kysely, Transaction} from 'kysely';
import type {CreditEntry, Database, UserRow} from '../db/schema.ts';
import {creditsExhausted} from '../errors.ts';
import {planOf} from '../plans/plans.ts';
import type {PlanId} from '../plans/plans.ts';

/** A user's processing minutes this period, as `GET /api/credits` answers them. */
export interface CreditBalance {
  plan: PlanId;
  /** What the plan grants each month. */
  monthlySeconds: number;
  /** Charged this period: jobs that succeeded. */
  usedSeconds: number;
  /** Held by jobs still queued or running. */
  reservedSeconds: number;
  /** What a new job may still reserve; never below zero. */
  availableSeconds: number;
  /** ISO 8601, inclusive. */
  periodStart: string;
  /** ISO 8601, exclusive: the next period's start. */
  periodEnd: string;
}

/** The calendar month (UTC) `now` falls in: credits are granted per month. */
export function creditPeriod(now: Date): {start: string; end: string} {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return {start: new Date(start).toISOString(), end: new Date(end).toISOString()};
}

interface Totals {
  granted: number;
  reserved: number;
  charged: number;
  released: number;
  hasGrant: boolean;
}

async function periodTotals(db: Kysely<Database>, userId: string, periodStart: string): Promise<Totals> {
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
function balanceOf(user: UserRow, totals: Totals, period: {start: string; end: string}): CreditBalance {
  const plan = planOf(user);
  const granted = totals.hasGrant ? totals.granted : plan.monthlyProcessingSeconds;
  return {
    plan: plan.id,
    monthlySeconds: plan.monthlyProcessingSeconds,
    usedSeconds: totals.charged,
    reservedSeconds: totals.reserved - totals.charged - totals.released,
    availableSeconds: Math.max(0, granted - totals.reserved + totals.released),
    periodStart: period.start,
    periodEnd: period.end,
  };
}

/** The balance of `user` for the period of `now` (nothing is written). */
export async function creditBalance(
  db: Kysely<Database>,
  user: UserRow,
  now: Date = new Date(),
): Promise<CreditBalance> {
  const period = creditPeriod(now);
  return balanceOf(user, await periodTotals(db, user.id, period.start), period);
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
  await trx
    .insertInto('credit_accounts')
    .values({user_id: userId, created_at: at, updated_at: at})
    .onConflict((c) => c.column('user_id').doNothing())
    .execute();
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx
      .selectFrom('credit_accounts')
      .select('user_id')
      .where('user_id', '=', userId)
      .forUpdate()
      .execute();
  } else {
    await trx.updateTable('credit_accounts').set({updated_at: at}).where('user_id', '=', userId).execute();
  }
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
  const available = balanceOf(user, totals, period).availableSeconds;
  if (seconds > available) throw creditsExhausted(seconds, available);
  await appendEntry(trx, {userId, jobId, entry: 'reserve', seconds, periodStart: period.start, at});
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
