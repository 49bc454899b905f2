import {AddToPlaylistButton, AddToPlaylistDialog} from '@nada/playlist';
import {IconButton, type ButtonSize, type ButtonVariant} from '@nada/ui';
import {useState} from 'react';
import {errorOf} from './errorOf';
import {usePlaylistChoices, type PlaylistFile} from './usePlaylistChoices';

/** Props of {@link AddToPlaylist}. */
export interface AddToPlaylistProps extends PlaylistFile {
  /** The icon button's accessible name (a stem's row); without it, the labelled "Add to playlist" button. */
  iconLabel?: string;
  /** The button's look; the labelled button is `secondary` unless told. */
  variant?: ButtonVariant;
  /** The button's size. */
  size?: ButtonSize;
}

/**
 * "Add to playlist" for one of the user's files: a button that opens @nada/playlist's dialog, wired
 * to the API (the playlists with checkmarks where the file is, add or remove, create and add).
 */
export function AddToPlaylist({fileId, title, iconLabel, variant, size}: AddToPlaylistProps) {
  const [open, setOpen] = useState(false);
  const {state, reload, toggle, create} = usePlaylistChoices({fileId, title}, open);
  return (
    <>
      {iconLabel ? (
        <IconButton
          icon="playlist"
          label={iconLabel}
          variant={variant}
          size={size}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        />
      ) : (
        <AddToPlaylistButton variant={variant ?? 'secondary'} size={size} onClick={() => setOpen(true)} />
      )}
      <AddToPlaylistDialog
        open={open}
        onOpenChange={setOpen}
        itemTitle={title}
        status={state.status}
        playlists={state.status === 'ready' ? state.choices : []}
        error={state.status === 'error' ? errorOf(state.code) : undefined}
        onRetry={reload}
        onToggle={toggle}
        onCreate={create}
      />
    </>
  );
}
