import {AlertDialog, Button, trashIcon} from '@nada/ui';
import {useState} from 'react';
import {useIntl} from 'react-intl';
import {usePlaylistErrorText} from './errors';
import {messages} from './messages';

/** "Delete playlist" with its confirmation; a failure shows in the confirmation, which stays open. */
export function DeletePlaylist({title, onDelete}: {title: string; onDelete: () => Promise<void>}) {
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
        <Button variant="ghost" iconStart={trashIcon} className="nada-playlist-editor__delete">
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
