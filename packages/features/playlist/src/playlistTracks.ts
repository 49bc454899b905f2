import {fetchPeaksFrom} from '@nada/jobs';
import type {PlayerTrack} from '@nada/player';
import type {WaveformPeaks} from '@nada/waveform';
import {PLAYLIST_TRACK_PREFIX as PREFIX, playlistOfTrackId} from './trackIds';
import type {Playlist, PlaylistItem} from './types';

// A playlist's tracks are named `playlist:<playlist id>:<item id>`: the app's player refreshes their
// signed URLs by reading the playlist again, and the mini-player leads back to the playlist.

/** The id of the player's track for one item of a playlist. */
export function playlistTrackId(playlistId: string, itemId: string): string {
  return `${PREFIX}${playlistId}:${itemId}`;
}

/** The playlist and item a player track belongs to, or null for a track that is not a playlist's. */
export function playlistOfTrack(track: Pick<PlayerTrack, 'id'>): {playlistId: string; itemId: string} | null {
  return playlistOfTrackId(track.id);
}

/** The player's track for an available item (with a stream URL), or null for one that is gone. */
export function itemTrack(
  playlist: Pick<Playlist, 'id' | 'title'>,
  item: PlaylistItem,
  peaks: WaveformPeaks | null = null,
): PlayerTrack | null {
  if (!item.available || !item.streamUrl) return null;
  return {
    id: playlistTrackId(playlist.id, item.id),
    title: item.title,
    subtitle: playlist.title,
    src: item.streamUrl,
    peaks,
    ...(item.durationSeconds != null ? {durationSeconds: item.durationSeconds} : {}),
    ...(item.streamUrlExpiresAt ? {expiresAt: item.streamUrlExpiresAt} : {}),
  };
}

/**
 * The tracks of a playlist's available items, in its order, with their waveforms (fetched side by
 * side; an item whose peaks cannot be read plays without).
 */
export async function playlistTracks(
  playlist: Pick<Playlist, 'id' | 'title' | 'items'>,
  fetchImpl: typeof fetch = fetch,
): Promise<PlayerTrack[]> {
  const playable = playlist.items.filter((item) => item.available && item.streamUrl);
  const peaks = await Promise.all(playable.map((item) => fetchPeaksFrom(item.peaksUrl, fetchImpl)));
  return playable.flatMap((item, index) => {
    const track = itemTrack(playlist, item, peaks[index] ?? null);
    return track ? [track] : [];
  });
}

/**
 * A playlist track with a fresh signed URL, for the player when the old one expired: the playlist is
 * read again with `read` (the API signs its items anew); the waveform is kept.
 */
export async function refreshPlaylistTrack(
  track: PlayerTrack,
  read: (id: string) => Promise<Playlist>,
): Promise<PlayerTrack> {
  const ids = playlistOfTrack(track);
  if (!ids) throw new Error(`The track ${track.id} is not a playlist's`);
  const playlist = await read(ids.playlistId);
  const item = playlist.items.find((entry) => entry.id === ids.itemId);
  const fresh = item ? itemTrack(playlist, item, track.peaks ?? null) : null;
  if (!fresh) throw new Error(`The item ${ids.itemId} of playlist ${ids.playlistId} is no longer playable`);
  return fresh;
}
