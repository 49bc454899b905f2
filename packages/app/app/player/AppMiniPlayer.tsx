import {MiniPlayer, openNowPlaying, usePlayer} from '@nada/player';
import {useIntl} from 'react-intl';
import {useLocation, useNavigate} from 'react-router';
import {playlistOfTrackId} from '@nada/playlist/shell';
import {localePath} from '../routing/paths';
import {jobIdOfTrack} from '../jobs/resultTrack';

/**
 * The mini-player of the default layout; it opens the song's result, or the playlist it plays from.
 * On that page already, it shows the song there (the playlist's row) instead of opening it again.
 */
export default function AppMiniPlayer() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const {current} = usePlayer();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  const playlist = current ? playlistOfTrackId(current.id) : null;
  const jobId = current && !playlist ? jobIdOfTrack(current) : null;
  const target = playlist
    ? `${localePath('v3-playlist', locale)}?id=${encodeURIComponent(playlist.playlistId)}`
    : jobId
      ? `${localePath('v3-minusone', locale)}?job=${encodeURIComponent(jobId)}`
      : null;
  return (
    <MiniPlayer
      onExpand={target ? () => openNowPlaying(target, location, (to) => void navigate(to)) : undefined}
    />
  );
}
