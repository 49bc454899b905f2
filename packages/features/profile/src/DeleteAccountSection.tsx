import {Button, Field, Input, trashIcon} from '@nada/ui';
import {useCallback, useId} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {FormStatus} from './FormStatus';
import {messages} from './messages';
import {profileFieldErrorMessages} from './profileErrors';
import {ProfileSection, type ProfileHeadingOptions} from './ProfileSection';
import type {ProfileFieldErrors, ProfileFormState} from './types';
import {useProfileForm} from './useProfileForm';

/** The values of {@link DeleteAccountSection}. */
export type DeleteAccountValues = {confirmation: string};

/** Props of {@link DeleteAccountSection}. */
export interface DeleteAccountSectionProps extends ProfileHeadingOptions {
  /** The account's email, which the user types to confirm; without one, a word ("HAPUS"/"DELETE") is typed. */
  email?: string | null;
  /**
   * Deletes the account (the app's `DELETE /api/me`, re-authenticating and retrying when the API
   * asks for a recent sign-in); the app signs out and leaves the page once this settles.
   */
  deleteAccount: () => Promise<void>;
  /** Called once the account is deleted. */
  onSuccess?: () => void;
  /** The confirmation the field starts with, for stories. @default '' */
  defaultConfirmation?: string;
  /** The state to start in, for stories and known outcomes. @default idle */
  initialState?: Partial<ProfileFormState<DeleteAccountValues>>;
}

/** The danger zone: what deleting the account removes, a typed confirmation, then the deletion. */
export function DeleteAccountSection({
  email,
  deleteAccount,
  onSuccess,
  defaultConfirmation = '',
  initialState,
  headingLevel,
}: DeleteAccountSectionProps) {
  const intl = useIntl();
  const word = email || intl.formatMessage(messages.deleteWord);
  const validate = useCallback(
    ({confirmation}: DeleteAccountValues): ProfileFieldErrors<DeleteAccountValues> =>
      // An email is compared without regard to case; the word exactly as shown.
      (email ? confirmation.trim().toLowerCase() === email.toLowerCase() : confirmation.trim() === word)
        ? {}
        : {confirmation: 'confirmationMismatch'},
    [email, word],
  );
  const form = useProfileForm<DeleteAccountValues>({
    defaultValues: {confirmation: defaultConfirmation},
    validate,
    onSubmit: deleteAccount,
    onSuccess: useCallback(() => onSuccess?.(), [onSuccess]),
    initialState,
  });
  const confirmId = useId();
  const busy = form.status === 'submitting';
  const code = form.fieldErrors.confirmation;
  return (
    <ProfileSection
      title={<FormattedMessage {...messages.deleteTitle} />}
      lead={<FormattedMessage {...messages.deleteLead} />}
      headingLevel={headingLevel}
      tone="danger"
    >
      <form
        className="nada-profile__form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-busy={busy || undefined}
      >
        <FormStatus
          statusRef={form.statusRef}
          status={form.status === 'success' ? 'idle' : form.status}
          error={form.error}
          fieldErrorCount={code ? 1 : 0}
        />
        <Field
          label={<FormattedMessage {...messages.deleteConfirmLabel} values={{word}} />}
          controlId={confirmId}
          error={code ? intl.formatMessage(profileFieldErrorMessages[code], {word}) : undefined}
        >
          <Input
            name="confirmation"
            autoComplete="off"
            spellCheck={false}
            value={form.values.confirmation}
            onChange={(event) => form.setValue('confirmation', event.target.value)}
          />
        </Field>
        <div className="nada-profile__actions">
          <Button type="submit" variant="danger" iconStart={trashIcon} loading={busy} disabled={busy}>
            <FormattedMessage {...messages.deleteSubmit} />
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
