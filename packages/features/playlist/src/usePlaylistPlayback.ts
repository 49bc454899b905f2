import {useState} from 'react';
import {playlistTracks, playlistTrackId} from './playlistTracks';
import type {Playlist, PlaylistPlayer} from './types';

/** What {@link usePlaylistPlayback} gives the playlist page. */
export interface PlaylistPlayback {
  /** Plays the playlist from its first available item, in order or shuffled. */
  playAll: (shuffle: boolean) => Promise<void>;
  /** Plays the playlist from one item on. */
  playItem: (itemId: string) => Promise<void>;
  /** The item the app's player is on, when it plays from this playlist. */
  currentItemId: string | null;
  /** Whether the last play found nothing available to play. */
  nothingToPlay: boolean;
}

/**
 * Plays a playlist through the app's `player`: its available items become the queue (with their
 * waveforms), so the mini-player goes on across pages; expired links are signed again by the
 * player's refresh, which reads the playlist anew.
 */
export function usePlaylistPlayback(player: PlaylistPlayer, playlist: Playlist | null): PlaylistPlayback {
  const [nothingToPlay, setNothingToPlay] = useState(false);

  const start = async (itemId: string | null, shuffle: boolean) => {
    if (!playlist) return;
    const tracks = await playlistTracks(playlist);
    setNothingToPlay(tracks.length === 0);
    if (tracks.length === 0) return;
    const wanted = itemId
      ? tracks.findIndex((track) => track.id === playlistTrackId(playlist.id, itemId))
      : -1;
    const index = wanted >= 0 ? wanted : shuffle ? Math.floor(Math.random() * tracks.length) : 0;
    player.setShuffle(shuffle);
    player.play(tracks, index);
  };

  const prefix = playlist ? playlistTrackId(playlist.id, '') : null;
  const currentItemId =
    prefix && player.current?.id.startsWith(prefix) ? player.current.id.slice(prefix.length) : null;

  return {
    playAll: (shuffle) => start(null, shuffle),
    playItem: (itemId) => start(itemId, player.shuffle),
    currentItemId,
    nothingToPlay,
  };
}
