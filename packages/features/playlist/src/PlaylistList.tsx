import {
  Badge,
  Button,
  EmptyState,
  Icon,
  Skeleton,
  SkeletonGroup,
  globeIcon,
  lockIcon,
  playlistIcon,
  plusIcon,
} from '@nada/ui';
import {useIntl} from 'react-intl';
import {formatTotalDuration} from './format';
import {LoadProblem} from './LoadProblem';
import {messages} from './messages';
import type {PlaylistLoadStatus, PlaylistSummary} from './types';
import './playlist.css';

/** Props of {@link PlaylistList}. */
export interface PlaylistListProps {
  /** The user's playlists, newest first, as `GET /api/playlists` lists them. */
  playlists: readonly PlaylistSummary[];
  /** Whether the first page is still loading, shown, or failed to load. */
  status: PlaylistLoadStatus;
  /** Opens a playlist (the app navigates to its page). */
  onOpen: (playlistId: string) => void;
  /** Starts making a new playlist (the app asks for a name). */
  onCreate: () => void;
  /** Why loading failed, when `status` is `error`: an error with the API's `code`, or a failed fetch. */
  error?: unknown;
  /** Loads the playlists again after a failure; without it no retry button shows. */
  onRetry?: () => void;
  /** Loads the next page; a "Show more" button shows while it is given. */
  onLoadMore?: () => void;
  /** Shows the "Show more" button busy while the next page loads. @default false */
  loadingMore?: boolean;
  /** Heading level of each playlist's title, to fit the page outline. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/**
 * The user's playlists as cards (name, item count, total length, public or private, last change),
 * with a "New playlist" button, a loading skeleton, an empty state and an error with retry.
 */
export function PlaylistList({
  playlists,
  status,
  onOpen,
  onCreate,
  error,
  onRetry,
  onLoadMore,
  loadingMore = false,
  titleAs: Title = 'h3',
}: PlaylistListProps) {
  const intl = useIntl();
  const createButton = (
    <Button iconStart={plusIcon} onClick={onCreate}>
      {intl.formatMessage(messages.newPlaylist)}
    </Button>
  );

  if (status === 'loading') {
    return (
      <SkeletonGroup label={intl.formatMessage(messages.listLoading)} className="nada-playlist-list__grid">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="nada-playlist-card nada-playlist-card--skeleton">
            <Skeleton shape="rect" width={48} height={48} />
            <div className="nada-playlist-card__body">
              <Skeleton width="60%" />
              <Skeleton width="80%" />
            </div>
          </div>
        ))}
      </SkeletonGroup>
    );
  }

  if (status === 'error') {
    return (
      <LoadProblem title={intl.formatMessage(messages.listLoadFailed)} error={error} onRetry={onRetry} />
    );
  }

  if (playlists.length === 0) {
    return (
      <EmptyState
        icon={playlistIcon}
        title={intl.formatMessage(messages.listEmptyTitle)}
        description={intl.formatMessage(messages.listEmptyDescription)}
        action={createButton}
      />
    );
  }

  return (
    <div className="nada-playlist-list">
      <div className="nada-playlist-list__toolbar">{createButton}</div>
      <ul className="nada-playlist-list__grid" aria-label={intl.formatMessage(messages.listLabel)}>
        {playlists.map((playlist) => (
          <li key={playlist.id} className="nada-playlist-card">
            <span className="nada-playlist-card__art" aria-hidden="true">
              <Icon icon={playlistIcon} />
            </span>
            <div className="nada-playlist-card__body">
              <Title className="nada-playlist-card__title">
                {/* The button covers the whole card, so the card opens wherever it is tapped. */}
                <button
                  type="button"
                  className="nada-playlist-card__open"
                  onClick={() => onOpen(playlist.id)}
                >
                  {playlist.title}
                </button>
              </Title>
              <p className="nada-playlist-card__meta">
                <span>{intl.formatMessage(messages.itemCount, {count: playlist.itemCount})}</span>
                {playlist.itemCount > 0 && <span>{formatTotalDuration(intl, playlist.durationSeconds)}</span>}
                <span>
                  {intl.formatMessage(messages.listUpdated, {
                    date: intl.formatDate(playlist.updatedAt, {dateStyle: 'medium'}),
                  })}
                </span>
              </p>
            </div>
            <Badge
              size="sm"
              tone={playlist.visibility === 'public' ? 'primary' : 'neutral'}
              icon={playlist.visibility === 'public' ? globeIcon : lockIcon}
              className="nada-playlist-card__badge"
            >
              {intl.formatMessage(
                playlist.visibility === 'public' ? messages.visibilityPublic : messages.visibilityPrivate,
              )}
            </Badge>
          </li>
        ))}
      </ul>
      {onLoadMore && (
        <Button
          variant="secondary"
          onClick={onLoadMore}
          loading={loadingMore}
          className="nada-playlist-list__more"
        >
          {intl.formatMessage(messages.loadMore)}
        </Button>
      )}
    </div>
  );
}
