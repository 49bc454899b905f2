import {errorCodeOf} from '@nada/jobs';
import {Button, Dialog, DialogClose, DialogContent, DialogFooter, Field, Input, editIcon} from '@nada/ui';
import {useState, type FormEvent} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {renameMessages} from './messages';

/** The longest song name the API takes (`PATCH /api/files/:id`), in characters. */
export const SONG_NAME_MAX = 120;

/** Props of {@link RenameSongDialog}. */
export interface RenameSongDialogProps {
  /** The uploaded song's file. */
  fileId: string;
  /** The name it has now, without the extension. */
  name: string;
  /**
   * Saves the name through the API (`PATCH /api/files/:id`) and resolves with the song's name as
   * saved, without the extension; rejects with the API's code (`FILE_NOT_FOUND` once it is gone).
   */
  onRename: (fileId: string, name: string) => Promise<string>;
  /** Called with the new name once the API has saved it. */
  onRenamed: (name: string) => void;
}

/** A "Rename" button and its dialog: asks for the song's name (1 to 120 characters) and saves it. */
export function RenameSongDialog({fileId, name, onRename, onRenamed}: RenameSongDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleOpenChange = (next: boolean) => {
    setValue(name);
    setProblem(null);
    setOpen(next);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setProblem(intl.formatMessage(renameMessages.required));
    if ([...trimmed].length > SONG_NAME_MAX)
      return setProblem(intl.formatMessage(renameMessages.tooLong, {max: SONG_NAME_MAX}));
    setBusy(true);
    setProblem(null);
    try {
      const saved = await onRename(fileId, trimmed);
      setOpen(false);
      onRenamed(saved);
    } catch (error) {
      console.warn('PATCH /api/files failed', error);
      const code = errorCodeOf(error);
      setProblem(intl.formatMessage(code === 'FILE_NOT_FOUND' ? renameMessages.gone : renameMessages.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" iconStart={editIcon} onClick={() => handleOpenChange(true)}>
        <FormattedMessage {...renameMessages.open} />
      </Button>
      <Dialog open={open} onOpenChange={handleOpenChange}>
        <DialogContent title={intl.formatMessage(renameMessages.title)} size="sm">
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <Field
              label={intl.formatMessage(renameMessages.label)}
              hint={intl.formatMessage(renameMessages.hint)}
              error={problem ?? undefined}
            >
              <Input
                value={value}
                autoComplete="off"
                autoFocus
                maxLength={SONG_NAME_MAX + 20}
                onChange={(event) => {
                  setValue(event.target.value);
                  if (problem !== null) setProblem(null);
                }}
              />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="ghost" disabled={busy}>
                  <FormattedMessage {...renameMessages.cancel} />
                </Button>
              </DialogClose>
              <Button type="submit" loading={busy}>
                <FormattedMessage {...renameMessages.save} />
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
