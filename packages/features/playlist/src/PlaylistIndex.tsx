import {useState} from 'react';
import {FormattedMessage} from 'react-intl';
import {usePlaylistErrorText} from './errors';
import {messages} from './messages';
import {NewPlaylistDialog} from './NewPlaylistDialog';
import {PlaylistList} from './PlaylistList';
import {usePlaylists} from './PlaylistsProvider';
import type {PlaylistPage, PlaylistSummary} from './types';
import {useRead} from './useRead';
import './playlist.css';

/** Props of {@link PlaylistIndex}. */
export interface PlaylistIndexProps {
  /** Opens a playlist (the app navigates to its page), a new one too. */
  onOpen: (playlistId: string) => void;
  /** The title of the playlist just deleted, for a notice; null when none was. */
  deletedTitle?: string | null;
}

/**
 * The user's playlists, newest first, a page at a time, with "New playlist" (which opens the new
 * playlist) and a notice after a deletion.
 */
export function PlaylistIndex({onOpen: open, deletedTitle: deleted = null}: PlaylistIndexProps) {
  const {client} = usePlaylists();
  const errorText = usePlaylistErrorText();
  const first = useRead(client, 'playlists', () => client.listPlaylists());
  // Pages after the first, for the first page they follow (a new first page starts the list over).
  const [later, setLater] = useState<{
    base: PlaylistPage;
    items: PlaylistSummary[];
    nextCursor: string | null;
  } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const [creating, setCreating] = useState(false);

  const firstPage = first.status === 'ready' ? first.data : null;
  const more = later && later.base === firstPage ? later : null;

  const playlists = first.status === 'ready' ? [...first.data.items, ...(more?.items ?? [])] : [];
  const nextCursor = more ? more.nextCursor : first.status === 'ready' ? first.data.nextCursor : null;

  const handleLoadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await client.listPlaylists(nextCursor);
      if (firstPage) {
        setLater({
          base: firstPage,
          items: [...(more?.items ?? []), ...page.items],
          nextCursor: page.nextCursor,
        });
      }
    } catch (error) {
      console.warn('Reading more playlists failed', error);
      setMoreError(error);
    } finally {
      setLoadingMore(false);
    }
  };

  const list = (
    <PlaylistList
      status={first.status}
      playlists={playlists}
      error={first.status === 'error' ? {code: first.code} : undefined}
      onRetry={first.reload}
      onOpen={open}
      onCreate={() => setCreating(true)}
      onLoadMore={nextCursor ? () => void handleLoadMore() : undefined}
      loadingMore={loadingMore}
      titleAs="h2"
    />
  );

  return (
    // Not a region of its own: the page's section, named by the same heading, already is one.
    <div className="nada-playlist-page__index">
      {deleted && (
        <p role="status" className="nada-playlist-page__notice">
          <FormattedMessage {...messages.deleted} values={{title: deleted}} />
        </p>
      )}
      {first.status === 'loading' ? <div data-page-loading="">{list}</div> : list}
      {moreError !== null && (
        <p role="alert" className="nada-playlist-page__notice">
          {errorText(moreError)}
        </p>
      )}
      <NewPlaylistDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(playlist) => open(playlist.id)}
      />
    </div>
  );
}
