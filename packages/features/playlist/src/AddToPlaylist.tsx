import {IconButton, Toast, ToastProvider, type ButtonSize, type ButtonVariant, playlistIcon} from '@nada/ui';
import {useState, type ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {AddToPlaylistButton, AddToPlaylistDialog} from './AddToPlaylistDialog';
import {messages} from './messages';
import {PlaylistLink, usePlaylists} from './PlaylistsProvider';
import type {PlaylistFile} from './types';
import {usePlaylistChoices} from './usePlaylistChoices';

/** A playlist the file went into while the dialog was open. */
interface Added {
  id: string;
  title: string;
}

/** What {@link useAddToPlaylist} gives its caller. */
export interface AddToPlaylistControl {
  /** Opens the dialog (from a button, a menu item). */
  open: () => void;
  /** The dialog, and the toast that confirms what was added once it closes; render it once. */
  element: ReactNode;
}

/**
 * "Add to playlist" for one of the user's files, for any trigger: the dialog wired to the
 * {@link PlaylistsProvider}'s client (the playlists with checkmarks where the file is, add or remove, create and add) and,
 * when it closes after adding, a toast that says where the file went with a link to that playlist.
 */
export function useAddToPlaylist(file: PlaylistFile): AddToPlaylistControl {
  const intl = useIntl();
  const {client, playlistHref} = usePlaylists();
  const [isOpen, setOpen] = useState(false);
  const [added, setAdded] = useState<Added[]>([]);
  const [confirmation, setConfirmation] = useState<Added[] | null>(null);
  const {state, reload, toggle, create} = usePlaylistChoices(client, file, isOpen);

  const remember = (playlist: Added, isAdded: boolean) =>
    setAdded((list) => [...list.filter((entry) => entry.id !== playlist.id), ...(isAdded ? [playlist] : [])]);
  const titleOf = (id: string) =>
    state.status === 'ready' ? (state.choices.find((choice) => choice.id === id)?.title ?? '') : '';

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setConfirmation(null);
      return;
    }
    if (added.length > 0) setConfirmation(added);
    setAdded([]);
  };

  const last = confirmation?.at(-1);
  const element = (
    <>
      <AddToPlaylistDialog
        open={isOpen}
        onOpenChange={handleOpenChange}
        itemTitle={file.title}
        status={state.status}
        playlists={state.status === 'ready' ? state.choices : []}
        error={state.status === 'error' ? {code: state.code} : undefined}
        onRetry={reload}
        onToggle={async (playlistId, add) => {
          const title = titleOf(playlistId);
          await toggle(playlistId, add);
          remember({id: playlistId, title}, add);
        }}
        onCreate={async (title) => {
          const playlist = await create(title);
          remember({id: playlist.id, title: title.trim()}, true);
          return playlist;
        }}
      />
      {confirmation && last && (
        // Mounted only while it shows, like the app's other notices: no empty toast region per button.
        <ToastProvider>
          <Toast
            open
            duration={10_000}
            tone="success"
            onOpenChange={(open) => {
              if (!open) setConfirmation(null);
            }}
            title={
              confirmation.length === 1
                ? intl.formatMessage(messages.addedTo, {playlist: last.title})
                : intl.formatMessage(messages.addedToMany, {count: confirmation.length})
            }
            action={
              confirmation.length === 1
                ? {
                    label: intl.formatMessage(messages.openPlaylist),
                    link: <PlaylistLink href={playlistHref(last.id)} />,
                  }
                : {
                    label: intl.formatMessage(messages.openPlaylists),
                    link: <PlaylistLink href={playlistHref()} />,
                  }
            }
          />
        </ToastProvider>
      )}
    </>
  );
  return {open: () => handleOpenChange(true), element};
}

/** Props of {@link AddToPlaylist}. */
export interface AddToPlaylistProps extends PlaylistFile {
  /** The icon button's accessible name (a stem's row); without it, the labelled "Add to playlist" button. */
  iconLabel?: string;
  /** The button's look; the labelled button is `secondary` unless told. */
  variant?: ButtonVariant;
  /** The button's size. */
  size?: ButtonSize;
}

/** "Add to playlist" as its own button (see {@link useAddToPlaylist}). */
export function AddToPlaylist({fileId, title, iconLabel, variant, size}: AddToPlaylistProps) {
  const control = useAddToPlaylist({fileId, title});
  return (
    <>
      {iconLabel ? (
        <IconButton
          icon={playlistIcon}
          label={iconLabel}
          variant={variant}
          size={size}
          aria-haspopup="dialog"
          onClick={control.open}
        />
      ) : (
        <AddToPlaylistButton variant={variant ?? 'secondary'} size={size} onClick={control.open} />
      )}
      {control.element}
    </>
  );
}
