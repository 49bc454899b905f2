import {PlaylistList} from '@nada/playlist';
import {useState} from 'react';
import {FormattedMessage} from 'react-intl';
import {useLocation, useNavigate} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {ApiRequestError} from '../api/client';
import {usePageLocale} from '../auth/authPages';
import {localePath} from '../routing/paths';
import {errorOf} from './errorOf';
import {NewPlaylistDialog} from './NewPlaylistDialog';
import {listPlaylists, type PlaylistPage, type PlaylistSummary} from './playlistApi';
import {playlistMessages} from './playlistMessages';
import {useApiData} from '../api/useApiData';

/** What a page that deleted a playlist tells the list it returns to (the navigation's state). */
export interface DeletedPlaylistState {
  /** The deleted playlist's title, for the notice. */
  deletedTitle: string;
}

const isDeletedState = (state: unknown): state is DeletedPlaylistState =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as DeletedPlaylistState).deletedTitle === 'string';

/**
 * The user's playlists, newest first, a page at a time, with "New playlist" (which opens the new
 * playlist) and a notice after a deletion.
 */
export function PlaylistIndex() {
  const locale = usePageLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const first = useApiData('playlists', () => listPlaylists());
  // Pages after the first, for the first page they follow (a new first page starts the list over).
  const [later, setLater] = useState<{
    base: PlaylistPage;
    items: PlaylistSummary[];
    nextCursor: string | null;
  } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const [creating, setCreating] = useState(false);
  const deleted = isDeletedState(location.state) ? location.state.deletedTitle : null;

  const firstPage = first.status === 'ready' ? first.data : null;
  const more = later && later.base === firstPage ? later : null;

  const open = (id: string) =>
    void navigate(`${localePath('v3-playlist', locale)}?id=${encodeURIComponent(id)}`);
  const playlists = first.status === 'ready' ? [...first.data.items, ...(more?.items ?? [])] : [];
  const nextCursor = more ? more.nextCursor : first.status === 'ready' ? first.data.nextCursor : null;

  const handleLoadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await listPlaylists(nextCursor);
      if (firstPage) {
        setLater({
          base: firstPage,
          items: [...(more?.items ?? []), ...page.items],
          nextCursor: page.nextCursor,
        });
      }
    } catch (error) {
      console.warn('GET /api/playlists failed', error);
      setMoreError(error);
    } finally {
      setLoadingMore(false);
    }
  };

  const list = (
    <PlaylistList
      status={first.status}
      playlists={playlists}
      error={first.status === 'error' ? errorOf(first.code) : undefined}
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
    <div className="page-playlist__index">
      {deleted && (
        <p role="status" className="page-playlist__notice">
          <FormattedMessage {...playlistMessages.deleted} values={{title: deleted}} />
        </p>
      )}
      {first.status === 'loading' ? <div data-page-loading="">{list}</div> : list}
      {moreError !== null && (
        <p role="alert" className="page-playlist__notice">
          <PlaylistErrorText error={moreError} />
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

function PlaylistErrorText({error}: {error: unknown}) {
  const code = error instanceof ApiRequestError ? error.code : 'NETWORK';
  return <FormattedMessage {...apiErrorMessage(code)} />;
}
