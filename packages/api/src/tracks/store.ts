import type {ExpressionBuilder, Kysely} from 'kysely';
import {keysetPage} from '../db/keysetPage.ts';
import type {KeysetPage} from '../db/keysetPage.ts';
import type {Database, GeneratedTrackRow, NewGeneratedTrackRow, PlaylistVisibility} from '../db/schema.ts';

/** A track row with its owner's display name. */
export type TrackWithOwnerRow = GeneratedTrackRow & {owner_name: string | null};

/** Whether the track's mix can still be played: its file exists, is the owner's and has not expired. */
function mixPlayable(now: string) {
  return (eb: ExpressionBuilder<Database, 'generated_tracks'>) =>
    eb.exists(
      eb
        .selectFrom('files')
        .select('files.id')
        .whereRef('files.id', '=', 'generated_tracks.mix_file_id')
        .whereRef('files.owner_id', '=', 'generated_tracks.owner_id')
        .where((inner) =>
          inner.or([inner('files.expires_at', 'is', null), inner('files.expires_at', '>', now)]),
        ),
    );
}

/**
 * Records a finished `generate` job as its owner's track. A retry or takeover of the same job finds
 * the row there and keeps it as it is (a title the owner already changed stays).
 */
export async function saveGeneratedTrack(db: Kysely<Database>, row: NewGeneratedTrackRow): Promise<void> {
  await db
    .insertInto('generated_tracks')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** One page of `ownerId`'s tracks whose mix can still be played, newest first. */
export function listTracks(
  db: Kysely<Database>,
  ownerId: string,
  page: {limit: number; cursor?: string | undefined},
): Promise<KeysetPage<GeneratedTrackRow>> {
  const now = new Date().toISOString();
  return keysetPage(
    db.selectFrom('generated_tracks').selectAll().where('owner_id', '=', ownerId).where(mixPlayable(now)),
    page,
  );
}

/** One page of `ownerId`'s public tracks whose mix can still be played, newest first (a public profile's list). */
export function listPublicTracks(
  db: Kysely<Database>,
  ownerId: string,
  page: {limit: number; cursor?: string | undefined},
): Promise<KeysetPage<GeneratedTrackRow>> {
  const now = new Date().toISOString();
  return keysetPage(
    db
      .selectFrom('generated_tracks')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('visibility', '=', 'public')
      .where(mixPlayable(now)),
    page,
  );
}

/**
 * Track `id` with its owner's name, whoever owns it, while its mix can be played and its owner's
 * account exists (the caller decides who may see it, see `canReadTrack`).
 */
export function findTrack(db: Kysely<Database>, id: string): Promise<TrackWithOwnerRow | undefined> {
  const now = new Date().toISOString();
  return db
    .selectFrom('generated_tracks')
    .innerJoin('users', 'users.id', 'generated_tracks.owner_id')
    .selectAll('generated_tracks')
    .select('users.display_name as owner_name')
    .where('generated_tracks.id', '=', id)
    .where('users.deleted_at', 'is', null)
    .where(mixPlayable(now))
    .executeTakeFirst();
}

/** Whether `viewerId` (null: anonymous) may read the track: its owner always, anyone when it is public. */
export function canReadTrack(
  track: Pick<GeneratedTrackRow, 'owner_id' | 'visibility'>,
  viewerId: string | null,
) {
  return track.owner_id === viewerId || track.visibility === 'public';
}

/** Renames `ownerId`'s track `id` or changes who may listen; false when they have no such track. */
export async function updateTrack(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
  changes: {title?: string | undefined; visibility?: PlaylistVisibility | undefined},
): Promise<boolean> {
  const set: Partial<Pick<GeneratedTrackRow, 'title' | 'visibility'>> = {};
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.visibility !== undefined) set.visibility = changes.visibility;
  const result = await db
    .updateTable('generated_tracks')
    .set({...set, updated_at: new Date().toISOString()})
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes every track row of `ownerId` (account deletion; the jobs' own deletion cascades). */
export async function deleteAllTracksOf(db: Kysely<Database>, ownerId: string): Promise<void> {
  await db.deleteFrom('generated_tracks').where('owner_id', '=', ownerId).execute();
}
