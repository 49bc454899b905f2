import {
  AlertDialog,
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EmptyState,
  Field,
  Icon,
  IconButton,
  Input,
  Switch,
  Textarea,
  type TypedMessage,
} from '@nada/ui';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import {useIntl} from 'react-intl';
import {usePlaylistErrorText} from './errors';
import {
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  formatClock,
  formatTotalDuration,
  titleProblem,
} from './format';
import {messages} from './messages';
import type {PlaylistEditorItem, PlaylistEditorPlaylist, PlaylistPatch} from './types';
import {usePlaylistEditor, type PlaylistEditor as EditorState, type PlaylistMove} from './usePlaylistEditor';
import './playlist.css';

/** Props of {@link PlaylistEditor}. */
export interface PlaylistEditorProps {
  /** The playlist with its items, as `GET /api/playlists/:id` returns it. */
  playlist: PlaylistEditorPlaylist;
  /** The public address of the playlist, shown with a copy button while it is public. */
  shareUrl?: string;
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
  onPlayItem,
  onPlayAll,
  onShufflePlay,
  onUpdate,
  onDelete,
  onReorder,
  onRemoveItem,
  titleAs = 'h1',
}: PlaylistEditorProps) {
  const intl = useIntl();
  const titleId = useId();
  const editor = usePlaylistEditor({playlist, onReorder, onRemoveItem, onUpdate});
  const owner = playlist.isOwner;
  const total = editor.items.reduce((sum, item) => sum + item.durationSeconds, 0);
  const playable = editor.items.some((item) => item.available);

  return (
    <section className="nada-playlist-editor" aria-labelledby={titleId}>
      <header className="nada-playlist-editor__header">
        <span className="nada-playlist-editor__art" aria-hidden="true">
          <Icon name="playlist" />
        </span>
        <div className="nada-playlist-editor__heading">
          <Details
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
              <Badge size="sm" tone="primary" icon="globe">
                {intl.formatMessage(messages.visibilityPublic)}
              </Badge>
            )}
          </p>
        </div>
      </header>

      <div className="nada-playlist-editor__actions">
        <Button iconStart="play" onClick={onPlayAll} disabled={!playable}>
          {intl.formatMessage(messages.playAll)}
        </Button>
        <Button variant="secondary" iconStart="shuffle" onClick={onShufflePlay} disabled={!playable}>
          {intl.formatMessage(messages.shufflePlay)}
        </Button>
        {owner && onDelete && <DeletePlaylist title={playlist.title} onDelete={onDelete} />}
      </div>

      {(owner || (playlist.visibility === 'public' && shareUrl)) && (
        <Sharing editor={editor} editable={owner} shareUrl={shareUrl} />
      )}

      <Items editor={editor} editable={owner} onPlayItem={onPlayItem} />
    </section>
  );
}

/** The name and description, turned into a form by the owner's edit button. */
function Details({
  playlist,
  titleId,
  editable,
  titleAs: Title,
  onSave,
}: {
  playlist: PlaylistEditorPlaylist;
  titleId: string;
  editable: boolean;
  titleAs: 'h1' | 'h2' | 'h3';
  onSave: (patch: PlaylistPatch) => Promise<void>;
}) {
  const intl = useIntl();
  const errorText = usePlaylistErrorText();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(playlist.title);
  const [description, setDescription] = useState(playlist.description ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) titleRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
  }, [editing]);

  function start() {
    setTitle(playlist.title);
    setDescription(playlist.description ?? '');
    setTitleError(null);
    setDescriptionError(null);
    setSaveError(null);
    setEditing(true);
  }

  function stop() {
    returnFocus.current = true;
    setEditing(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = titleProblem(title);
    const nextTitleError =
      problem === 'required'
        ? intl.formatMessage(messages.titleRequired)
        : problem === 'tooLong'
          ? intl.formatMessage(messages.titleTooLong, {max: TITLE_MAX_LENGTH})
          : null;
    const nextDescriptionError =
      description.trim().length > DESCRIPTION_MAX_LENGTH
        ? intl.formatMessage(messages.descriptionTooLong, {max: DESCRIPTION_MAX_LENGTH})
        : null;
    setTitleError(nextTitleError);
    setDescriptionError(nextDescriptionError);
    if (nextTitleError !== null) return titleRef.current?.focus();
    if (nextDescriptionError !== null) return;
    setBusy(true);
    setSaveError(null);
    try {
      await onSave({title: title.trim(), description: description.trim()});
      stop();
    } catch (reason) {
      setSaveError(errorText(reason));
    } finally {
      setBusy(false);
    }
  }

  if (!editing) {
    return (
      <>
        <div className="nada-playlist-editor__title-row">
          <Title id={titleId} className="nada-playlist-editor__title">
            {playlist.title}
          </Title>
          {editable && (
            <IconButton
              ref={editRef}
              icon="edit"
              size="sm"
              label={intl.formatMessage(messages.editDetails)}
              onClick={start}
            />
          )}
        </div>
        {playlist.description && <p className="nada-playlist-editor__description">{playlist.description}</p>}
      </>
    );
  }

  return (
    <form
      className="nada-playlist-editor__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.preventDefault();
          stop();
        }
      }}
    >
      {/* The heading stays for the page outline and the section's name while its text is edited. */}
      <Title id={titleId} className="nada-visually-hidden">
        {playlist.title}
      </Title>
      <Field label={intl.formatMessage(messages.titleLabel)} error={titleError ?? undefined} required>
        <Input
          ref={titleRef}
          value={title}
          autoComplete="off"
          onChange={(event) => {
            setTitle(event.target.value);
            setTitleError(null);
          }}
        />
      </Field>
      <Field
        label={intl.formatMessage(messages.descriptionLabel)}
        error={descriptionError ?? undefined}
        optional
      >
        <Textarea
          value={description}
          autosize
          maxRows={6}
          onChange={(event) => {
            setDescription(event.target.value);
            setDescriptionError(null);
          }}
        />
      </Field>
      {saveError !== null && (
        <p role="alert" className="nada-playlist-error">
          {saveError}
        </p>
      )}
      <div className="nada-playlist-editor__form-actions">
        <Button type="button" variant="ghost" onClick={stop} disabled={busy}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" loading={busy}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </form>
  );
}

