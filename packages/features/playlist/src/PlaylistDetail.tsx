import {Button, Icon, Link as UiLink, arrowLeftIcon, spinnerIcon} from '@nada/ui';
import {useMemo} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {usePlaylistErrorText} from './errors';
import {messages} from './messages';
import {PlaylistEditor} from './PlaylistEditor';
import type {PlaylistExporter} from './playlistExport';
import {PlaylistExportDialog} from './PlaylistExportDialog';
import {PlaylistExportStatus} from './PlaylistExportStatus';
import {PlaylistOwnerNotice} from './PlaylistOwnerNotice';
import {PlaylistLink, usePlaylists} from './PlaylistsProvider';
import type {EmbedCode, Playlist, PlaylistPlayer} from './types';
import {usePlaylist, type InitialPlaylist} from './usePlaylist';
import {usePlaylistExport} from './usePlaylistExport';
import {usePlaylistPlayback} from './usePlaylistPlayback';
import './playlist.css';

/** Props of {@link PlaylistDetail}. */
export interface PlaylistDetailProps {
  /** The playlist's id. */
  id: string;
  /** The app's player, which plays the playlist (`usePlayer()` of @nada/player). */
  player: PlaylistPlayer;
  /** Whether the visitor is signed in: someone else's public playlist tells them only its owner changes it. */
  signedIn: boolean;
  /** What an owner without a display name is called ("Nada member" in the page's language). */
  unnamedOwner: string;
  /** Where a visitor who is not signed in signs in and comes back to this playlist. */
  signInHref?: string;
  /** The address anyone can open a public playlist at; left out, no share link shows (a page sent without React, whose copy button would not work). */
  shareUrlOf?: (playlist: Playlist) => string;
  /** The HTML that embeds a public playlist on another site. */
  embedCodeOf?: (playlist: Playlist) => EmbedCode;
  /** Called once the owner deleted the playlist, with its title (the app goes back to the list). */
  onDeleted: (title: string) => void;
  /** Exports the playlist into one zip: with it, the owner gets "Download all" and its progress. */
  exporter?: PlaylistExporter;
  /** The export shown, when the page keeps it in its address (`?job=`); left out, the part keeps it. */
  exportJobId?: string | null;
  /** Called with the id of each export the owner starts. */
  onExportJobChange?: (id: string | null) => void;
  /** The playlist as the server read it (a guest's shared one): shown without reading it again. */
  initial?: InitialPlaylist;
}

/**
 * One playlist: the owner edits it (name, description, visibility with the share link, order,
 * removal, deletion, "Download all" as one zip), anyone it is shared with listens; every change is
 * saved through the client and playback goes through the app's player.
 */
export function PlaylistDetail({
  id,
  player,
  signedIn,
  unnamedOwner,
  signInHref,
  shareUrlOf,
  embedCodeOf,
  onDeleted,
  exporter,
  exportJobId,
  onExportJobChange,
  initial,
}: PlaylistDetailProps) {
  const intl = useIntl();
  const {client, playlistHref} = usePlaylists();
  const errorText = usePlaylistErrorText();
  const playlist = usePlaylist(client, id, initial);
  const loaded = playlist.status === 'ready' ? playlist.data : null;
  const playback = usePlaylistPlayback(player, loaded);
  const exporting = usePlaylistExport(exporter, id, {
    jobId: exportJobId,
    onJobIdChange: onExportJobChange,
  });
  const exportStages = useMemo(() => exporter?.stages(intl) ?? [], [exporter, intl]);

  const back = (
    <UiLink asChild className="nada-playlist-page__back">
      <PlaylistLink href={playlistHref()}>
        <Icon icon={arrowLeftIcon} />
        <FormattedMessage {...messages.backToList} />
      </PlaylistLink>
    </UiLink>
  );

  if (playlist.status === 'loading') {
    return (
      <>
        {back}
        <p role="status" data-page-loading="" className="nada-playlist-page__notice">
          <Icon icon={spinnerIcon} data-spin="" />
          <FormattedMessage {...messages.loadingOne} />
        </p>
      </>
    );
  }

  if (playlist.status === 'error') {
    return (
      <>
        {back}
        <div role="alert" className="nada-playlist-page__problem">
          <h1 className="nada-playlist-page__problem-title">{errorText({code: playlist.code})}</h1>
          {playlist.code !== 'PLAYLIST_NOT_FOUND' && (
            <Button variant="secondary" size="sm" onClick={playlist.reload}>
              <FormattedMessage {...messages.retry} />
            </Button>
          )}
        </div>
      </>
    );
  }

  const data = playlist.data;
  const owner = data.isOwner;
  const isPublic = data.visibility === 'public';
  const canExport = owner && exporter !== undefined;
  const handleDelete = async () => {
    await playlist.remove();
    onDeleted(data.title);
  };

  return (
    <>
      {owner && back}
      {!owner && (
        <PlaylistOwnerNotice
          ownerId={data.ownerId}
          ownerName={data.ownerName}
          unnamedOwner={unnamedOwner}
          signedIn={signedIn}
          {...(signInHref ? {signInHref} : {})}
        />
      )}
      <PlaylistEditor
        playlist={{
          ...data,
          items: data.items.map((item) => ({...item, durationSeconds: item.durationSeconds ?? 0})),
        }}
        shareUrl={isPublic ? shareUrlOf?.(data) : undefined}
        embedCode={isPublic ? embedCodeOf?.(data) : undefined}
        onPlayAll={() => void playback.playAll(false)}
        onShufflePlay={() => void playback.playAll(true)}
        onPlayItem={(_index, item) => void playback.playItem(item.id)}
        currentItemId={playback.currentItemId}
        extraActions={
          canExport && (
            <PlaylistExportDialog
              title={data.title}
              itemCount={data.items.length}
              unavailableCount={data.items.filter((item) => !item.available).length}
              defaultFormat={exporting.format}
              onExport={(format) => void exporting.start(format)}
            />
          )
        }
        actionsPanel={
          canExport && (
            <PlaylistExportStatus
              state={exporting.state}
              stages={exportStages}
              errorText={exporter.errorText}
              onRetry={exporting.retry}
              onCancel={exporting.cancel}
              onDownload={() => void exporting.download()}
              downloading={exporting.downloading}
              downloadError={exporting.downloadError}
            />
          )
        }
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
        <p role="alert" className="nada-playlist-page__notice">
          <FormattedMessage {...messages.playFailed} />
        </p>
      )}
    </>
  );
}
