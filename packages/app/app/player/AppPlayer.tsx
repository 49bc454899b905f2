import {PlayerProvider, type PlayerTrack} from '@nada/player';
import {useState, type ReactNode} from 'react';
import {PLAYLIST_TRACK_PREFIX} from '../playlist/trackIds';

/**
 * The app's one player, mounted at the root so playback goes on across pages. It plays through an
 * `<audio>` element in the document (hidden: the views are the player's own), and gets fresh signed
 * URLs when a result's or a playlist's links expire.
 */
export function AppPlayer({children}: {children: ReactNode}) {
  const [media, setMedia] = useState<HTMLAudioElement | null>(null);
  return (
    <>
      {/* The player's audio; React keeps it across pages, like the provider. */}
      <audio ref={setMedia} preload="metadata" hidden data-player-media="" />
      <PlayerProvider media={media ?? undefined} refreshTrack={refreshTrack}>
        {children}
      </PlayerProvider>
    </>
  );
}

// Loaded with the first expired link: the API client stays off a guest's pages. A playlist's track
// is signed again by reading its playlist, a result's by reading its job.
async function refreshTrack(track: PlayerTrack): Promise<PlayerTrack> {
  if (track.id.startsWith(PLAYLIST_TRACK_PREFIX)) {
    const {refreshPlaylistTrack} = await import('../playlist/playlistTracks');
    return refreshPlaylistTrack(track);
  }
  const {refreshResultTrack} = await import('../minusone/resultTrack');
  return refreshResultTrack(track);
}
