import {Button, Dialog, DialogClose, DialogContent, DialogFooter, Field, Input} from '@nada/ui';
import {useState, type FormEvent} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {usePlaylistErrorText} from './errors';
import {TITLE_MAX_LENGTH, titleProblem} from './format';
import {messages} from './messages';
import {usePlaylists} from './PlaylistsProvider';
import type {Playlist} from './types';

/** Props of {@link NewPlaylistDialog}. */
export interface NewPlaylistDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Called with the playlist once the client has made it. */
  onCreated: (playlist: Playlist) => void;
}

/** Asks for a new playlist's name (1 to 80 characters) and makes it, explaining a refusal in place. */
export function NewPlaylistDialog({open, onOpenChange, onCreated}: NewPlaylistDialogProps) {
  const intl = useIntl();
  const {client} = usePlaylists();
  const errorText = usePlaylistErrorText();
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
    const invalid = titleProblem(trimmed);
    if (invalid === 'required') return setProblem(intl.formatMessage(messages.titleRequired));
    if (invalid === 'tooLong') {
      return setProblem(intl.formatMessage(messages.titleTooLong, {max: TITLE_MAX_LENGTH}));
    }
    setBusy(true);
    setProblem(null);
    try {
      const playlist = await client.createPlaylist({title: trimmed});
      handleOpenChange(false);
      onCreated(playlist);
    } catch (error) {
      console.warn('Creating a playlist failed', error);
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent title={intl.formatMessage(messages.newPlaylist)} size="sm">
        <form className="nada-playlist-page__new" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Field label={intl.formatMessage(messages.titleLabel)} error={problem ?? undefined}>
            <Input
              value={title}
              autoComplete="off"
              autoFocus
              maxLength={TITLE_MAX_LENGTH + 20}
              onChange={(event) => {
                setTitle(event.target.value);
                if (problem !== null) setProblem(null);
              }}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost" disabled={busy}>
                <FormattedMessage {...messages.cancel} />
              </Button>
            </DialogClose>
            <Button type="submit" loading={busy}>
              <FormattedMessage {...messages.create} />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
