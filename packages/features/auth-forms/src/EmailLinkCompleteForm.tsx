import {FormattedMessage} from 'react-intl';
import {AuthLayout} from './AuthLayout';
import {EmailOnlyForm} from './EmailLinkForm';
import {messages} from './messages';
import {Icon, successIcon} from '@nada/ui';
import type {AuthHeadingOptions} from './types';
import {useEmailForm} from './useEmailForm';
import type {UseEmailFormOptions} from './useEmailForm';

/** Props of {@link EmailLinkCompleteForm}. */
export interface EmailLinkCompleteFormProps
  extends Pick<UseEmailFormOptions, 'onSuccess' | 'defaultEmail' | 'initialState'>, AuthHeadingOptions {
  /** Finishes the sign-in with the link the page was opened with (Firebase `signInWithEmailLink`). */
  completeSignIn: (email: string) => Promise<void>;
}

/**
 * Finishes an email-link sign-in opened on another device or browser, where the address it was
 * sent to is not stored: asks for it again. (On the same device the app completes it without a form.)
 */
export function EmailLinkCompleteForm({
  completeSignIn,
  title,
  headingLevel,
  ...options
}: EmailLinkCompleteFormProps) {
  const form = useEmailForm({send: completeSignIn, ...options});
  return (
    <AuthLayout
      defaultTitle={<FormattedMessage {...messages.emailLinkCompleteTitle} />}
      lead={<FormattedMessage {...messages.emailLinkCompleteLead} />}
      title={title}
      headingLevel={headingLevel}
    >
      {form.status === 'success' ? (
        <p className="nada-auth__success" role="status">
          <Icon icon={successIcon} className="nada-auth__success-icon" />
          <FormattedMessage {...messages.signInSuccess} />
        </p>
      ) : (
        <EmailOnlyForm form={form} submitLabel={<FormattedMessage {...messages.emailLinkCompleteSubmit} />} />
      )}
    </AuthLayout>
  );
}
