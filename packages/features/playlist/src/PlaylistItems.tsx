import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EmptyState,
  formatClock,
  Icon,
  IconButton,
  type TypedMessage,
  chevronDownIcon,
  chevronUpIcon,
  menuIcon,
  moreIcon,
  playIcon,
  playlistIcon,
  trashIcon,
} from '@nada/ui';
import {useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent} from 'react';
import type {PlayAttributes} from '@nada/player';
import {useIntl} from 'react-intl';
import {usePlaylistErrorText} from './errors';
import {messages} from './messages';
import type {PlaylistEditorItem} from './types';
import type {PlaylistEditor as EditorState, PlaylistMove} from './usePlaylistEditor';

/** How close to the window's edge (px) a dragging pointer scrolls the page, and by how much per move. */
const SCROLL_EDGE = 48;
const SCROLL_STEP = 16;

/** Where the drop line shows while a pointer drags: before the row at `slot`, or after the last. */
function dropSlot(editor: EditorState): number | null {
  const picked = editor.pickedUp;
  if (picked === null || picked.mode !== 'pointer') return null;
  const from = editor.items.findIndex((item) => item.id === picked.itemId);
  if (from === picked.targetIndex) return null;
  return picked.targetIndex > from ? picked.targetIndex + 1 : picked.targetIndex;
}

