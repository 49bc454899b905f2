import {EmptyState, Icon, envelopeIcon, lockIcon, spinnerIcon, successIcon, warningIcon} from '@nada/ui';
import type {ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {authErrorMessage} from './authErrors';
import {AuthLayout} from './AuthLayout';
import {AuthLink} from './AuthLink';
import {richText} from './formText';
import {messages} from './messages';
import type {AuthHeadingOptions, AuthLinkOptions} from './types';
import type {ActionCodeStatus} from './useActionCode';

/** Which email action the `/callback` page handles. */
export type ActionCodeMode = 'verifyEmail' | 'recoverEmail' | 'resetPassword' | 'signIn';

/** Props of {@link ActionCodeResult}. */
export interface ActionCodeResultProps extends AuthLinkOptions, Pick<AuthHeadingOptions, 'headingLevel'> {
  /** The action, from the link's `mode`. */
  mode: ActionCodeMode;
  /** Where applying the code stands (see `useActionCode`). */
  status: ActionCodeStatus;
  /** The code it failed with, when `status` is `error`. */
  errorCode?: string;
  /** The restored address, for `recoverEmail`. */
  email?: string;
  /** Where "Continue to Nada" goes after a verified email. */
  continueHref: string;
  /** Where "Sign in" goes after a password change. */
  signInHref: string;
  /** Where "Reset password" goes after an email change was undone. */
  resetPasswordHref: string;
  /** Where "Request a new link" goes after a failed link (the form that sends it again). */
  retryHref: string;
}

/** What `/callback` shows for an email link: checking, done (by action), or expired/invalid. */
export function ActionCodeResult({
  mode,
  status,
  errorCode,
  email,
  continueHref,
  signInHref,
  resetPasswordHref,
  retryHref,
  linkComponent,
  headingLevel = 'h1',
}: ActionCodeResultProps) {
  const intl = useIntl();
  const action = (href: string, label: ReactNode) => (
    <AuthLink href={href} linkComponent={linkComponent} variant="standalone">
      {label}
    </AuthLink>
  );
  let content: ReactNode;
  if (status === 'checking') {
    content = (
      <p className="nada-auth__checking" role="status">
        <Icon icon={spinnerIcon} className="nada-auth__bot-icon" data-spin="" />
        <FormattedMessage {...messages.actionChecking} />
      </p>
    );
  } else if (status === 'error') {
    content = (
      <EmptyState
        icon={warningIcon}
        titleAs={headingLevel}
        role="alert"
        title={
          <FormattedMessage
            {...(errorCode === 'auth/expired-action-code'
              ? messages.linkExpiredTitle
              : messages.linkInvalidTitle)}
          />
        }
        description={
          errorCode === 'auth/expired-action-code'
            ? intl.formatMessage(messages.linkExpiredText)
            : errorCode === 'auth/invalid-action-code'
              ? intl.formatMessage(messages.linkInvalidText)
              : intl.formatMessage(authErrorMessage(errorCode))
        }
        action={action(retryHref, <FormattedMessage {...messages.requestNewLink} />)}
      />
    );
  } else if (mode === 'recoverEmail') {
    content = (
      <EmptyState
        icon={envelopeIcon}
        titleAs={headingLevel}
        title={<FormattedMessage {...messages.emailRecoveredTitle} />}
        description={
          <FormattedMessage {...messages.emailRecoveredText} values={{...richText, email: email ?? ''}} />
        }
        action={action(resetPasswordHref, <FormattedMessage {...messages.resetPasswordAction} />)}
      />
    );
  } else if (mode === 'resetPassword') {
    content = (
      <EmptyState
        icon={lockIcon}
        titleAs={headingLevel}
        title={<FormattedMessage {...messages.passwordChangedTitle} />}
        description={<FormattedMessage {...messages.passwordChangedText} />}
        action={action(signInHref, <FormattedMessage {...messages.signInAction} />)}
      />
    );
  } else {
    content = (
      <EmptyState
        icon={successIcon}
        titleAs={headingLevel}
        title={
          <FormattedMessage {...(mode === 'signIn' ? messages.signedInTitle : messages.emailVerifiedTitle)} />
        }
        description={
          <FormattedMessage {...(mode === 'signIn' ? messages.signedInText : messages.emailVerifiedText)} />
        }
        action={action(continueHref, <FormattedMessage {...messages.continueToNada} />)}
      />
    );
  }
  return (
    <AuthLayout defaultTitle={null} title={null}>
      {content}
    </AuthLayout>
  );
}
