import {randomUUID} from 'node:crypto';
import type {ExpressionBuilder, JoinBuilder, Kysely, Transaction} from 'kysely';
import {keysetPage} from '../db/keysetPage.ts';
import type {KeysetPage} from '../db/keysetPage.ts';
import {unexpiredOwnedFileIds} from '../files/store.ts';
import {SOUND_LIBRARY_OWNER_ID} from '../db/schema.ts';
import type {Database, FileRow, PlaylistItemRow, PlaylistRow, PlaylistVisibility} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import {outputOf} from '../jobs/jobRow.ts';
import type {JobKinds} from '../jobs/registry.ts';
import {isPostgres} from '../db/dialect.ts';

/** Playlists one user may have. */
export const MAX_PLAYLISTS_PER_USER = 200;

/** Items one playlist may hold. */
export const MAX_PLAYLIST_ITEMS = 500;

/** A playlist row with what its summary adds: how many items, how long the available ones play. */
export type PlaylistSummaryRow = PlaylistRow & {
  item_count: number | string | null;
  duration_seconds: number | string | null;
};

/** An item row with its file's current details; `file_row_id` is null when the file is gone or expired. */
export type PlaylistItemFileRow = PlaylistItemRow & {
  file_row_id: string | null;
  file_duration_seconds: number | null;
  file_content_type: string | null;
};

/**
 * Joins a file row only while it can be played: it exists, has not expired, and belongs to the
 * item's owner or is the audio of a published sound of the library.
 */
function joinPlayableFile(now: string) {
  return (join: JoinBuilder<Database, 'playlist_items' | 'files'>) =>
    join
      .onRef('files.id', '=', 'playlist_items.file_id')
      .on((eb) =>
        eb.or([
          eb('files.owner_id', '=', eb.ref('playlist_items.owner_id')),
          eb.and([
            eb('files.owner_id', '=', SOUND_LIBRARY_OWNER_ID),
            eb.exists(
              eb
                .selectFrom('sounds')
                .select('sounds.id')
                .whereRef('sounds.file_id', '=', 'files.id')
                .where('sounds.published', '=', 1),
            ),
          ]),
        ]),
      )
      .on((eb) => eb.or([eb('files.expires_at', 'is', null), eb('files.expires_at', '>', now)]));
}

function withSummary(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('playlists')
    .selectAll('playlists')
    .select((eb: ExpressionBuilder<Database, 'playlists'>) => [
      eb
        .selectFrom('playlist_items')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('playlist_items.playlist_id', '=', 'playlists.id')
        .as('item_count'),
      eb
        .selectFrom('playlist_items')
        .innerJoin('files', joinPlayableFile(now))
        .select((inner) => inner.fn.sum<number | string>('files.duration_seconds').as('total'))
        .whereRef('playlist_items.playlist_id', '=', 'playlists.id')
        .as('duration_seconds'),
    ]);
}

/** One page of a user's playlists, newest first, with their counts. */
export function listPlaylists(
  db: Kysely<Database>,
  ownerId: string,
  page: {limit: number; cursor?: string | undefined},
): Promise<KeysetPage<PlaylistSummaryRow>> {
  const now = new Date().toISOString();
  return keysetPage(withSummary(db, now).where('playlists.owner_id', '=', ownerId), page);
}

