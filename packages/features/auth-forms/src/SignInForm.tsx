import {Button, Field, Icon, Input, successIcon} from '@nada/ui';
import {useId} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {AuthLayout} from './AuthLayout';
import {AuthLink} from './AuthLink';
import {ErrorSummary} from './ErrorSummary';
import type {ErrorSummaryItem} from './ErrorSummary';
import {failureText, fieldErrorText} from './formText';
import {GoogleButton} from './GoogleButton';
import {messages} from './messages';
import type {AuthHeadingOptions, AuthLinkOptions} from './types';
import {useSignInForm} from './useSignInForm';
import type {UseSignInFormOptions} from './useSignInForm';

/** Props of {@link SignInForm}. */
export interface SignInFormProps extends UseSignInFormOptions, AuthLinkOptions, AuthHeadingOptions {
  /** Where "Forgot your password?" goes. */
  forgotPasswordHref: string;
  /** Where "Email me a sign-in link instead" goes; the link is left out without it. */
  emailLinkHref?: string;
  /** Where "Create a free account" goes; the line is left out without it. */
  registerHref?: string;
}

/** Sign in with email and password, with links to password reset, email-link sign-in and registration. */
export function SignInForm({
  forgotPasswordHref,
  emailLinkHref,
  registerHref,
  linkComponent,
  title,
  headingLevel,
  ...options
}: SignInFormProps) {
  const intl = useIntl();
  const form = useSignInForm(options);
  const emailId = useId();
  const passwordId = useId();
  const busy = form.status === 'submitting';
  const emailError = fieldErrorText(intl, form.fieldErrors.email);
  const passwordError = fieldErrorText(intl, form.fieldErrors.password);
  const items: ErrorSummaryItem[] = [];
  if (emailError) items.push({fieldId: emailId, message: emailError});
  if (passwordError) items.push({fieldId: passwordId, message: passwordError});

  return (
    <AuthLayout
      defaultTitle={<FormattedMessage {...messages.signInTitle} />}
      title={title}
      headingLevel={headingLevel}
    >
      {form.status === 'success' ? (
        <p className="nada-auth__success" role="status">
          <Icon icon={successIcon} className="nada-auth__success-icon" />
          <FormattedMessage {...messages.signInSuccess} />
        </p>
      ) : (
        <>
          <form
            className="nada-auth__form"
            noValidate
            onSubmit={form.handleSubmit}
            aria-busy={busy || undefined}
          >
            <ErrorSummary
              summaryRef={form.summaryRef}
              message={failureText(intl, form.error)}
              items={items}
            />
            <Field
              label={<FormattedMessage {...messages.emailLabel} />}
              controlId={emailId}
              error={emailError}
            >
              <Input
                type="email"
                name="email"
                autoComplete="email"
                spellCheck={false}
                value={form.values.email}
                onChange={(event) => form.setValue('email', event.target.value)}
              />
            </Field>
            <Field
              label={<FormattedMessage {...messages.passwordLabel} />}
              controlId={passwordId}
              error={passwordError}
            >
              <Input
                type="password"
                name="password"
                autoComplete="current-password"
                value={form.values.password}
                onChange={(event) => form.setValue('password', event.target.value)}
              />
            </Field>
            <p className="nada-auth__aside">
              <AuthLink href={forgotPasswordHref} linkComponent={linkComponent}>
                <FormattedMessage {...messages.forgotPassword} />
              </AuthLink>
            </p>
            <Button type="submit" fullWidth loading={form.pending === 'submit'} disabled={busy}>
              <FormattedMessage {...messages.signInSubmit} />
            </Button>
          </form>
          {emailLinkHref && (
            <p className="nada-auth__center">
              <AuthLink href={emailLinkHref} linkComponent={linkComponent} variant="standalone">
                <FormattedMessage {...messages.useEmailLink} />
              </AuthLink>
            </p>
          )}
          {form.google && (
            <GoogleButton onClick={form.google} loading={form.pending === 'google'} disabled={busy} />
          )}
          {registerHref && (
            <p className="nada-auth__footer">
              <FormattedMessage
                {...messages.noAccount}
                values={{
                  link: (chunks) => (
                    <AuthLink href={registerHref} linkComponent={linkComponent}>
                      {chunks}
                    </AuthLink>
                  ),
                }}
              />
            </p>
          )}
        </>
      )}
    </AuthLayout>
  );
}
