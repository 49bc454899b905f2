import type {Kysely} from 'kysely';
import type {Database, UserRow} from '../db/schema.ts';
import {planOf} from '../plans/plans.ts';
import type {PlanId} from '../plans/plans.ts';
import {availableSeconds, creditPeriod, periodTotals, reservedSeconds} from './store.ts';
import type {CreditTotals} from './store.ts';

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
/** The presentation of `user`'s ledger totals for `period`. */
export function presentCreditBalance(
  user: UserRow,
  totals: CreditTotals,
  period: {start: string; end: string},
): CreditBalance {
  const plan = planOf(user);
  return {
    plan: plan.id,
    monthlySeconds: plan.monthlyProcessingSeconds,
    usedSeconds: totals.charged,
    reservedSeconds: reservedSeconds(totals),
    availableSeconds: availableSeconds(user, totals),
    periodStart: period.start,
    periodEnd: period.end,
  };
}

/** The balance of `user` for the period of `now`, as `GET /api/credits` answers it (nothing is written). */
export async function creditBalance(
  db: Kysely<Database>,
  user: UserRow,
  now: Date = new Date(),
): Promise<CreditBalance> {
  const period = creditPeriod(now);
  return presentCreditBalance(user, await periodTotals(db, user.id, period.start), period);
}
