import {PlayerProvider, type PlayerTrack} from '@nada/player';
import {PLAYLIST_TRACK_PREFIX} from '@nada/playlist/shell';
import {PUBLIC_TRACK_PREFIX} from '../profile/publicTrackIds';
import {AppPlaylists} from '../components/AppPlaylists';
import type {LoadedPlayerProps} from './playerProps';

/**
 * The app's player itself, loaded with the first page that may play (see AppPlayer): it plays
 * through the document's `<audio>` element and gets fresh signed URLs when a result's or a
 * playlist's links expire. The playlist parts' provider comes with it: every page that shows them
 * may play, and the public pages load neither.
 */
export default function LoadedPlayer({media, children}: LoadedPlayerProps) {
  return (
    <PlayerProvider media={media ?? undefined} refreshTrack={refreshTrack}>
      <AppPlaylists>{children}</AppPlaylists>
    </PlayerProvider>
  );
}

// Loaded with the first expired link: the API client stays off a guest's pages. A playlist's track
// is signed again by reading its playlist, a profile's public track by asking for it again (as a
// guest may), a result's by reading its job.
async function refreshTrack(track: PlayerTrack): Promise<PlayerTrack> {
  if (track.id.startsWith(PUBLIC_TRACK_PREFIX)) {
    const {refreshPublicTrack} = await import('../profile/publicTracks');
    return refreshPublicTrack(track);
  }
  if (track.id.startsWith(PLAYLIST_TRACK_PREFIX)) {
    const [{refreshPlaylistTrack}, {getPlaylist}] = await Promise.all([
      import('@nada/playlist'),
      import('../api/playlistApi'),
    ]);
    return refreshPlaylistTrack(track, (id) => getPlaylist(id));
  }
  const {refreshResultTrack} = await import('../jobs/resultTrack');
  return refreshResultTrack(track);
}