/** Playlist `id` with its counts and its owner's name, whoever owns it (the caller decides who may see it). */
export function findPlaylist(
  db: Kysely<Database>,
  id: string,
): Promise<(PlaylistSummaryRow & {owner_name: string | null}) | undefined> {
  const now = new Date().toISOString();
  return withSummary(db, now)
    .innerJoin('users', 'users.id', 'playlists.owner_id')
    .select('users.display_name as owner_name')
    .where('playlists.id', '=', id)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A user's public playlists with their counts, newest first (at most `MAX_PLAYLISTS_PER_USER`). */
export function listPublicPlaylists(db: Kysely<Database>, ownerId: string): Promise<PlaylistSummaryRow[]> {
  const now = new Date().toISOString();
  return withSummary(db, now)
    .where('playlists.owner_id', '=', ownerId)
    .where('playlists.visibility', '=', 'public')
    .orderBy('playlists.created_at', 'desc')
    .orderBy('playlists.id', 'desc')
    .limit(MAX_PLAYLISTS_PER_USER)
    .execute();
}

/** Whether `viewerId` (null: anonymous) may read the playlist: its owner always, anyone when it is public. */
export function canRead(playlist: Pick<PlaylistRow, 'owner_id' | 'visibility'>, viewerId: string | null) {
  return playlist.owner_id === viewerId || playlist.visibility === 'public';
}

// SQLite runs one transaction at a time on its single connection; PostgreSQL needs the row lock.
async function lockUser(trx: Transaction<Database>, userId: string) {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Creates a playlist of `ownerId`; over `MAX_PLAYLISTS_PER_USER` throws PLAYLIST_LIMIT. Answers its id. */
export async function createPlaylist(
  db: Kysely<Database>,
  ownerId: string,
  fields: {title: string; description?: string | undefined; visibility?: PlaylistVisibility | undefined},
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // The count and the insert it allows happen one creation of this user at a time.
    await lockUser(trx, ownerId);
    const {count} = await trx
      .selectFrom('playlists')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_PLAYLISTS_PER_USER) throw apiError('PLAYLIST_LIMIT', MAX_PLAYLISTS_PER_USER);
    await trx
      .insertInto('playlists')
      .values({
        id,
        owner_id: ownerId,
        title: fields.title,
        description: fields.description ?? '',
        visibility: fields.visibility ?? 'private',
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  return id;
}

/** Changes `ownerId`'s playlist `id`; false when they have no such playlist. */
export async function updatePlaylist(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
  changes: {
    title?: string | undefined;
    description?: string | undefined;
    visibility?: PlaylistVisibility | undefined;
  },
): Promise<boolean> {
  const set: Partial<Pick<PlaylistRow, 'title' | 'description' | 'visibility'>> = {};
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.visibility !== undefined) set.visibility = changes.visibility;
  const result = await db
    .updateTable('playlists')
    .set({...set, updated_at: new Date().toISOString()})
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes `ownerId`'s playlist `id`, its items with it (the foreign key cascades; the files stay); false when there was none. */
export async function deletePlaylist(db: Kysely<Database>, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('playlists')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether `ownerId` has a playlist `id`. */
export async function ownsPlaylist(db: Kysely<Database>, ownerId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('playlists')
    .select('id')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes `ownerId`'s playlist `id` for a change of its items inside `trx`: moves its `updated_at`,
 * which also locks its row on PostgreSQL, so changes of one playlist's items happen one at a time.
 * False when they have no such playlist.
 */
async function takePlaylist(trx: Transaction<Database>, ownerId: string, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('playlists')
    .set({updated_at: new Date().toISOString()})
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Appends `file` to `ownerId`'s playlist `playlistId` as `title`; undefined when they have no such
 * playlist. Throws PLAYLIST_FULL at `MAX_PLAYLIST_ITEMS` and PLAYLIST_ITEM_EXISTS for a file already in it.
 */
export async function addPlaylistItem(
  db: Kysely<Database>,
  ownerId: string,
  playlistId: string,
  file: FileRow,
  title: string,
): Promise<PlaylistItemRow | undefined> {
  return await db.transaction().execute(async (trx) => {
    if (!(await takePlaylist(trx, ownerId, playlistId))) return undefined;
    const items = await trx
      .selectFrom('playlist_items')
      .select('file_id')
      .where('playlist_id', '=', playlistId)
      .execute();
    if (items.some((item) => item.file_id === file.id)) throw apiError('PLAYLIST_ITEM_EXISTS');
    if (items.length >= MAX_PLAYLIST_ITEMS) throw apiError('PLAYLIST_FULL', MAX_PLAYLIST_ITEMS);
    const row: PlaylistItemRow = {
      id: randomUUID(),
      playlist_id: playlistId,
      owner_id: ownerId,
      file_id: file.id,
      title,
      content_type: file.content_type,
      duration_seconds: file.duration_seconds,
      // Positions are dense, so the count is the next one.
      position: items.length,
      added_at: new Date().toISOString(),
    };
    await trx.insertInto('playlist_items').values(row).execute();
    return row;
  });
}

/**
 * Removes item `itemId` from `ownerId`'s playlist `playlistId` and closes the gap in the positions.
 * Answers 'no-playlist', 'no-item' or 'removed'.
 */
export async function removePlaylistItem(
  db: Kysely<Database>,
  ownerId: string,
  playlistId: string,
  itemId: string,
): Promise<'no-playlist' | 'no-item' | 'removed'> {
  return await db.transaction().execute(async (trx) => {
    if (!(await takePlaylist(trx, ownerId, playlistId))) return 'no-playlist';
    const removed = await trx
      .deleteFrom('playlist_items')
      .where('id', '=', itemId)
      .where('playlist_id', '=', playlistId)
      .returning('position')
      .executeTakeFirst();
    if (!removed) return 'no-item';
    await trx
      .updateTable('playlist_items')
      .set((eb) => ({position: eb('position', '-', 1)}))
      .where('playlist_id', '=', playlistId)
      .where('position', '>', removed.position)
      .execute();
    return 'removed';
  });
}

/**
 * Puts the items of `ownerId`'s playlist `playlistId` in the order of `itemIds`, which must name
 * each of its items exactly once (else VALIDATION_FAILED on `itemIds`), in one transaction.
 * False when they have no such playlist.
 */
export async function reorderPlaylistItems(
  db: Kysely<Database>,
  ownerId: string,
  playlistId: string,
  itemIds: string[],
): Promise<boolean> {
  return await db.transaction().execute(async (trx) => {
    if (!(await takePlaylist(trx, ownerId, playlistId))) return false;
    const current = await trx
      .selectFrom('playlist_items')
      .select(['id', 'position'])
      .where('playlist_id', '=', playlistId)
      .execute();
    const given = new Set(itemIds);
    if (
      given.size !== itemIds.length ||
      itemIds.length !== current.length ||
      current.some((item) => !given.has(item.id))
    ) {
      throw apiError('VALIDATION_FAILED', {itemIds: "must list each of the playlist's items exactly once"});
    }
    const positionOf = new Map(current.map((item) => [item.id, item.position]));
    for (const [position, id] of itemIds.entries()) {
      if (positionOf.get(id) === position) continue;
      await trx.updateTable('playlist_items').set({position}).where('id', '=', id).execute();
    }
    return true;
  });
}

/** The items of playlist `playlistId` in order, each with its file's details while it can be played. */
export function readPlaylistItems(db: Kysely<Database>, playlistId: string): Promise<PlaylistItemFileRow[]> {
  const now = new Date().toISOString();
  return db
    .selectFrom('playlist_items')
    .leftJoin('files', joinPlayableFile(now))
    .selectAll('playlist_items')
    .select([
      'files.id as file_row_id',
      'files.duration_seconds as file_duration_seconds',
      'files.content_type as file_content_type',
    ])
    .where('playlist_items.playlist_id', '=', playlistId)
    .orderBy('playlist_items.position')
    .execute();
}

/**
 * The waveform peaks file of each of `fileIds` that a succeeded job of `ownerId` made (as its kind
 * reads its result, `resultFacts.peaks`: a separation's stems and input), when that peaks file
 * still exists: two queries, whatever the number of files.
 */
export async function findPeaksFiles(
  db: Kysely<Database>,
  kinds: JobKinds,
  ownerId: string,
  fileIds: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (fileIds.length === 0) return found;
  const wanted = new Set(fileIds);
  // The LIKE only narrows the rows read; the parsed result decides.
  const jobs = await db
    .selectFrom('jobs')
    .select(['kind', 'result'])
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'succeeded')
    .where((eb) => eb.or(fileIds.map((id) => eb('result', 'like', `%${id}%`))))
    .orderBy('created_at')
    .execute();
  for (const job of jobs) {
    const readPeaks = kinds.get(job.kind)?.resultFacts.peaks;
    const output = readPeaks ? outputOf(job) : null;
    for (const {fileId, peaksFileId} of output && readPeaks ? readPeaks(output.data) : []) {
      if (wanted.has(fileId)) {
        // A later job's peaks replace an earlier one's.
        found.set(fileId, peaksFileId);
      }
    }
  }
  if (found.size === 0) return found;
  const present = await unexpiredOwnedFileIds(db, ownerId, [...new Set(found.values())]);
  for (const [fileId, peaksFileId] of found) if (!present.has(peaksFileId)) found.delete(fileId);
  return found;
}

/** The playlists of `ownerId` that hold file `fileId`, newest first. */
export function playlistsHoldingFile(
  db: Kysely<Database>,
  ownerId: string,
  fileId: string,
): Promise<Array<{id: string; title: string}>> {
  return db
    .selectFrom('playlists')
    .innerJoin('playlist_items', 'playlist_items.playlist_id', 'playlists.id')
    .select(['playlists.id', 'playlists.title'])
    .where('playlists.owner_id', '=', ownerId)
    .where('playlist_items.file_id', '=', fileId)
    .orderBy('playlists.created_at', 'desc')
    .orderBy('playlists.id', 'desc')
    .execute();
}
