import {playlistPlayAttributes, type PlaylistPlayOptions} from '@nada/player';
import {Badge, Button, Icon, globeIcon, playIcon, playlistIcon, shuffleIcon} from '@nada/ui';
import {useId, type ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {DeletePlaylist} from './DeletePlaylist';
import {formatTotalDuration} from './format';
import {messages} from './messages';
import {PlaylistDetails} from './PlaylistDetails';
import {PlaylistItems} from './PlaylistItems';
import {PlaylistSharing} from './PlaylistSharing';
import type {EmbedCode, PlaylistEditorItem, PlaylistEditorPlaylist, PlaylistPatch} from './types';
import {usePlaylistEditor} from './usePlaylistEditor';
import './playlist.css';

/** Props of {@link PlaylistEditor}. */
export interface PlaylistEditorProps {
  /** The playlist with its items, as `GET /api/playlists/:id` returns it. */
  playlist: PlaylistEditorPlaylist;
  /** The public address of the playlist, shown with a copy button while it is public. */
  shareUrl?: string;
  /** The code that embeds the public playlist on another site; with it the share dialog is offered. */
  embedCode?: EmbedCode;
  /** Plays one item; `index` counts in the order shown, from 0. */
  onPlayItem: (index: number, item: PlaylistEditorItem) => void;
  /** Plays the playlist from the start. */
  onPlayAll: () => void;
  /** Plays the playlist in random order. */
  onShufflePlay: () => void;
  /** Saves a new name, description or visibility (owner only); a rejection is explained where it happened. */
  onUpdate?: (patch: PlaylistPatch) => Promise<void>;
  /** Deletes the playlist after confirmation (owner only); the app navigates away when it resolves. */
  onDelete?: () => Promise<void>;
  /** Saves a new order: exactly the item ids in order (owner only); a rejection undoes the move. */
  onReorder?: (itemIds: string[]) => Promise<void>;
  /** Takes an item out of the playlist (owner only). */
  onRemoveItem?: (itemId: string) => Promise<void>;
  /** Heading level of the playlist's name, to fit the page outline. @default 'h1' */
  titleAs?: 'h1' | 'h2' | 'h3';
  /** The item the app's player is on, marked "Now playing"; null or left out when it plays none. */
  currentItemId?: string | null;
  /** More of the page's actions, after Shuffle (the owner's "Download all"). */
  extraActions?: ReactNode;
  /** What those actions are doing, under the actions (an export's progress, its zip). */
  actionsPanel?: ReactNode;
}

/**
 * A playlist's page: name and description (editable in place), public or private with a share
 * link, play all, shuffle, delete, and its items with play and remove, reordered by dragging the
 * handle, by keyboard on the handle (Space or Enter, arrows, Space or Enter, Escape) or with "Move
 * up"/"Move down" in each item's menu. A viewer who does not own the playlist can only play it.
 */
export function PlaylistEditor({
  playlist,
  shareUrl,
  embedCode,
  onPlayItem,
  onPlayAll,
  onShufflePlay,
  onUpdate,
  onDelete,
  onReorder,
  onRemoveItem,
  titleAs = 'h1',
  currentItemId = null,
  extraActions,
  actionsPanel,
}: PlaylistEditorProps) {
  const intl = useIntl();
  const titleId = useId();
  const editor = usePlaylistEditor({playlist, onReorder, onRemoveItem, onUpdate});
  const owner = playlist.isOwner;
  const total = editor.items.reduce((sum, item) => sum + item.durationSeconds, 0);
  const playable = editor.items.some((item) => item.available);
  // A public playlist's buttons also play on a page sent without React (@nada/player/static).
  const playAttributes = (options?: PlaylistPlayOptions) =>
    playlist.visibility === 'public' ? playlistPlayAttributes(playlist.id, options) : {};

  return (
    <section className="nada-playlist-editor" aria-labelledby={titleId}>
      <header className="nada-playlist-editor__header">
        <span className="nada-playlist-editor__art" aria-hidden="true">
          <Icon icon={playlistIcon} />
        </span>
        <div className="nada-playlist-editor__heading">
          <PlaylistDetails
            playlist={playlist}
            titleId={titleId}
            editable={owner}
            titleAs={titleAs}
            onSave={editor.update}
          />
          <p className="nada-playlist-editor__meta">
            {!owner && playlist.ownerName && (
              <span>{intl.formatMessage(messages.ownerLine, {name: playlist.ownerName})}</span>
            )}
            <span>{intl.formatMessage(messages.itemCount, {count: editor.items.length})}</span>
            {editor.items.length > 0 && <span>{formatTotalDuration(intl, total)}</span>}
            {!owner && playlist.visibility === 'public' && (
              <Badge size="sm" tone="primary" icon={globeIcon}>
                {intl.formatMessage(messages.visibilityPublic)}
              </Badge>
            )}
          </p>
        </div>
      </header>

      <div className="nada-playlist-editor__actions">
        <Button iconStart={playIcon} onClick={onPlayAll} disabled={!playable} {...playAttributes()}>
          {intl.formatMessage(messages.playAll)}
        </Button>
        <Button
          variant="secondary"
          iconStart={shuffleIcon}
          onClick={onShufflePlay}
          disabled={!playable}
          {...playAttributes({shuffle: true})}
        >
          {intl.formatMessage(messages.shufflePlay)}
        </Button>
        {extraActions}
        {owner && onDelete && <DeletePlaylist title={playlist.title} onDelete={onDelete} />}
      </div>
      {actionsPanel}

      {(owner || (playlist.visibility === 'public' && shareUrl)) && (
        <PlaylistSharing
          editor={editor}
          editable={owner}
          shareUrl={shareUrl}
          embedCode={embedCode}
          title={playlist.title}
        />
      )}

      <PlaylistItems
        editor={editor}
        editable={owner}
        onPlayItem={onPlayItem}
        currentItemId={currentItemId}
        playAttributes={(trackId) => playAttributes({trackId})}
      />
    </section>
  );
}
