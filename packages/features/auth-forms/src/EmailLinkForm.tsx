import {Button, EmptyState, Field, Input, envelopeIcon} from '@nada/ui';
import {useId} from 'react';
import type {ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {AuthLayout} from './AuthLayout';
import {AuthLink} from './AuthLink';
import {BotCheckNotice} from './BotCheckNotice';
import {ErrorSummary} from './ErrorSummary';
import {failureText, fieldErrorText, richText} from './formText';
import {messages} from './messages';
import type {AuthHeadingOptions, AuthLinkOptions, GetChallenge, ProofOfWorkSolution} from './types';
import {useEmailForm} from './useEmailForm';
import type {EmailForm, UseEmailFormOptions} from './useEmailForm';

/** Props of {@link EmailLinkForm}. */
export interface EmailLinkFormProps
  extends
    Pick<UseEmailFormOptions, 'onSuccess' | 'defaultEmail' | 'initialState'>,
    AuthLinkOptions,
    AuthHeadingOptions {
  /** Sends the sign-in link (Firebase `sendSignInLinkToEmail`; the app also stores the address for completion). */
  sendLink: (email: string, solution?: ProofOfWorkSolution) => Promise<void>;
  /** Fetches a bot-check challenge from the API; without it there is no bot check. */
  getChallenge?: GetChallenge;
  /** Where "Sign in with a password" goes; left out without it. */
  passwordHref?: string;
}

/** Sign in without a password: send a link to the address, then "check your inbox". */
export function EmailLinkForm({
  sendLink,
  getChallenge,
  passwordHref,
  linkComponent,
  title,
  headingLevel,
  ...options
}: EmailLinkFormProps) {
  const form = useEmailForm({send: sendLink, getChallenge, ...options});
  const layout = {title, headingLevel};
  if (form.status === 'success') {
    return (
      <AuthLayout defaultTitle={null} title={null}>
        <EmptyState
          icon={envelopeIcon}
          titleAs={headingLevel ?? 'h1'}
          title={<FormattedMessage {...messages.emailLinkSentTitle} />}
          description={
            <FormattedMessage
              {...messages.emailLinkSentText}
              values={{...richText, email: form.values.email.trim()}}
            />
          }
          action={<UseAnotherEmail form={form} />}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      defaultTitle={<FormattedMessage {...messages.emailLinkTitle} />}
      lead={<FormattedMessage {...messages.emailLinkLead} />}
      {...layout}
    >
      <EmailOnlyForm form={form} submitLabel={<FormattedMessage {...messages.emailLinkSubmit} />} />
      {passwordHref && (
        <p className="nada-auth__center">
          <AuthLink href={passwordHref} linkComponent={linkComponent} variant="standalone">
            <FormattedMessage {...messages.usePassword} />
          </AuthLink>
        </p>
      )}
    </AuthLayout>
  );
}

/** Props of {@link EmailOnlyForm}. */
interface EmailOnlyFormProps {
  form: EmailForm;
  submitLabel: ReactNode;
}

/** The one-field form the email-link, completion and forgot-password views share. */
export function EmailOnlyForm({form, submitLabel}: EmailOnlyFormProps) {
  const intl = useIntl();
  const emailId = useId();
  const busy = form.status === 'submitting';
  const emailError = fieldErrorText(intl, form.fieldErrors.email);
  return (
    <form className="nada-auth__form" noValidate onSubmit={form.handleSubmit} aria-busy={busy || undefined}>
      <ErrorSummary
        summaryRef={form.summaryRef}
        message={failureText(intl, form.error)}
        items={emailError ? [{fieldId: emailId, message: emailError}] : []}
      />
      <Field label={<FormattedMessage {...messages.emailLabel} />} controlId={emailId} error={emailError}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          spellCheck={false}
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.target.value)}
        />
      </Field>
      <Button type="submit" fullWidth loading={form.pending === 'submit'} disabled={busy}>
        {submitLabel}
      </Button>
      {form.botCheck.status !== 'off' && <BotCheckNotice status={form.botCheck.status} />}
    </form>
  );
}

/** "Use a different email": back to the form with the address kept, and a fresh bot check. */
export function UseAnotherEmail({form}: {form: EmailForm}) {
  return (
    <Button
      variant="secondary"
      onClick={() => {
        form.reset();
        form.botCheck.renew();
      }}
    >
      <FormattedMessage {...messages.useAnotherEmail} />
    </Button>
  );
}
