import {Button, Dialog, DialogClose, DialogContent, DialogFooter, Field, Input} from '@nada/ui';
import {useState, type FormEvent} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {ApiRequestError} from '../api/client';
import {createPlaylist, type Playlist} from './playlistApi';
import {playlistMessages} from './playlistMessages';

/** The longest playlist title the API takes. */
const TITLE_MAX = 80;

/** Props of {@link NewPlaylistDialog}. */
export interface NewPlaylistDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Called with the playlist once the API has made it. */
  onCreated: (playlist: Playlist) => void;
}

/** Asks for a new playlist's name (1 to 80 characters) and makes it, explaining a refusal in place. */
export function NewPlaylistDialog({open, onOpenChange, onCreated}: NewPlaylistDialogProps) {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setTitle('');
      setProblem(null);
    }
    onOpenChange(next);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setProblem(intl.formatMessage(playlistMessages.titleRequired));
    if ([...trimmed].length > TITLE_MAX) return setProblem(intl.formatMessage(playlistMessages.titleTooLong));
    setBusy(true);
    setProblem(null);
    try {
      const playlist = await createPlaylist({title: trimmed});
      handleOpenChange(false);
      onCreated(playlist);
    } catch (error) {
      console.warn('POST /api/playlists failed', error);
      setProblem(
        intl.formatMessage(apiErrorMessage(error instanceof ApiRequestError ? error.code : 'NETWORK')),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent title={intl.formatMessage(playlistMessages.newTitle)} size="sm">
        <form className="page-playlist__new" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Field label={intl.formatMessage(playlistMessages.nameLabel)} error={problem ?? undefined}>
            <Input
              value={title}
              autoComplete="off"
              autoFocus
              maxLength={TITLE_MAX + 20}
              onChange={(event) => {
                setTitle(event.target.value);
                if (problem !== null) setProblem(null);
              }}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost" disabled={busy}>
                <FormattedMessage {...playlistMessages.cancel} />
              </Button>
            </DialogClose>
            <Button type="submit" loading={busy}>
              <FormattedMessage {...playlistMessages.create} />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
