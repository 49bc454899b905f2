import {musicIcon} from '@nada/ui';
import {useIntl} from 'react-intl';
import {formatTotalDuration} from './format';
import {PublicCards} from './PublicCards';
import {publicMessages} from './publicMessages';

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
export function PublicTracks({tracks, onPlay, titleAs = 'h3'}: PublicTracksProps) {
  const intl = useIntl();
  if (tracks.length === 0) return null;
  return (
    <PublicCards
      cards={tracks.map((track) => ({
        id: track.id,
        title: track.title,
        facts: [formatTotalDuration(intl, track.durationSeconds)],
      }))}
      label={intl.formatMessage(publicMessages.tracksLabel)}
      icon={musicIcon}
      onPlay={onPlay}
      titleAs={titleAs}
    />
  );
}