/** The items, with the keyboard and pointer reordering and its announcements. */
export function PlaylistItems({
  editor,
  editable,
  onPlayItem,
  currentItemId,
  playAttributes,
}: {
  editor: EditorState;
  editable: boolean;
  onPlayItem: (index: number, item: PlaylistEditorItem) => void;
  currentItemId: string | null;
  /** An item's play button's attributes for a page sent without React (@nada/player's play attributes). */
  playAttributes: (itemId: string) => PlayAttributes;
}) {
  const intl = useIntl();
  const errorText = usePlaylistErrorText();
  const instructionsId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const [announcement, setAnnouncement] = useState('');
  const [removeErrors, setRemoveErrors] = useState<Record<string, string>>({});
  const picked = editor.pickedUp;
  const slot = dropSlot(editor);

  // Reordering moves the row in the DOM, which can take focus from its handle: give it back.
  useLayoutEffect(() => {
    if (picked?.mode !== 'keyboard') return;
    const handle = handles.current.get(picked.itemId);
    if (handle && document.activeElement !== handle) handle.focus();
  }, [picked, editor.items]);

  function announce(
    message: TypedMessage<FormatjsIntl.MessageArguments[typeof messages.announceMoved.id]>,
    move: PlaylistMove | null,
  ) {
    if (move !== null) setAnnouncement(intl.formatMessage(message, {...move}));
  }

  function onHandleKeyDown(event: KeyboardEvent<HTMLButtonElement>, item: PlaylistEditorItem) {
    const mine = picked?.itemId === item.id;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (mine) announce(messages.announceDropped, editor.drop());
      else announce(messages.announcePicked, editor.pickUp(item.id, 'keyboard'));
    } else if (mine && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      announce(messages.announceMoved, editor.moveTargetBy(event.key === 'ArrowUp' ? -1 : 1));
    } else if (mine && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      announce(messages.announceCanceled, editor.cancel());
    }
  }

  function onHandleBlur(item: PlaylistEditorItem) {
    // A move re-inserts the row and fires blur; only leaving the handle for good cancels the move.
    window.setTimeout(() => {
      if (document.activeElement !== handles.current.get(item.id) && picked?.mode === 'keyboard') {
        announce(messages.announceCanceled, editor.cancel());
      }
    }, 0);
  }

  function slotAt(clientY: number): number {
    const rows = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-item-id]') ?? [])];
    const index = rows.findIndex((row) => {
      const box = row.getBoundingClientRect();
      return clientY < box.top + box.height / 2;
    });
    return index < 0 ? rows.length : index;
  }

  function onHandlePointerDown(event: PointerEvent<HTMLButtonElement>, item: PlaylistEditorItem) {
    if (event.button !== 0) return;
    try {
      // Moves keep reaching the handle wherever the pointer goes.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer that is no longer active (lifted already) cannot be captured; the drag still works over the handle.
    }
    editor.pickUp(item.id, 'pointer');
  }

  function onHandlePointerMove(event: PointerEvent<HTMLButtonElement>, item: PlaylistEditorItem) {
    if (picked?.itemId !== item.id || picked.mode !== 'pointer') return;
    // Near the top or bottom of the window the page scrolls, so a long list can be crossed.
    if (event.clientY < SCROLL_EDGE) window.scrollBy({top: -SCROLL_STEP});
    else if (event.clientY > window.innerHeight - SCROLL_EDGE) window.scrollBy({top: SCROLL_STEP});
    const from = editor.items.findIndex((candidate) => candidate.id === item.id);
    const target = slotAt(event.clientY);
    editor.moveTargetTo(target > from ? target - 1 : target);
  }

  function onHandlePointerUp(item: PlaylistEditorItem) {
    if (picked?.itemId !== item.id || picked.mode !== 'pointer') return;
    const from = editor.items.findIndex((candidate) => candidate.id === item.id);
    const move = editor.drop();
    if (move !== null && move.position - 1 !== from) announce(messages.announceDropped, move);
  }

  async function remove(item: PlaylistEditorItem) {
    setRemoveErrors(({[item.id]: _dropped, ...rest}) => rest);
    try {
      await editor.removeItem(item.id);
    } catch (reason) {
      setRemoveErrors((current) => ({...current, [item.id]: errorText(reason)}));
    }
  }

  if (editor.items.length === 0) {
    return (
      <EmptyState
        size="compact"
        icon={playlistIcon}
        title={intl.formatMessage(messages.itemsEmptyTitle)}
        titleAs="h2"
        description={editable ? intl.formatMessage(messages.itemsEmptyOwner) : undefined}
      />
    );
  }

  return (
    <div className="nada-playlist-items">
      {editor.reorderFailed && (
        <p role="alert" className="nada-playlist-error">
          {intl.formatMessage(messages.reorderFailed)}
        </p>
      )}
      {editable && (
        <p id={instructionsId} hidden>
          {intl.formatMessage(messages.moveInstructions)}
        </p>
      )}
      <ol
        ref={listRef}
        className="nada-playlist-items__list"
        aria-label={intl.formatMessage(messages.itemsLabel)}
        data-reordering={picked !== null || undefined}
      >
        {editor.items.map((item, index) => {
          const removing = editor.removingIds.has(item.id);
          const isPicked = picked?.itemId === item.id;
          const detailsId = `${instructionsId}-${item.id}`;
          const playing = item.id === currentItemId;
          return (
            <li
              key={item.id}
              data-item-id={item.id}
              className="nada-playlist-item"
              aria-current={playing || undefined}
              data-now-playing={playing || undefined}
              // The app may take focus here to show the song playing (the mini-player's "Open the player").
              tabIndex={playing ? -1 : undefined}
              data-unavailable={!item.available || undefined}
              data-picked={isPicked ? picked.mode : undefined}
              data-drop={
                slot === index
                  ? 'before'
                  : slot === editor.items.length && index === editor.items.length - 1
                    ? 'after'
                    : undefined
              }
              aria-busy={removing || undefined}
            >
              {editable && (
                <button
                  type="button"
                  ref={(node) => {
                    if (node) handles.current.set(item.id, node);
                    else handles.current.delete(item.id);
                  }}
                  className="nada-playlist-item__handle"
                  aria-label={intl.formatMessage(messages.moveHandle, {title: item.title})}
                  aria-describedby={instructionsId}
                  aria-pressed={isPicked && picked.mode === 'keyboard'}
                  onKeyDown={(event) => onHandleKeyDown(event, item)}
                  onBlur={() => onHandleBlur(item)}
                  onPointerDown={(event) => onHandlePointerDown(event, item)}
                  onPointerMove={(event) => onHandlePointerMove(event, item)}
                  onPointerUp={() => onHandlePointerUp(item)}
                  onPointerCancel={() => editor.cancel()}
                >
                  <Icon icon={menuIcon} />
                </button>
              )}
              <span className="nada-playlist-item__position" aria-hidden="true">
                {intl.formatNumber(index + 1)}
              </span>
              <IconButton
                icon={playIcon}
                size="sm"
                variant="ghost"
                label={intl.formatMessage(messages.playItem, {title: item.title})}
                disabled={!item.available}
                aria-describedby={item.available ? undefined : detailsId}
                onClick={() => onPlayItem(index, item)}
                className="nada-playlist-item__play"
                {...(item.available ? playAttributes(item.id) : {})}
              />
              <div className="nada-playlist-item__text">
                <span className="nada-playlist-item__title">{item.title}</span>
                {playing && (
                  <span className="nada-playlist-item__note nada-playlist-item__now">
                    {intl.formatMessage(messages.nowPlaying)}
                  </span>
                )}
                {!item.available && (
                  <span id={detailsId} className="nada-playlist-item__note">
                    {intl.formatMessage(messages.itemUnavailable)}
                  </span>
                )}
                {removeErrors[item.id] !== undefined && (
                  <span role="alert" className="nada-playlist-error">
                    {removeErrors[item.id]}
                  </span>
                )}
              </div>
              <span className="nada-playlist-item__duration">
                {formatClock(item.durationSeconds, {rounding: 'nearest'})}
              </span>
              {editable && (
                <>
                  <IconButton
                    icon={trashIcon}
                    size="sm"
                    variant="ghost"
                    label={intl.formatMessage(messages.removeItem, {title: item.title})}
                    loading={removing}
                    onClick={() => void remove(item)}
                    className="nada-playlist-item__remove"
                  />
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <IconButton
                        icon={moreIcon}
                        size="sm"
                        variant="ghost"
                        label={intl.formatMessage(messages.itemActions, {title: item.title})}
                      />
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem
                        icon={chevronUpIcon}
                        disabled={index === 0}
                        onSelect={() => announce(messages.announceMoved, editor.moveItem(item.id, index - 1))}
                      >
                        {intl.formatMessage(messages.moveUp)}
                      </DropdownMenuItem>
                      <DropdownMenuItem
                        icon={chevronDownIcon}
                        disabled={index === editor.items.length - 1}
                        onSelect={() => announce(messages.announceMoved, editor.moveItem(item.id, index + 1))}
                      >
                        {intl.formatMessage(messages.moveDown)}
                      </DropdownMenuItem>
                      <DropdownMenuSeparator />
                      <DropdownMenuItem icon={trashIcon} tone="danger" onSelect={() => void remove(item)}>
                        {intl.formatMessage(messages.removeItem, {title: item.title})}
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <div role="status" aria-live="assertive" aria-atomic="true" className="nada-visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
