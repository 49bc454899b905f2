import {EmptyState, envelopeIcon} from '@nada/ui';
import {FormattedMessage} from 'react-intl';
import {AuthLayout} from './AuthLayout';
import {AuthLink} from './AuthLink';
import {EmailOnlyForm, UseAnotherEmail} from './EmailLinkForm';
import {richText} from './formText';
import {messages} from './messages';
import type {AuthHeadingOptions, AuthLinkOptions, GetChallenge, ProofOfWorkSolution} from './types';
import {useEmailForm} from './useEmailForm';
import type {UseEmailFormOptions} from './useEmailForm';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps
  extends
    Pick<UseEmailFormOptions, 'onSuccess' | 'defaultEmail' | 'initialState'>,
    AuthLinkOptions,
    AuthHeadingOptions {
  /** Sends the reset link (Firebase `sendPasswordResetEmail`). */
  sendReset: (email: string, solution?: ProofOfWorkSolution) => Promise<void>;
  /** Fetches a bot-check challenge from the API; without it there is no bot check. */
  getChallenge?: GetChallenge;
  /** Where "Back to sign in" goes. */
  signInHref: string;
}

/** Ask for a password reset link, then say it is on its way without revealing whether the account exists. */
export function ForgotPasswordForm({
  sendReset,
  getChallenge,
  signInHref,
  linkComponent,
  title,
  headingLevel,
  ...options
}: ForgotPasswordFormProps) {
  const form = useEmailForm({send: sendReset, getChallenge, ...options});
  const back = (
    <p className="nada-auth__center">
      <AuthLink href={signInHref} linkComponent={linkComponent} variant="standalone">
        <FormattedMessage {...messages.backToSignIn} />
      </AuthLink>
    </p>
  );
  if (form.status === 'success') {
    return (
      <AuthLayout defaultTitle={null} title={null}>
        <EmptyState
          icon={envelopeIcon}
          titleAs={headingLevel ?? 'h1'}
          title={<FormattedMessage {...messages.forgotSentTitle} />}
          description={
            <FormattedMessage
              {...messages.forgotSentText}
              values={{...richText, email: form.values.email.trim()}}
            />
          }
          action={<UseAnotherEmail form={form} />}
        />
        {back}
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      defaultTitle={<FormattedMessage {...messages.forgotTitle} />}
      lead={<FormattedMessage {...messages.forgotLead} />}
      title={title}
      headingLevel={headingLevel}
    >
      <EmailOnlyForm form={form} submitLabel={<FormattedMessage {...messages.forgotSubmit} />} />
      {back}
    </AuthLayout>
  );
}
