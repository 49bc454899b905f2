import {Button, Dialog, DialogClose, DialogContent, DialogFooter, Field, Input} from '@nada/ui';
import {useId} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {ErrorSummary} from './ErrorSummary';
import {failureText, fieldErrorText, richText} from './formText';
import {messages} from './messages';
import {usePasswordForm} from './usePasswordForm';
import type {UsePasswordFormOptions} from './usePasswordForm';
import './authForms.css';

/** Props of {@link ReauthenticateDialog}. */
export interface ReauthenticateDialogProps extends Pick<
  UsePasswordFormOptions,
  'initialState' | 'defaultPassword'
> {
  /** Whether the dialog is shown (open it when an action fails with `auth/requires-recent-login`). */
  open: boolean;
  /** Called when the dialog asks to close (Cancel, Escape, the close button) or after success. */
  onOpenChange: (open: boolean) => void;
  /** The signed-in account's address. */
  email: string;
  /** Checks the password (Firebase `reauthenticateWithCredential`). */
  reauthenticate: (password: string) => Promise<void>;
  /** Called once re-authenticated, to retry the action that needed it. */
  onSuccess: () => void;
}

/** Asks for the current password again before a sensitive change (email, password, account deletion). */
export function ReauthenticateDialog({
  open,
  onOpenChange,
  email,
  reauthenticate,
  onSuccess,
  ...options
}: ReauthenticateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={<FormattedMessage {...messages.reauthTitle} />}
        description={<FormattedMessage {...messages.reauthDescription} values={{...richText, email}} />}
      >
        {/* Mounted with the dialog, so every opening starts with an empty field and no old error. */}
        <ReauthenticateForm
          email={email}
          reauthenticate={reauthenticate}
          onSuccess={() => {
            onOpenChange(false);
            onSuccess();
          }}
          {...options}
        />
      </DialogContent>
    </Dialog>
  );
}

function ReauthenticateForm({
  email,
  reauthenticate,
  onSuccess,
  ...options
}: Pick<
  ReauthenticateDialogProps,
  'email' | 'reauthenticate' | 'onSuccess' | 'initialState' | 'defaultPassword'
>) {
  const intl = useIntl();
  const form = usePasswordForm({send: reauthenticate, kind: 'current', onSuccess, ...options});
  const passwordId = useId();
  const busy = form.status === 'submitting';
  const passwordError = fieldErrorText(intl, form.fieldErrors.password);
  return (
    <form className="nada-auth__form" noValidate onSubmit={form.handleSubmit} aria-busy={busy || undefined}>
      <ErrorSummary
        summaryRef={form.summaryRef}
        message={failureText(intl, form.error)}
        items={passwordError ? [{fieldId: passwordId, message: passwordError}] : []}
      />
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <Field
        label={<FormattedMessage {...messages.passwordLabel} />}
        controlId={passwordId}
        error={passwordError}
      >
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
        />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">
            <FormattedMessage {...messages.cancel} />
          </Button>
        </DialogClose>
        <Button type="submit" loading={form.pending === 'submit'} disabled={busy}>
          <FormattedMessage {...messages.reauthSubmit} />
        </Button>
      </DialogFooter>
    </form>
  );
}
