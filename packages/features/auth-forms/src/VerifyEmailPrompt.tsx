import {Button, EmptyState, Icon, envelopeIcon, successIcon} from '@nada/ui';
import {FormattedMessage, useIntl} from 'react-intl';
import {AuthLayout} from './AuthLayout';
import {ErrorSummary} from './ErrorSummary';
import {failureText, richText} from './formText';
import {messages} from './messages';
import type {AuthHeadingOptions} from './types';
import {useVerifyEmailPrompt} from './useVerifyEmailPrompt';
import type {UseVerifyEmailPromptOptions} from './useVerifyEmailPrompt';

/** Props of {@link VerifyEmailPrompt}. */
export interface VerifyEmailPromptProps
  extends UseVerifyEmailPromptOptions, Pick<AuthHeadingOptions, 'headingLevel'> {
  /** The address the verification email went to. */
  email: string;
  /** "I've verified my email": the app reloads the user and moves on; left out without it. */
  onContinue?: () => void;
  /** Says the address is still not verified, after `onContinue` found it so. @default false */
  notVerified?: boolean;
}

/** Asks the user to open the verification email, with a resend button that waits between sends. */
export function VerifyEmailPrompt({
  email,
  onContinue,
  notVerified = false,
  headingLevel,
  ...options
}: VerifyEmailPromptProps) {
  const intl = useIntl();
  const prompt = useVerifyEmailPrompt(options);
  const busy = prompt.status === 'submitting';
  const waiting = prompt.secondsLeft > 0;
  return (
    <AuthLayout defaultTitle={null} title={null}>
      <form className="nada-auth__form" onSubmit={prompt.handleSubmit} aria-busy={busy || undefined}>
        <EmptyState
          icon={envelopeIcon}
          titleAs={headingLevel ?? 'h1'}
          title={<FormattedMessage {...messages.verifyTitle} />}
          description={<FormattedMessage {...messages.verifyText} values={{...richText, email}} />}
        />
        <ErrorSummary summaryRef={prompt.summaryRef} message={failureText(intl, prompt.error)} />
        <p className="nada-auth__success" role="status">
          {prompt.status === 'success' && (
            <>
              <Icon icon={successIcon} className="nada-auth__success-icon" />
              <FormattedMessage {...messages.verifyResent} />
            </>
          )}
        </p>
        {notVerified && (
          <p className="nada-auth__note" role="alert">
            <FormattedMessage {...messages.verifyNotYet} />
          </p>
        )}
        {onContinue && (
          <Button type="button" fullWidth onClick={onContinue}>
            <FormattedMessage {...messages.verifyContinue} />
          </Button>
        )}
        <Button
          type="submit"
          variant="secondary"
          fullWidth
          loading={prompt.pending === 'submit'}
          disabled={busy || waiting}
        >
          {waiting ? (
            <FormattedMessage {...messages.verifyResendIn} values={{seconds: prompt.secondsLeft}} />
          ) : (
            <FormattedMessage {...messages.verifyResend} />
          )}
        </Button>
      </form>
    </AuthLayout>
  );
}
