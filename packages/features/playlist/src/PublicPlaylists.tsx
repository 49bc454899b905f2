import {Button, EmptyState, Icon, playIcon, playlistIcon} from '@nada/ui';
import type {MouseEvent} from 'react';
import {useIntl} from 'react-intl';
import {formatTotalDuration} from './format';
import {messages} from './messages';
import {publicMessages} from './publicMessages';
import type {PlaylistSummary} from './types';
import './playlist.css';

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
  titleAs: Title = 'h3',
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

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(id);
  };

  return (
    <ul className="nada-playlist-list__grid" aria-label={intl.formatMessage(publicMessages.listLabel)}>
      {playlists.map((playlist) => (
        <li key={playlist.id} className="nada-playlist-card nada-public-playlist">
          <span className="nada-playlist-card__art" aria-hidden="true">
            <Icon icon={playlistIcon} />
          </span>
          <div className="nada-playlist-card__body">
            <Title className="nada-playlist-card__title">
              <a
                href={hrefOf(playlist.id)}
                className="nada-playlist-card__open"
                onClick={(event) => follow(event, playlist.id)}
              >
                {playlist.title}
              </a>
            </Title>
            <p className="nada-playlist-card__meta">
              <span>{intl.formatMessage(messages.itemCount, {count: playlist.itemCount})}</span>
              {playlist.itemCount > 0 && <span>{formatTotalDuration(intl, playlist.durationSeconds)}</span>}
            </p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            iconStart={playIcon}
            className="nada-public-playlist__play"
            disabled={playlist.itemCount === 0}
            loading={startingId === playlist.id}
            aria-label={intl.formatMessage(publicMessages.play, {title: playlist.title})}
            onClick={() => onPlay(playlist.id)}
          >
            {intl.formatMessage(publicMessages.playShort)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
