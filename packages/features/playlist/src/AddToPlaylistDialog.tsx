import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Field,
  Icon,
  IconButton,
  Input,
  Skeleton,
  SkeletonGroup,
  useInlineEditor,
  type ButtonProps,
  checkIcon,
  playlistIcon,
  plusIcon,
  spinnerIcon,
} from '@nada/ui';
import {forwardRef, useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {useIntl} from 'react-intl';
import {usePlaylistErrorText} from './errors';
import {TITLE_MAX_LENGTH, titleProblem} from './format';
import {LoadProblem} from './LoadProblem';
import {messages} from './messages';
import type {PlaylistChoice, PlaylistLoadStatus} from './types';
import './playlist.css';

/** Props of {@link AddToPlaylistDialog}. */
export interface AddToPlaylistDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, the close button, Done). */
  onOpenChange: (open: boolean) => void;
  /** Title of the song, stem or track being added, shown in the dialog's description. */
  itemTitle: string;
  /** The user's playlists, with whether each already holds the item. */
  playlists: readonly PlaylistChoice[];
  /** Whether the playlists are still loading, shown, or failed to load. */
  status: PlaylistLoadStatus;
  /** Adds the item to a playlist (`add` true) or takes it out; a rejection is explained on that row. */
  onToggle: (playlistId: string, add: boolean) => Promise<void>;
  /** Makes a playlist with the given (trimmed) name and adds the item to it. */
  onCreate: (title: string) => Promise<{id: string}>;
  /** Why loading failed, when `status` is `error`: an error with the API's `code`, or a failed fetch. */
  error?: unknown;
  /** Loads the playlists again after a failure; without it no retry button shows. */
  onRetry?: () => void;
}

/** A pending or finished change of one row, kept until the `playlists` prop agrees with it. */
interface RowChange {
  /** Whether the row should read as holding the item. */
  checked: boolean;
  /** Whether the change is still being saved. */
  pending: boolean;
}

/**
 * Adds an item to the user's playlists: a checklist of the playlists (checked where the item
 * already is), each saved on its own with a busy row and an inline error, and a field that makes
 * a new playlist with the item in it. What changed is announced ("Added to Favourites").
 */
