import type {PlayerApi} from '@nada/player';
import {
  PublicPlaylists,
  PublicTracks,
  playlistFeatureMessages as playlistMessages,
  type PlaylistStart,
  type PublicPlaylistsProps,
  type PublicTrackSummary,
} from '@nada/playlist';
import {FormattedMessage} from 'react-intl';
import {PublicProfileCard, type PublicProfileCardProps} from './PublicProfileCard';
import './profile.css';

/** A member's public generated track, with the signed address it streams from. */
export interface PublicProfileTrack extends PublicTrackSummary {
  /** Signed address of its mix. */
  streamUrl: string;
  /** When `streamUrl` stops working (ISO 8601): the player then asks for the track again. */
  streamUrlExpiresAt: string;
}

/** Props of {@link PublicProfile}. */
export interface PublicProfileProps extends Omit<PublicProfileCardProps, 'children'> {
  /** Their public generated tracks, newest first. */
  tracks: readonly PublicProfileTrack[];
  /** Their public playlists, newest first. */
  playlists: PublicPlaylistsProps['playlists'];
  /** The app's player, which plays the tracks from the one chosen. */
  player: Pick<PlayerApi, 'play' | 'setShuffle'>;
  /** The player's id of a public track (the app refreshes an expired stream by it). */
  playerTrackId: (trackId: string) => string;
  /** Plays a playlist in the player (`usePlaylistStart` of @nada/playlist). */
  playback: PlaylistStart;
  /** The address of a playlist's page. */
  playlistHref: (playlistId: string) => string;
  /** Opens a playlist's page. */
  onOpenPlaylist: (playlistId: string) => void;
}

/**
 * A member's public profile page: the card with their public generated tracks and public
 * playlists, playable in the app's player; without either, the card's own empty state.
 */
export function PublicProfile({
  tracks,
  playlists,
  player,
  playerTrackId,
  playback,
  playlistHref,
  onOpenPlaylist,
  ...card
}: PublicProfileProps) {
  const playTrack = (id: string) => {
    const index = tracks.findIndex((track) => track.id === id);
    player.setShuffle(false);
    player.play(
      tracks.map((track) => ({
        id: playerTrackId(track.id),
        title: track.title,
        src: track.streamUrl,
        durationSeconds: track.durationSeconds,
        expiresAt: track.streamUrlExpiresAt,
      })),
      Math.max(0, index),
    );
  };
  return (
    <section className="page-profile">
      <PublicProfileCard {...card}>
        {(playlists.length > 0 || tracks.length > 0) && (
          <>
            <PublicTracks tracks={tracks} onPlay={playTrack} />
            {playlists.length > 0 && (
              <PublicPlaylists
                playlists={playlists}
                hrefOf={playlistHref}
                onOpen={onOpenPlaylist}
                onPlay={(id) => void playback.start(id)}
                startingId={playback.startingId}
              />
            )}
            {playback.problem && (
              <p role="alert" className="page-profile__notice">
                <FormattedMessage
                  {...(playback.problem === 'nothing-to-play'
                    ? playlistMessages.playFailed
                    : playlistMessages.startFailed)}
                />
              </p>
            )}
          </>
        )}
      </PublicProfileCard>
    </section>
  );
}
