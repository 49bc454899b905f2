import type {Kysely} from 'kysely';
import type {Database, FileRow} from '../../../db/schema.ts';
import {canRead, findPlaylist, readPlaylistItems} from '../../../playlists/store.ts';

/** One track of an export: its position in the playlist (from 1), its title and its file. */
export interface ExportTrack {
  position: number;
  title: string;
  file: FileRow;
}

/** What an export of a playlist finds: its title and tracks, or why it cannot be exported. */
export type ExportTracks =
  | {ok: true; title: string; tracks: ExportTrack[]}
  | {ok: false; problem: 'not-found' | 'not-owned' | 'empty'}
  | {ok: false; problem: 'unavailable'; position: number; title: string};

/**
 * The tracks of playlist `playlistId` as `ownerId` may export them, in playlist order: only its
 * owner exports it (another's private playlist is as absent as a missing one, another's public one
 * is not theirs to export), an empty one has nothing to export, and every track must still be
 * readable (the owner's file, or a published sound of the library, not expired).
 */
export async function exportTracks(
  db: Kysely<Database>,
  ownerId: string,
  playlistId: string,
): Promise<ExportTracks> {
  const playlist = await findPlaylist(db, playlistId);
  if (!playlist || !canRead(playlist, ownerId)) return {ok: false, problem: 'not-found'};
  if (playlist.owner_id !== ownerId) return {ok: false, problem: 'not-owned'};
  const items = await readPlaylistItems(db, playlistId);
  if (items.length === 0) return {ok: false, problem: 'empty'};
  const readable = items.flatMap((item) => (item.file_row_id ? [item.file_row_id] : []));
  const rows = readable.length
    ? await db.selectFrom('files').selectAll().where('id', 'in', readable).execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const tracks: ExportTrack[] = [];
  for (const [index, item] of items.entries()) {
    const file = item.file_row_id ? byId.get(item.file_row_id) : undefined;
    if (!file) return {ok: false, problem: 'unavailable', position: index + 1, title: item.title};
    tracks.push({position: index + 1, title: item.title, file});
  }
  return {ok: true, title: playlist.title, tracks};
}
