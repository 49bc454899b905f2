// Kept apart from playlistTracks.ts (and exported by `@nada/playlist/shell`) so that the app's root
// player can tell a playlist's track without loading the playlist parts.

/** How the id of a playlist's player track starts: `playlist:<playlist id>:<item id>`. */
export const PLAYLIST_TRACK_PREFIX = 'playlist:';

/** The playlist and item a player track id names, or null for a track that is not a playlist's. */
export function playlistOfTrackId(trackId: string): {playlistId: string; itemId: string} | null {
  if (!trackId.startsWith(PLAYLIST_TRACK_PREFIX)) return null;
  const [playlistId, itemId] = trackId.slice(PLAYLIST_TRACK_PREFIX.length).split(':');
  return playlistId && itemId ? {playlistId, itemId} : null;
}
