import {useState} from 'react';
import {playlistTracks} from './playlistTracks';
import type {PlaylistPlayer, PlaylistsClient} from './types';

/** What {@link usePlaylistStart} gives a page that lists playlists. */
export interface PlaylistStart {
  /** Reads a playlist and plays it from its first available song in the app's player. */
  start: (playlistId: string) => Promise<void>;
  /** The playlist being read to play, if any. */
  startingId: string | null;
  /** Why the last start failed: nothing playable in it, or the playlist could not be read. */
  problem: 'nothing-to-play' | 'failed' | null;
}

/**
 * Plays a playlist named by id (a public profile's list): its songs are read from the API (anyone
 * may read a public one) and queued in the app's `player`, so playback goes on across pages.
 */
export function usePlaylistStart(
  client: Pick<PlaylistsClient, 'getPlaylist'>,
  player: PlaylistPlayer,
): PlaylistStart {
  const [startingId, setStartingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<PlaylistStart['problem']>(null);

  const start = async (playlistId: string) => {
    setStartingId(playlistId);
    setProblem(null);
    try {
      const tracks = await playlistTracks(await client.getPlaylist(playlistId));
      if (tracks.length === 0) return setProblem('nothing-to-play');
      player.setShuffle(false);
      player.play(tracks, 0);
    } catch {
      setProblem('failed');
    } finally {
      setStartingId(null);
    }
  };

  return {start, startingId, problem};
}
