import {Button, Icon, musicIcon, playIcon} from '@nada/ui';
import {useIntl} from 'react-intl';
import {formatTotalDuration} from './format';
import {publicMessages} from './publicMessages';
import './playlist.css';

/** One public generated track as a public profile lists it. */
export interface PublicTrackSummary {
  /** The track's id. */
  id: string;
  /** Its title. */
  title: string;
  /** Its length in seconds. */
  durationSeconds: number;
}

/** Props of {@link PublicTracks}. */
export interface PublicTracksProps {
  /** Someone's public generated tracks, newest first (`GET /api/users/:id/tracks`); none renders nothing. */
  tracks: readonly PublicTrackSummary[];
  /** Plays a track in the app's player. */
  onPlay: (trackId: string) => void;
  /** Heading level of each track's title, to fit the page outline. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/** A member's public generated tracks on their public profile, each with a play button. */
export function PublicTracks({tracks, onPlay, titleAs: Title = 'h3'}: PublicTracksProps) {
  const intl = useIntl();
  if (tracks.length === 0) return null;
  return (
    <ul className="nada-playlist-list__grid" aria-label={intl.formatMessage(publicMessages.tracksLabel)}>
      {tracks.map((track) => (
        <li key={track.id} className="nada-playlist-card nada-public-playlist">
          <span className="nada-playlist-card__art" aria-hidden="true">
            <Icon icon={musicIcon} />
          </span>
          <div className="nada-playlist-card__body">
            <Title className="nada-playlist-card__title">{track.title}</Title>
            <p className="nada-playlist-card__meta">
              <span>{formatTotalDuration(intl, track.durationSeconds)}</span>
            </p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            iconStart={playIcon}
            className="nada-public-playlist__play"
            aria-label={intl.formatMessage(publicMessages.play, {title: track.title})}
            onClick={() => onPlay(track.id)}
          >
            {intl.formatMessage(publicMessages.playShort)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
