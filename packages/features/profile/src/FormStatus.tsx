import {Icon, successIcon, warningIcon} from '@nada/ui';
import type {ReactNode, RefObject} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {messages} from './messages';
import {profileErrorMessage} from './profileErrors';
import type {ProfileFormError, ProfileFormStatus} from './types';

/** Props of {@link FormStatus}. */
export interface FormStatusProps {
  /** Ref the form hook focuses after a failed attempt. */
  statusRef: RefObject<HTMLDivElement | null>;
  /** Where the form stands. */
  status: ProfileFormStatus;
  /** Why the action failed, when it did. */
  error: ProfileFormError | null;
  /** How many fields have a problem. @default 0 */
  fieldErrorCount?: number;
  /** What to say once the action succeeded. @default "Saved." */
  success?: ReactNode;
}

/** The line under a form's heading saying what went wrong (it takes focus) or that the change is saved. */
export function FormStatus({statusRef, status, error, fieldErrorCount = 0, success}: FormStatusProps) {
  const intl = useIntl();
  if (status === 'success') {
    return (
      <div className="nada-profile__status" role="status" data-kind="success">
        <Icon icon={successIcon} className="nada-profile__status-icon" />
        <p className="nada-profile__status-text">{success ?? <FormattedMessage {...messages.saved} />}</p>
      </div>
    );
  }
  if (status !== 'error' || (!error && fieldErrorCount === 0)) return null;
  return (
    <div ref={statusRef} className="nada-profile__status" role="alert" tabIndex={-1} data-kind="error">
      <Icon icon={warningIcon} className="nada-profile__status-icon" />
      <p className="nada-profile__status-text">
        {error
          ? intl.formatMessage(profileErrorMessage(error.code))
          : intl.formatMessage(messages.fieldsTitle, {count: fieldErrorCount})}
      </p>
    </div>
  );
}
