import type {PlaylistsClient, PlaylistSummary} from './types';

/** The most playlists a user may have; the API answers 409 PLAYLIST_LIMIT beyond it. */
export const MAX_PLAYLISTS = 200;

/** Every playlist of the caller (at most {@link MAX_PLAYLISTS}), newest first, page after page. */
export async function listAllPlaylists(
  client: Pick<PlaylistsClient, 'listPlaylists'>,
): Promise<PlaylistSummary[]> {
  const all: PlaylistSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listPlaylists(cursor, 100);
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && all.length < MAX_PLAYLISTS);
  return all;
}

/** The title a playlist item gets for a part of a song: "Song name – Minus one". */
export function playlistItemTitle(song: string, part: string): string {
  return `${song} – ${part}`.slice(0, 200);
}
