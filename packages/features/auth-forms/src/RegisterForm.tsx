import {Button, Checkbox, Field, Icon, Input, successIcon, warningIcon} from '@nada/ui';
import {useId} from 'react';
import type {ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {AuthLayout} from './AuthLayout';
import {AuthLink} from './AuthLink';
import {BotCheckNotice} from './BotCheckNotice';
import {ErrorSummary} from './ErrorSummary';
import type {ErrorSummaryItem} from './ErrorSummary';
import {failureText, fieldErrorText} from './formText';
import {GoogleButton} from './GoogleButton';
import {messages} from './messages';
import {NewPasswordField} from './NewPasswordField';
import type {AuthHeadingOptions, AuthLinkOptions} from './types';
import {useRegisterForm} from './useRegisterForm';
import type {UseRegisterFormOptions} from './useRegisterForm';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps extends UseRegisterFormOptions, AuthLinkOptions, AuthHeadingOptions {
  /** Where the terms and conditions link goes. */
  termsHref: string;
  /** Where the privacy policy link goes. */
  privacyHref: string;
  /** Where "Sign in" goes for people who already have an account; the line is left out without it. */
  signInHref?: string;
}

/** Create an account: name, email, a password with a live checklist of its rules, and acceptance of the terms. */
export function RegisterForm({
  termsHref,
  privacyHref,
  signInHref,
  linkComponent,
  title,
  headingLevel,
  ...options
}: RegisterFormProps) {
  const intl = useIntl();
  const form = useRegisterForm(options);
  const ids = {name: useId(), email: useId(), password: useId(), terms: useId()};
  const termsErrorId = useId();
  const busy = form.status === 'submitting';
  const errors = {
    name: fieldErrorText(intl, form.fieldErrors.name),
    email: fieldErrorText(intl, form.fieldErrors.email),
    password: fieldErrorText(intl, form.fieldErrors.password),
    terms: fieldErrorText(intl, form.fieldErrors.terms),
  };
  const items: ErrorSummaryItem[] = (['name', 'email', 'password', 'terms'] as const).flatMap((name) => {
    const message = errors[name];
    return message ? [{fieldId: ids[name], message}] : [];
  });
  const link = (href: string) =>
    function TermsLink(chunks: ReactNode[]) {
      return (
        <AuthLink href={href} linkComponent={linkComponent}>
          {chunks}
        </AuthLink>
      );
    };

  return (
    <AuthLayout
      defaultTitle={<FormattedMessage {...messages.registerTitle} />}
      title={title}
      headingLevel={headingLevel}
    >
      {form.status === 'success' ? (
        <p className="nada-auth__success" role="status">
          <Icon icon={successIcon} className="nada-auth__success-icon" />
          <FormattedMessage {...messages.registerSuccess} />
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
              label={<FormattedMessage {...messages.nameLabel} />}
              controlId={ids.name}
              error={errors.name}
            >
              <Input
                name="name"
                autoComplete="name"
                value={form.values.name}
                onChange={(event) => form.setValue('name', event.target.value)}
              />
            </Field>
            <Field
              label={<FormattedMessage {...messages.emailLabel} />}
              controlId={ids.email}
              error={errors.email}
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
            <NewPasswordField
              label={<FormattedMessage {...messages.passwordLabel} />}
              controlId={ids.password}
              error={errors.password}
              value={form.values.password}
              onValueChange={(password) => form.setValue('password', password)}
            />
            <div className="nada-auth__terms" data-invalid={errors.terms ? '' : undefined}>
              <Checkbox
                id={ids.terms}
                name="terms"
                invalid={errors.terms !== undefined}
                aria-describedby={errors.terms ? termsErrorId : undefined}
                checked={form.values.terms}
                onCheckedChange={(checked) => form.setValue('terms', checked === true)}
              >
                <FormattedMessage
                  {...messages.terms}
                  values={{terms: link(termsHref), privacy: link(privacyHref)}}
                />
              </Checkbox>
              {errors.terms && (
                <p id={termsErrorId} className="nada-auth__field-error" role="alert">
                  <Icon icon={warningIcon} className="nada-auth__field-error-icon" />
                  <span>{errors.terms}</span>
                </p>
              )}
            </div>
            <Button type="submit" fullWidth loading={form.pending === 'submit'} disabled={busy}>
              <FormattedMessage {...messages.registerSubmit} />
            </Button>
            <BotCheckNotice status={form.botCheck.status} />
          </form>
          {form.google && (
            <GoogleButton onClick={form.google} loading={form.pending === 'google'} disabled={busy} />
          )}
          {signInHref && (
            <p className="nada-auth__footer">
              <FormattedMessage
                {...messages.haveAccount}
                values={{
                  link: (chunks) => (
                    <AuthLink href={signInHref} linkComponent={linkComponent}>
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
