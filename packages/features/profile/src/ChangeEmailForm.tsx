import {isEmailAddress} from '@nada/auth-forms';
import {Button, Field, Input} from '@nada/ui';
import {useCallback, useId} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {FormStatus} from './FormStatus';
import {messages} from './messages';
import {profileFieldErrorMessages} from './profileErrors';
import {ProfileSection, type ProfileHeadingOptions} from './ProfileSection';
import {richText} from './richText';
import type {ProfileFieldErrors, ProfileFormState} from './types';
import {useProfileForm} from './useProfileForm';

/** The values of {@link ChangeEmailForm}. */
export type ChangeEmailValues = {email: string};

/** Props of {@link ChangeEmailForm}. */
export interface ChangeEmailFormProps extends ProfileHeadingOptions {
  /** The address the user signs in with now. */
  currentEmail: string;
  /**
   * Sends a verification link to the new address (Firebase `verifyBeforeUpdateEmail`); the app
   * re-authenticates on `auth/requires-recent-login` and retries before this settles.
   */
  changeEmail: (newEmail: string) => Promise<void>;
  /** The new address the field starts with, for stories. @default '' */
  defaultEmail?: string;
  /** The state to start in, for stories and known outcomes. @default idle */
  initialState?: Partial<ProfileFormState<ChangeEmailValues>>;
}

/** A new email address; a verification link goes to it, and the change applies once it is opened. */
export function ChangeEmailForm({
  currentEmail,
  changeEmail,
  defaultEmail = '',
  initialState,
  headingLevel,
}: ChangeEmailFormProps) {
  const intl = useIntl();
  const validate = useCallback(
    ({email}: ChangeEmailValues): ProfileFieldErrors<ChangeEmailValues> => {
      const trimmed = email.trim();
      if (!trimmed) return {email: 'emailRequired'};
      if (!isEmailAddress(trimmed)) return {email: 'emailInvalid'};
      if (trimmed.toLowerCase() === currentEmail.toLowerCase()) return {email: 'emailUnchanged'};
      return {};
    },
    [currentEmail],
  );
  const form = useProfileForm<ChangeEmailValues>({
    defaultValues: {email: defaultEmail},
    validate,
    onSubmit: useCallback(({email}: ChangeEmailValues) => changeEmail(email.trim()), [changeEmail]),
    initialState,
  });
  const emailId = useId();
  const busy = form.status === 'submitting';
  const code = form.fieldErrors.email;
  return (
    <ProfileSection
      title={<FormattedMessage {...messages.emailTitle} />}
      lead={<FormattedMessage {...messages.emailLead} values={{...richText, email: currentEmail}} />}
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
          success={
            <FormattedMessage
              {...messages.emailSent}
              values={{...richText, email: form.values.email.trim()}}
            />
          }
        />
        <Field
          label={<FormattedMessage {...messages.newEmailLabel} />}
          controlId={emailId}
          error={code ? intl.formatMessage(profileFieldErrorMessages[code]) : undefined}
        >
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={form.values.email}
            onChange={(event) => form.setValue('email', event.target.value)}
          />
        </Field>
        <div className="nada-profile__actions">
          <Button type="submit" loading={busy} disabled={busy}>
            <FormattedMessage {...messages.emailSubmit} />
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
