import {authErrorCode, isDismissedAuthError} from '@nada/auth-forms';
import {Button, Dialog, DialogClose, DialogContent, DialogFooter, googleIcon} from '@nada/ui';
import {useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {messages} from './messages';
import {profileErrorMessage} from './profileErrors';
import './profile.css';

/** Props of {@link GoogleReauthDialog}. */
export interface GoogleReauthDialogProps {
  /** Whether the dialog is shown (for an account without a password, on `auth/requires-recent-login`). */
  open: boolean;
  /** Called when the dialog asks to close (Cancel, Escape) or after success. */
  onOpenChange: (open: boolean) => void;
  /** Signs in with Google again (Firebase `reauthenticateWithPopup`), from the button's click so the popup opens. */
  reauthenticate: () => Promise<void>;
  /** Called once re-authenticated, to retry the action that needed it. */
  onSuccess: () => void;
}

/** The Google counterpart of the auth forms' `ReauthenticateDialog`: one click opens Google's popup. */
export function GoogleReauthDialog({open, onOpenChange, reauthenticate, onSuccess}: GoogleReauthDialogProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);

  async function handleClick() {
    setBusy(true);
    setErrorCode(null);
    try {
      await reauthenticate();
      onOpenChange(false);
      onSuccess();
    } catch (error) {
      const code = authErrorCode(error);
      if (!isDismissedAuthError(code)) setErrorCode(code);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={<FormattedMessage {...messages.googleReauthTitle} />}
        description={<FormattedMessage {...messages.googleReauthText} />}
      >
        {errorCode && (
          <p className="nada-profile__status" role="alert" data-kind="error">
            {intl.formatMessage(profileErrorMessage(errorCode))}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">
              <FormattedMessage {...messages.cancel} />
            </Button>
          </DialogClose>
          <Button iconStart={googleIcon} loading={busy} disabled={busy} onClick={() => void handleClick()}>
            <FormattedMessage {...messages.googleReauthSubmit} />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
