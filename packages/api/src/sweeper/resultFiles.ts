import type {Kysely} from 'kysely';
import type {Database, JobRow} from '../db/schema.ts';
import {planOf} from '../plans/plans.ts';

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
  const fileIds = job.result ? ((JSON.parse(job.result) as {fileIds?: string[]}).fileIds ?? []) : [];
  if (!fileIds.length) return;
  const owner = await trx.selectFrom('users').selectAll().where('id', '=', job.owner_id).executeTakeFirst();
  if (!owner) return;
  const expiresAt = new Date(now.getTime() + planOf(owner).retentionDays * 86_400_000).toISOString();
  await trx
    .updateTable('files')
    .set({expires_at: expiresAt})
    .where('owner_id', '=', job.owner_id)
    .where('id', 'in', fileIds)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '<', expiresAt)]))
    .execute();
}
