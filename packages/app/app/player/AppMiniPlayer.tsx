import {MiniPlayer, usePlayer} from '@nada/player';
import {useIntl} from 'react-intl';
import {useNavigate} from 'react-router';
import {jobIdOfTrack} from '../minusone/resultTrack';
import {localePath} from '../routing/paths';

/** The mini-player of the default layout; it opens the song's result. */
export default function AppMiniPlayer() {
  const intl = useIntl();
  const navigate = useNavigate();
  const {current} = usePlayer();
  const jobId = current ? jobIdOfTrack(current) : null;
  const locale = intl.locale === 'en' ? 'en' : 'id';
  return (
    <MiniPlayer
      onExpand={
        jobId
          ? () => void navigate(`${localePath('v3-minusone', locale)}?job=${encodeURIComponent(jobId)}`)
          : undefined
      }
    />
  );
}
