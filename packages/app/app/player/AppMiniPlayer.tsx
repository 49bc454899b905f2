import {MiniPlayer, usePlayer} from '@nada/player';
import {useIntl} from 'react-intl';
import {useNavigate} from 'react-router';
import {jobIdOfTrack} from '../minusone/resultTrack';
import {playlistOfTrackId} from '../playlist/trackIds';
import {localePath} from '../routing/paths';

/** The mini-player of the default layout; it opens the song's result, or the playlist it plays from. */
export default function AppMiniPlayer() {
  const intl = useIntl();
  const navigate = useNavigate();
  const {current} = usePlayer();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  const playlist = current ? playlistOfTrackId(current.id) : null;
  const jobId = current && !playlist ? jobIdOfTrack(current) : null;
  const target = playlist
    ? `${localePath('v3-playlist', locale)}?id=${encodeURIComponent(playlist.playlistId)}`
    : jobId
      ? `${localePath('v3-minusone', locale)}?job=${encodeURIComponent(jobId)}`
      : null;
  return <MiniPlayer onExpand={target ? () => void navigate(target) : undefined} />;
}
