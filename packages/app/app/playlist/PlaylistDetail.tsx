import {PlaylistEditor} from '@nada/playlist';
import {Button, Icon, Link as UiLink, arrowLeftIcon, spinnerIcon} from '@nada/ui';
import {useAtomValue} from 'jotai';
import {FormattedMessage} from 'react-intl';
import {Link, useNavigate} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {playlistEmbedCode} from '../embed/embedLinks';
import {usePageLocale} from '../auth/authPages';
import {localePath} from '../routing/paths';
import {currentUserAtom} from '../state/session';
import type {DeletedPlaylistState} from './PlaylistIndex';
import {PlaylistOwnerNotice} from './PlaylistOwnerNotice';
import {playlistMessages} from './playlistMessages';
import {usePlaylist} from './usePlaylist';
import {usePlaylistPlayback} from './usePlaylistPlayback';

/** Props of {@link PlaylistDetail}. */
export interface PlaylistDetailProps {
  /** The playlist's id (the page's `?id=`). */
  id: string;
}

/** The address anyone can open a playlist at (it is public): `<origin>/v3/playlist?id=<id>`, `/en/...` in English. */
export function playlistShareUrl(origin: string, path: string, id: string): string {
  return `${origin}${path}?id=${encodeURIComponent(id)}`;
}

/**
 * One playlist: the owner edits it (name, description, visibility with the share link, order,
 * removal, deletion), anyone it is shared with listens; every change is saved through the API and
 * playback goes through the app's player.
 */
export function PlaylistDetail({id}: PlaylistDetailProps) {
  const locale = usePageLocale();
  const navigate = useNavigate();
  const signedIn = useAtomValue(currentUserAtom) !== null;
  const playlist = usePlaylist(id);
  const loaded = playlist.status === 'ready' ? playlist.data : null;
  const playback = usePlaylistPlayback(loaded);
  const listPath = localePath('v3-playlist', locale);

  const back = (
    <UiLink asChild className="page-playlist__back">
      <Link to={listPath}>
        <Icon icon={arrowLeftIcon} />
        <FormattedMessage {...playlistMessages.backToList} />
      </Link>
    </UiLink>
  );

  if (playlist.status === 'loading') {
    return (
      <>
        {back}
        <p role="status" data-page-loading="" className="page-playlist__notice">
          <Icon icon={spinnerIcon} data-spin="" />
          <FormattedMessage {...playlistMessages.loadingOne} />
        </p>
      </>
    );
  }

  if (playlist.status === 'error') {
    return (
      <>
        {back}
        <div role="alert" className="page-playlist__problem">
          <h1 className="app-page__title">
            <FormattedMessage {...apiErrorMessage(playlist.code)} />
          </h1>
          {playlist.code !== 'PLAYLIST_NOT_FOUND' && (
            <Button variant="secondary" size="sm" onClick={playlist.reload}>
              <FormattedMessage {...playlistMessages.tryAgain} />
            </Button>
          )}
        </div>
      </>
    );
  }

  const data = playlist.data;
  const owner = data.isOwner;
  const handleDelete = async () => {
    await playlist.remove();
    const state: DeletedPlaylistState = {deletedTitle: data.title};
    void navigate(listPath, {state, replace: true});
  };

  return (
    <>
      {owner && back}
      {!owner && (
        <PlaylistOwnerNotice
          ownerId={data.ownerId}
          ownerName={data.ownerName}
          signedIn={signedIn}
          locale={locale}
        />
      )}
      <PlaylistEditor
        playlist={{
          ...data,
          items: data.items.map((item) => ({...item, durationSeconds: item.durationSeconds ?? 0})),
        }}
        shareUrl={
          data.visibility === 'public'
            ? playlistShareUrl(window.location.origin, listPath, data.id)
            : undefined
        }
        embedCode={
          data.visibility === 'public'
            ? playlistEmbedCode(window.location.origin, locale, data.id, data.title)
            : undefined
        }
        onPlayAll={() => void playback.playAll(false)}
        onShufflePlay={() => void playback.playAll(true)}
        onPlayItem={(_index, item) => void playback.playItem(item.id)}
        currentItemId={playback.currentItemId}
        {...(owner
          ? {
              onUpdate: playlist.update,
              onDelete: handleDelete,
              onReorder: playlist.reorder,
              onRemoveItem: playlist.removeItem,
            }
          : {})}
      />
      {playback.nothingToPlay && (
        <p role="alert" className="page-playlist__notice">
          <FormattedMessage {...playlistMessages.playFailed} />
        </p>
      )}
    </>
  );
}
