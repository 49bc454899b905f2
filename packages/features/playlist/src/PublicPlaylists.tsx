import {playlistPlayAttributes} from '@nada/player';
import {EmptyState, playlistIcon} from '@nada/ui';
import {useIntl} from 'react-intl';
import {formatTotalDuration} from './format';
import {messages} from './messages';
import {PublicCards} from './PublicCards';
import {publicMessages} from './publicMessages';
import type {PlaylistSummary} from './types';

/** Props of {@link PublicPlaylists}. */
export interface PublicPlaylistsProps {
  /** Someone's public playlists, newest first, as `GET /api/users/:id/playlists` lists them. */
  playlists: readonly Pick<PlaylistSummary, 'id' | 'title' | 'itemCount' | 'durationSeconds'>[];
  /** The address of a playlist's page (its share link). */
  hrefOf: (playlistId: string) => string;
  /** Follows a playlist's link inside the app (client navigation) instead of loading the page anew. */
  onOpen?: (playlistId: string) => void;
  /** Plays a playlist from its first song. */
  onPlay: (playlistId: string) => void;
  /** The playlist whose songs are being fetched to play: its button shows busy. */
  startingId?: string | null;
  /** Heading level of each playlist's title, to fit the page outline. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/**
 * A member's public playlists on their public profile: each card links to the playlist's page and
 * has a play button; with none, an empty state says so.
 */
export function PublicPlaylists({
  playlists,
  hrefOf,
  onOpen,
  onPlay,
  startingId = null,
  titleAs = 'h3',
}: PublicPlaylistsProps) {
  const intl = useIntl();
  if (playlists.length === 0) {
    return (
      <EmptyState
        icon={playlistIcon}
        titleAs="h3"
        size="compact"
        title={intl.formatMessage(publicMessages.emptyTitle)}
        description={intl.formatMessage(publicMessages.emptyDescription)}
      />
    );
  }

  return (
    <PublicCards
      cards={playlists.map((playlist) => ({
        id: playlist.id,
        title: playlist.title,
        href: hrefOf(playlist.id),
        empty: playlist.itemCount === 0,
        play: playlistPlayAttributes(playlist.id),
        facts: [
          intl.formatMessage(messages.itemCount, {count: playlist.itemCount}),
          ...(playlist.itemCount > 0 ? [formatTotalDuration(intl, playlist.durationSeconds)] : []),
        ],
      }))}
      label={intl.formatMessage(publicMessages.listLabel)}
      icon={playlistIcon}
      onPlay={onPlay}
      {...(onOpen ? {onOpen} : {})}
      startingId={startingId}
      titleAs={titleAs}
    />
  );
}
