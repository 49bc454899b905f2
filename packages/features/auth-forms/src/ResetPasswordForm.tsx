import {Button, EmptyState, lockIcon} from '@nada/ui';
import {useId} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {AuthLayout} from './AuthLayout';
import {AuthLink} from './AuthLink';
import {ErrorSummary} from './ErrorSummary';
import {failureText, fieldErrorText, richText} from './formText';
import {messages} from './messages';
import {NewPasswordField} from './NewPasswordField';
import type {AuthHeadingOptions, AuthLinkOptions} from './types';
import {usePasswordForm} from './usePasswordForm';
import type {UsePasswordFormOptions} from './usePasswordForm';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps
  extends
    Pick<UsePasswordFormOptions, 'onSuccess' | 'initialState' | 'defaultPassword'>,
    AuthLinkOptions,
    AuthHeadingOptions {
  /** Saves the new password with the link's code (Firebase `confirmPasswordReset`). */
  confirmReset: (newPassword: string) => Promise<void>;
  /** The account's address, from `verifyPasswordResetCode`; shown, and given to password managers. */
  email?: string;
  /** Where "Sign in" goes once the password is changed. */
  signInHref: string;
}

/** Choose a new password from a reset link, with the same live checklist of rules as registration. */
export function ResetPasswordForm({
  confirmReset,
  email,
  signInHref,
  linkComponent,
  title,
  headingLevel,
  ...options
}: ResetPasswordFormProps) {
  const intl = useIntl();
  const form = usePasswordForm({send: confirmReset, kind: 'new', ...options});
  const passwordId = useId();
  const busy = form.status === 'submitting';
  const passwordError = fieldErrorText(intl, form.fieldErrors.password);

  if (form.status === 'success') {
    return (
      <AuthLayout defaultTitle={null} title={null}>
        <EmptyState
          icon={lockIcon}
          titleAs={headingLevel ?? 'h1'}
          title={<FormattedMessage {...messages.passwordChangedTitle} />}
          description={<FormattedMessage {...messages.passwordChangedText} />}
          action={
            <AuthLink href={signInHref} linkComponent={linkComponent} variant="standalone">
              <FormattedMessage {...messages.signInAction} />
            </AuthLink>
          }
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      defaultTitle={<FormattedMessage {...messages.resetTitle} />}
      lead={email ? <FormattedMessage {...messages.resetLead} values={{...richText, email}} /> : undefined}
      title={title}
      headingLevel={headingLevel}
    >
      <form className="nada-auth__form" noValidate onSubmit={form.handleSubmit} aria-busy={busy || undefined}>
        <ErrorSummary
          summaryRef={form.summaryRef}
          message={failureText(intl, form.error)}
          items={passwordError ? [{fieldId: passwordId, message: passwordError}] : []}
        />
        {email && (
          // Lets password managers file the new password under the right account.
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        )}
        <NewPasswordField
          label={<FormattedMessage {...messages.newPasswordLabel} />}
          controlId={passwordId}
          error={passwordError}
          value={form.values.password}
          onValueChange={(password) => form.setValue('password', password)}
        />
        <Button type="submit" fullWidth loading={form.pending === 'submit'} disabled={busy}>
          <FormattedMessage {...messages.resetSubmit} />
        </Button>
      </form>
    </AuthLayout>
  );
}