export function AddToPlaylistDialog({
  open,
  onOpenChange,
  itemTitle,
  playlists,
  status,
  onToggle,
  onCreate,
  error,
  onRetry,
}: AddToPlaylistDialogProps) {
  const intl = useIntl();
  const errorText = usePlaylistErrorText();
  const [changes, setChanges] = useState<Record<string, RowChange>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');

  // A finished change is dropped once the app's data says the same, so the row never flickers back.
  useEffect(() => {
    setChanges((current) => {
      const settled = new Set(
        playlists
          .filter((playlist) => {
            const change = current[playlist.id];
            return change !== undefined && !change.pending && change.checked === playlist.containsItem;
          })
          .map((playlist) => playlist.id),
      );
      if (settled.size === 0) return current;
      return Object.fromEntries(Object.entries(current).filter(([id]) => !settled.has(id)));
    });
  }, [playlists]);

  useEffect(() => {
    if (open) return;
    setChanges({});
    setRowErrors({});
    setAnnouncement('');
  }, [open]);

  async function toggle(playlist: PlaylistChoice, add: boolean) {
    setChanges((current) => ({...current, [playlist.id]: {checked: add, pending: true}}));
    setRowErrors(({[playlist.id]: _dropped, ...rest}) => rest);
    try {
      await onToggle(playlist.id, add);
      setChanges((current) => ({...current, [playlist.id]: {checked: add, pending: false}}));
      setAnnouncement(
        intl.formatMessage(add ? messages.added : messages.removed, {playlist: playlist.title}),
      );
    } catch (reason) {
      setChanges(({[playlist.id]: _dropped, ...rest}) => rest);
      setRowErrors((current) => ({...current, [playlist.id]: errorText(reason)}));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={intl.formatMessage(messages.dialogTitle)}
        description={intl.formatMessage(messages.dialogDescription, {title: itemTitle})}
        size="sm"
        onEscapeKeyDown={(event) => {
          // Escape in the new playlist's name field closes that field, not the whole dialog.
          if (event.target instanceof Element && event.target.closest('.nada-playlist-add__new'))
            event.preventDefault();
        }}
      >
        <div className="nada-playlist-add">
          {status === 'loading' && (
            <SkeletonGroup
              label={intl.formatMessage(messages.dialogLoading)}
              className="nada-playlist-add__skeleton"
            >
              {[0, 1, 2].map((index) => (
                <div key={index} className="nada-playlist-add__skeleton-row">
                  <Skeleton shape="rect" width={20} height={20} />
                  <Skeleton lines={2} />
                </div>
              ))}
            </SkeletonGroup>
          )}
          {status === 'error' && (
            <LoadProblem
              title={intl.formatMessage(messages.dialogLoadFailed)}
              error={error}
              onRetry={onRetry}
            />
          )}
          {status === 'ready' && playlists.length === 0 && (
            <p className="nada-playlist-muted">{intl.formatMessage(messages.dialogEmpty)}</p>
          )}
          {status === 'ready' && playlists.length > 0 && (
            <ul className="nada-playlist-add__list" aria-label={intl.formatMessage(messages.dialogListLabel)}>
              {playlists.map((playlist) => {
                const change = changes[playlist.id];
                const checked = change?.checked ?? playlist.containsItem;
                const pending = change?.pending ?? false;
                const count = playlist.itemCount + (checked === playlist.containsItem ? 0 : checked ? 1 : -1);
                return (
                  <AddRow
                    key={playlist.id}
                    playlist={playlist}
                    checked={checked}
                    pending={pending}
                    count={count}
                    error={rowErrors[playlist.id]}
                    onCheckedChange={(add) => void toggle(playlist, add)}
                  />
                );
              })}
            </ul>
          )}
          {status === 'ready' && (
            <NewPlaylistForm
              onCreate={onCreate}
              onCreated={(title) =>
                setAnnouncement(intl.formatMessage(messages.createdAndAdded, {playlist: title}))
              }
            />
          )}
          <p role="status" className="nada-playlist-add__status">
            {announcement && <Icon icon={checkIcon} />}
            {announcement}
          </p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{intl.formatMessage(messages.done)}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One playlist of the checklist: its box, name, item count, busy mark and error. */
function AddRow({
  playlist,
  checked,
  pending,
  count,
  error,
  onCheckedChange,
}: {
  playlist: PlaylistChoice;
  checked: boolean;
  pending: boolean;
  count: number;
  error: string | undefined;
  onCheckedChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <li
      className="nada-playlist-add__row"
      data-pending={pending || undefined}
      aria-busy={pending || undefined}
    >
      <div className="nada-playlist-add__choice">
        <Checkbox
          checked={checked}
          disabled={pending}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          description={intl.formatMessage(messages.itemCount, {count})}
          aria-describedby={error ? errorId : undefined}
          invalid={error !== undefined}
        >
          {playlist.title}
        </Checkbox>
        {pending && (
          <span className="nada-playlist-add__pending">
            <Icon icon={spinnerIcon} className="nada-playlist-spin" />
            <span className="nada-visually-hidden">{intl.formatMessage(messages.dialogSaving)}</span>
          </span>
        )}
      </div>
      {error !== undefined && (
        <p id={errorId} role="alert" className="nada-playlist-error">
          {error}
        </p>
      )}
    </li>
  );
}

/** "New playlist": a button that opens a name field, checked 1 to 80 characters, then makes the playlist. */
function NewPlaylistForm({
  onCreate,
  onCreated,
}: {
  onCreate: (title: string) => Promise<{id: string}>;
  onCreated: (title: string) => void;
}) {
  const intl = useIntl();
  const errorText = usePlaylistErrorText();
  // Creating the playlist, or Escape, gives the focus back to the New playlist button.
  const {editing, open, close: stopEditing, openerRef} = useInlineEditor();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  function close() {
    stopEditing();
    setTitle('');
    setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = titleProblem(title);
    if (check === 'required') return setProblem(intl.formatMessage(messages.titleRequired));
    if (check === 'tooLong')
      return setProblem(intl.formatMessage(messages.titleTooLong, {max: TITLE_MAX_LENGTH}));
    setBusy(true);
    setProblem(null);
    try {
      const trimmed = title.trim();
      await onCreate(trimmed);
      onCreated(trimmed);
      close();
    } catch (reason) {
      setProblem(errorText(reason));
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  if (!editing) {
    return (
      <Button ref={openerRef} variant="ghost" iconStart={plusIcon} onClick={open}>
        {intl.formatMessage(messages.newPlaylist)}
      </Button>
    );
  }
  return (
    <form className="nada-playlist-add__new" onSubmit={(event) => void submit(event)} noValidate>
      <Field label={intl.formatMessage(messages.newPlaylistName)} error={problem ?? undefined}>
        <Input
          ref={inputRef}
          value={title}
          autoComplete="off"
          onChange={(event) => {
            setTitle(event.target.value);
            if (problem !== null) setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
      </Field>
      <div className="nada-playlist-add__new-actions">
        <Button type="button" variant="ghost" size="sm" onClick={close} disabled={busy}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" size="sm" loading={busy}>
          {intl.formatMessage(messages.createAndAdd)}
        </Button>
      </div>
    </form>
  );
}

/** Props of {@link AddToPlaylistButton}. */
export interface AddToPlaylistButtonProps extends Omit<ButtonProps, 'children'> {
  /** Shows only the playlist icon, named for screen readers, where space is short. @default false */
  iconOnly?: boolean;
}

/** The "Add to playlist" button that opens {@link AddToPlaylistDialog}; give it `onClick`. */
export const AddToPlaylistButton = forwardRef<HTMLButtonElement, AddToPlaylistButtonProps>(
  function AddToPlaylistButton({iconOnly = false, variant = 'secondary', size, ...props}, ref) {
    const intl = useIntl();
    const label = intl.formatMessage(messages.addToPlaylist);
    if (iconOnly) {
      return (
        <IconButton
          ref={ref}
          icon={playlistIcon}
          label={label}
          variant={variant}
          size={size}
          aria-haspopup="dialog"
          {...props}
        />
      );
    }
    return (
      <Button
        ref={ref}
        variant={variant}
        size={size}
        iconStart={playlistIcon}
        aria-haspopup="dialog"
        {...props}
      >
        {label}
      </Button>
    );
  },
);
