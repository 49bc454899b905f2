import {Button, Field, Input, RadioGroup, Select} from '@nada/ui';
import {useCallback, useId} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {FormStatus} from './FormStatus';
import {messages} from './messages';
import {isPhoneNumber, normalizePhoneNumber} from './phoneNumber';
import {profileFieldErrorMessages} from './profileErrors';
import {ProfileSection, type ProfileHeadingOptions} from './ProfileSection';
import type {ProfileFieldErrors, ProfileFormState, ProfileLocale, ProfileTheme} from './types';
import {useProfileForm} from './useProfileForm';

/** Longest display name accepted, in characters. */
export const MAX_DISPLAY_NAME_LENGTH = 80;

/** The values of {@link ProfileDetailsForm}, as typed. */
export type ProfileDetailsValues = {
  displayName: string;
  phoneNumber: string;
  locale: ProfileLocale;
  theme: ProfileTheme;
};

/** What {@link ProfileDetailsForm} saves: the name trimmed, the phone number in E.164 or null. */
export interface ProfileDetailsChange {
  displayName: string;
  phoneNumber: string | null;
  locale: ProfileLocale;
  theme: ProfileTheme;
}

/** Props of {@link ProfileDetailsForm}. */
export interface ProfileDetailsFormProps extends ProfileHeadingOptions {
  /** The saved details the fields start with. */
  defaultValues: ProfileDetailsValues;
  /** Saves the details (the app's `PATCH /api/me`); throws an error with a `code` on failure. */
  save: (change: ProfileDetailsChange) => Promise<void>;
  /** Called once saved, with what was saved (the app switches language and colour mode here). */
  onSuccess?: (change: ProfileDetailsChange) => void;
  /** The state to start in, for stories and known outcomes. @default idle */
  initialState?: Partial<ProfileFormState<ProfileDetailsValues>>;
}

function validate(values: ProfileDetailsValues): ProfileFieldErrors<ProfileDetailsValues> {
  const problems: ProfileFieldErrors<ProfileDetailsValues> = {};
  const name = values.displayName.trim();
  if (!name) problems.displayName = 'nameRequired';
  else if ([...name].length > MAX_DISPLAY_NAME_LENGTH) problems.displayName = 'nameTooLong';
  if (!isPhoneNumber(values.phoneNumber)) problems.phoneNumber = 'phoneInvalid';
  return problems;
}

const toChange = (values: ProfileDetailsValues): ProfileDetailsChange => ({
  displayName: values.displayName.trim(),
  phoneNumber: normalizePhoneNumber(values.phoneNumber),
  locale: values.locale,
  theme: values.theme,
});

/** Display name, phone number (E.164, Indonesian numbers made international), language and colour mode. */
export function ProfileDetailsForm({
  defaultValues,
  save,
  onSuccess,
  initialState,
  headingLevel,
}: ProfileDetailsFormProps) {
  const intl = useIntl();
  const form = useProfileForm<ProfileDetailsValues>({
    defaultValues,
    validate,
    onSubmit: useCallback((values: ProfileDetailsValues) => save(toChange(values)), [save]),
    onSuccess: useCallback((values: ProfileDetailsValues) => onSuccess?.(toChange(values)), [onSuccess]),
    initialState,
  });
  const nameId = useId();
  const phoneId = useId();
  const busy = form.status === 'submitting';
  const fieldError = (name: keyof ProfileDetailsValues) => {
    const code = form.fieldErrors[name];
    return code
      ? intl.formatMessage(profileFieldErrorMessages[code], {max: MAX_DISPLAY_NAME_LENGTH})
      : undefined;
  };
  return (
    <ProfileSection
      title={<FormattedMessage {...messages.detailsTitle} />}
      lead={<FormattedMessage {...messages.detailsLead} />}
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
          fieldErrorCount={Object.keys(form.fieldErrors).length}
        />
        <Field
          label={<FormattedMessage {...messages.nameLabel} />}
          controlId={nameId}
          error={fieldError('displayName')}
        >
          <Input
            name="displayName"
            autoComplete="name"
            value={form.values.displayName}
            onChange={(event) => form.setValue('displayName', event.target.value)}
          />
        </Field>
        <Field
          label={<FormattedMessage {...messages.phoneLabel} />}
          hint={<FormattedMessage {...messages.phoneHint} />}
          optional
          controlId={phoneId}
          error={fieldError('phoneNumber')}
        >
          <Input
            type="tel"
            name="phoneNumber"
            autoComplete="tel"
            inputMode="tel"
            value={form.values.phoneNumber}
            onChange={(event) => form.setValue('phoneNumber', event.target.value)}
          />
        </Field>
        <Field label={<FormattedMessage {...messages.languageLabel} />}>
          <Select
            name="locale"
            value={form.values.locale}
            onValueChange={(value) => form.setValue('locale', value === 'en' ? 'en' : 'id')}
            options={[
              {value: 'id', label: <span lang="id">{intl.formatMessage(messages.languageId)}</span>},
              {value: 'en', label: <span lang="en">{intl.formatMessage(messages.languageEn)}</span>},
            ]}
          />
        </Field>
        <Field label={<FormattedMessage {...messages.themeLabel} />}>
          <RadioGroup
            name="theme"
            orientation="horizontal"
            value={form.values.theme}
            onValueChange={(value) => form.setValue('theme', toTheme(value))}
            options={[
              {value: 'system', label: intl.formatMessage(messages.themeSystem)},
              {value: 'light', label: intl.formatMessage(messages.themeLight)},
              {value: 'dark', label: intl.formatMessage(messages.themeDark)},
            ]}
          />
        </Field>
        <div className="nada-profile__actions">
          <Button type="submit" loading={busy} disabled={busy}>
            <FormattedMessage {...messages.saveDetails} />
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}

const toTheme = (value: string): ProfileTheme => (value === 'light' || value === 'dark' ? value : 'system');
