import {NewPasswordField, isStrongPassword} from '@nada/auth-forms';
import {Button} from '@nada/ui';
import {useCallback, useId} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {FormStatus} from './FormStatus';
import {messages} from './messages';
import {profileFieldErrorMessages} from './profileErrors';
import {ProfileSection, type ProfileHeadingOptions} from './ProfileSection';
import type {ProfileFieldErrors, ProfileFormState} from './types';
import {useProfileForm} from './useProfileForm';

/** The values of {@link ChangePasswordForm}. */
export type ChangePasswordValues = {password: string};

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps extends ProfileHeadingOptions {
  /**
   * Saves the new password (Firebase `updatePassword`); the app re-authenticates on
   * `auth/requires-recent-login` and retries before this settles.
   */
  changePassword: (newPassword: string) => Promise<void>;
  /** Whether the account has a password yet; without one the form sets a first password. @default true */
  hasPassword?: boolean;
  /** Email of the account, given to password managers. */
  email?: string;
  /** The password the field starts with, for stories. @default '' */
  defaultPassword?: string;
  /** The state to start in, for stories and known outcomes. @default idle */
  initialState?: Partial<ProfileFormState<ChangePasswordValues>>;
}

function validate({password}: ChangePasswordValues): ProfileFieldErrors<ChangePasswordValues> {
  if (!password) return {password: 'passwordRequired'};
  if (!isStrongPassword(password)) return {password: 'passwordWeak'};
  return {};
}

/** A new password with the registration rules as a live checklist; no current password (the app re-authenticates). */
export function ChangePasswordForm({
  changePassword,
  hasPassword = true,
  email,
  defaultPassword = '',
  initialState,
  headingLevel,
}: ChangePasswordFormProps) {
  const intl = useIntl();
  const form = useProfileForm<ChangePasswordValues>({
    defaultValues: {password: defaultPassword},
    validate,
    onSubmit: useCallback(({password}: ChangePasswordValues) => changePassword(password), [changePassword]),
    initialState,
  });
  const passwordId = useId();
  const busy = form.status === 'submitting';
  const code = form.fieldErrors.password;
  return (
    <ProfileSection
      title={<FormattedMessage {...messages.passwordTitle} />}
      lead={<FormattedMessage {...(hasPassword ? messages.passwordLead : messages.passwordLeadNoPassword)} />}
      headingLevel={headingLevel}
    >
      <form
        className="nada-profile__form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-busy={busy || undefined}
      >
        <FormStatus
          statusRef={form.statusRef}
          status={form.status}
          error={form.error}
          fieldErrorCount={code ? 1 : 0}
          success={<FormattedMessage {...messages.passwordChanged} />}
        />
        {email && (
          // Lets password managers file the new password under the right account.
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        )}
        <NewPasswordField
          label={<FormattedMessage {...messages.newPasswordLabel} />}
          controlId={passwordId}
          error={code ? intl.formatMessage(profileFieldErrorMessages[code]) : undefined}
          value={form.values.password}
          onValueChange={(password) => form.setValue('password', password)}
        />
        <div className="nada-profile__actions">
          <Button type="submit" loading={busy} disabled={busy}>
            <FormattedMessage {...(hasPassword ? messages.passwordSubmit : messages.passwordSubmitSet)} />
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
