import {queueAttributes, queuePlayAttributes} from '@nada/player';
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
  /** Signed address of its mix: with it, the track plays on a page sent without React too. */
  streamUrl?: string;
  /** When `streamUrl` stops working (ISO 8601). */
  streamUrlExpiresAt?: string;
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
  const label = intl.formatMessage(publicMessages.tracksLabel);
  // The tracks with an address play as one queue on a page sent without React (@nada/player/static).
  const queue = tracks.flatMap((track) =>
    track.streamUrl
      ? [
          {
            id: track.id,
            title: track.title,
            src: track.streamUrl,
            durationSeconds: track.durationSeconds,
            ...(track.streamUrlExpiresAt ? {expiresAt: track.streamUrlExpiresAt} : {}),
          },
        ]
      : [],
  );
  return (
    <PublicCards
      cards={tracks.map((track) => ({
        id: track.id,
        title: track.title,
        facts: [formatTotalDuration(intl, track.durationSeconds)],
        ...(track.streamUrl ? {play: queuePlayAttributes(track.id)} : {}),
      }))}
      label={label}
      {...(queue.length > 0 ? {listAttributes: queueAttributes(label, queue)} : {})}
      icon={musicIcon}
      onPlay={onPlay}
      titleAs={titleAs}
    />
  );
}