/** The public/private switch (owner) and, while public, the share link with a copy button. */
function Sharing({
  editor,
  editable,
  shareUrl,
}: {
  editor: EditorState;
  editable: boolean;
  shareUrl: string | undefined;
}) {
  const intl = useIntl();
  const errorText = usePlaylistErrorText();
  const [visibilityError, setVisibilityError] = useState<string | null>(null);
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const linkRef = useRef<HTMLInputElement>(null);
  const isPublic = editor.visibility === 'public';

  async function copy() {
    if (shareUrl === undefined) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
      linkRef.current?.select();
    }
  }

  return (
    <div className="nada-playlist-editor__sharing">
      {editable && (
        <Switch
          checked={isPublic}
          description={intl.formatMessage(messages.publicHint)}
          onCheckedChange={(checked) => {
            setVisibilityError(null);
            setCopyStatus('idle');
            editor.setVisibility(checked ? 'public' : 'private').catch((reason: unknown) => {
              setVisibilityError(errorText(reason));
            });
          }}
        >
          {intl.formatMessage(messages.publicLabel)}
        </Switch>
      )}
      {visibilityError !== null && (
        <p role="alert" className="nada-playlist-error">
          {visibilityError}
        </p>
      )}
      {isPublic && shareUrl !== undefined && (
        <div className="nada-playlist-editor__share">
          <Field
            label={intl.formatMessage(messages.shareLinkLabel)}
            className="nada-playlist-editor__share-field"
          >
            <Input
              ref={linkRef}
              value={shareUrl}
              readOnly
              iconStart="link"
              onFocus={(event) => event.target.select()}
            />
          </Field>
          <Button variant="secondary" iconStart="copy" onClick={() => void copy()}>
            {intl.formatMessage(messages.copyLink)}
          </Button>
        </div>
      )}
      <p role="status" className={copyStatus === 'failed' ? 'nada-playlist-error' : 'nada-playlist-success'}>
        {copyStatus === 'copied' && intl.formatMessage(messages.linkCopied)}
        {copyStatus === 'failed' && intl.formatMessage(messages.copyFailed)}
      </p>
    </div>
  );
}

/** "Delete playlist" with its confirmation; a failure shows in the confirmation, which stays open. */
function DeletePlaylist({title, onDelete}: {title: string; onDelete: () => Promise<void>}) {
  const intl = useIntl();
  const errorText = usePlaylistErrorText();
  const [error, setError] = useState<string | null>(null);
  return (
    <AlertDialog
      tone="danger"
      title={intl.formatMessage(messages.deleteTitle, {title})}
      description={intl.formatMessage(messages.deleteDescription)}
      confirmLabel={intl.formatMessage(messages.deleteConfirm)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      onOpenChange={() => setError(null)}
      onConfirm={async () => {
        setError(null);
        try {
          await onDelete();
        } catch (reason) {
          setError(errorText(reason));
          throw reason;
        }
      }}
      trigger={
        <Button variant="ghost" iconStart="trash" className="nada-playlist-editor__delete">
          {intl.formatMessage(messages.deletePlaylist)}
        </Button>
      }
    >
      {error !== null && (
        <p role="alert" className="nada-playlist-error">
          {error}
        </p>
      )}
    </AlertDialog>
  );
}

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
function Items({
  editor,
  editable,
  onPlayItem,
}: {
  editor: EditorState;
  editable: boolean;
  onPlayItem: (index: number, item: PlaylistEditorItem) => void;
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
        icon="playlist"
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
          return (
            <li
              key={item.id}
              data-item-id={item.id}
              className="nada-playlist-item"
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
                  <Icon name="menu" />
                </button>
              )}
              <span className="nada-playlist-item__position" aria-hidden="true">
                {intl.formatNumber(index + 1)}
              </span>
              <IconButton
                icon="play"
                size="sm"
                variant="ghost"
                label={intl.formatMessage(messages.playItem, {title: item.title})}
                disabled={!item.available}
                aria-describedby={item.available ? undefined : detailsId}
                onClick={() => onPlayItem(index, item)}
                className="nada-playlist-item__play"
              />
              <div className="nada-playlist-item__text">
                <span className="nada-playlist-item__title">{item.title}</span>
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
              <span className="nada-playlist-item__duration">{formatClock(intl, item.durationSeconds)}</span>
              {editable && (
                <>
                  <IconButton
                    icon="trash"
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
                        icon="more"
                        size="sm"
                        variant="ghost"
                        label={intl.formatMessage(messages.itemActions, {title: item.title})}
                      />
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem
                        icon="chevronUp"
                        disabled={index === 0}
                        onSelect={() => announce(messages.announceMoved, editor.moveItem(item.id, index - 1))}
                      >
                        {intl.formatMessage(messages.moveUp)}
                      </DropdownMenuItem>
                      <DropdownMenuItem
                        icon="chevronDown"
                        disabled={index === editor.items.length - 1}
                        onSelect={() => announce(messages.announceMoved, editor.moveItem(item.id, index + 1))}
                      >
                        {intl.formatMessage(messages.moveDown)}
                      </DropdownMenuItem>
                      <DropdownMenuSeparator />
                      <DropdownMenuItem icon="trash" tone="danger" onSelect={() => void remove(item)}>
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
