import type {Kysely} from 'kysely';
import type {Database, JobRow} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import {outputOf} from '../jobs/jobRow.ts';
import type {JobKinds, JobStems} from '../jobs/registry.ts';
import {findOwnedJob} from '../jobs/store.ts';

/**
 * The stems of `row`'s result, as its kind reads them (`resultFacts.stems`); null when it has not
 * succeeded, its kind makes no stems, or it made none.
 */
export function jobStems(row: JobRow, kinds: JobKinds): JobStems | null {
  const output = row.status === 'succeeded' ? outputOf(row) : null;
  if (!output) return null;
  const stems = kinds.get(row.kind)?.resultFacts.stems?.(output.data) ?? null;
  return stems && stems.stems.length > 0 ? stems : null;
}

/**
 * The stems of the job `jobId` of `ownerId`: someone else's job is as absent as a missing one
 * (404 JOB_NOT_FOUND); one without stems is 409 JOB_HAS_NO_STEMS.
 */
export async function ownedJobStems(
  db: Kysely<Database>,
  kinds: JobKinds,
  ownerId: string,
  jobId: string,
): Promise<JobStems> {
  const row = await findOwnedJob(db, ownerId, jobId);
  if (!row) throw apiError('JOB_NOT_FOUND');
  const stems = jobStems(row, kinds);
  if (!stems) throw apiError('JOB_HAS_NO_STEMS');
  return stems;
}
