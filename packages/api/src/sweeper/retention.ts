import type {Kysely} from 'kysely';
import type {Database, JobRow} from '../db/schema.ts';
import {extendFileExpiry} from '../files/store.ts';
import {resultFileIdsOf} from '../jobs/jobRow.ts';
import {planOf} from '../plans/plans.ts';
import type {Plan} from '../plans/plans.ts';
import {findUserById} from '../users/store.ts';

// Every rule of how long Nada keeps what it stores lives here; the sweeper deletes what these
// rules have expired, and the stores only write the dates they are given.

const DAY_MS = 86_400_000;

/**
 * How long the stored results of a run that has not succeeded are kept: a job that fails for good
 * after storing some results leaves them to the sweeper; success extends them to the plan's retention.
 */
export const UNFINISHED_RESULT_MS = DAY_MS;

/** How long a deletion in progress is left to its own request before a sweep finishes it. */
export const ACCOUNT_DELETION_GRACE_MS = 60 * 60 * 1000;

/** When an upload accepted at `now` expires: the plan's retention. */
export function uploadExpiresAt(plan: Pick<Plan, 'retentionDays'>, now: Date): string {
  return new Date(now.getTime() + plan.retentionDays * DAY_MS).toISOString();
}

/** The provisional expiry of a result a job stores at `now`, until the job succeeds. */
export function unfinishedResultExpiresAt(now: Date = new Date()): string {
  return new Date(now.getTime() + UNFINISHED_RESULT_MS).toISOString();
}

/** How long an unfinished upload can be resumed: its staged bytes and its storage reservation last this long. */
export const UPLOAD_STAGING_MS = DAY_MS;

/**
 * How long the storage reservation of results a job is about to store counts: far longer than storing
 * takes, short enough that a run that crashed meanwhile does not hold its owner's quota for long.
 */
export const RESULT_RESERVATION_MS = 60 * 60 * 1000;

/** When the storage reservation of an upload created at `now` stops counting: when it can no longer be resumed. */
export function uploadReservationExpiresAt(now: Date = new Date()): string {
  return new Date(now.getTime() + UPLOAD_STAGING_MS).toISOString();
}

/** When the storage reservation of results a job starts storing at `now` stops counting. */
export function resultReservationExpiresAt(now: Date = new Date()): string {
  return new Date(now.getTime() + RESULT_RESERVATION_MS).toISOString();
}

/** Job events of jobs that finished before this instant are swept (all but each job's last). */
export function jobEventsCutoff(retentionDays: number, now: Date): string {
  return new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
}

/** Accounts marked deleted before this instant have their deletion finished by a sweep. */
export function accountDeletionCutoff(now: Date): string {
  return new Date(now.getTime() - ACCOUNT_DELETION_GRACE_MS).toISOString();
}

/**
 * Gives the result files of a job that just succeeded the owner's plan retention, counted from
 * now, when the handler left them without an expiry or with a shorter one (a provisional expiry,
 * so that the results of a run that never succeeds are swept); the sweeper then deletes them like
 * uploads. Runs inside the transition to `succeeded`.
 */
export async function expireResultFiles(
  trx: Kysely<Database>,
  job: Pick<JobRow, 'owner_id' | 'result'>,
  now: Date = new Date(),
): Promise<void> {
  const fileIds = resultFileIdsOf(job);
  if (!fileIds.length) return;
  const owner = await findUserById(trx, job.owner_id);
  if (!owner) return;
  await extendFileExpiry(trx, job.owner_id, fileIds, uploadExpiresAt(planOf(owner), now));
}
