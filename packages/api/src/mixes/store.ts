import type {Kysely} from 'kysely';
import type {Database} from '../db/schema.ts';
import type {MixSettings} from './schema.ts';

/** The saved mix of job `jobId` by `ownerId`, or undefined when none was saved. */
export async function findMix(
  db: Kysely<Database>,
  ownerId: string,
  jobId: string,
): Promise<{settings: MixSettings; updatedAt: string} | undefined> {
  const row = await db
    .selectFrom('job_mixes')
    .select(['settings', 'updated_at'])
    .where('job_id', '=', jobId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row ? {settings: JSON.parse(row.settings) as MixSettings, updatedAt: row.updated_at} : undefined;
}

/** Saves (or replaces) the mix of job `jobId`; answers when it was saved. */
export async function saveMix(
  db: Kysely<Database>,
  ownerId: string,
  jobId: string,
  settings: MixSettings,
): Promise<string> {
  const now = new Date().toISOString();
  const json = JSON.stringify(settings);
  await db
    .insertInto('job_mixes')
    .values({job_id: jobId, owner_id: ownerId, settings: json, updated_at: now})
    .onConflict((c) => c.column('job_id').doUpdateSet({settings: json, updated_at: now}))
    .execute();
  return now;
}
