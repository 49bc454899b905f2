import {Button, Icon, spinnerIcon} from '@nada/ui';
import {useIntl} from 'react-intl';
import {messages} from './messages';
import './profile.css';

/** Props of {@link ProfileLoadState}. */
export interface ProfileLoadStateProps {
  /** Whether the profile is still loading or could not be loaded. */
  status: 'loading' | 'error';
  /** Loads the profile again after a failure. */
  onRetry: () => void;
}

/** What the profile page shows until the profile is there: a spinner, or the failure with a retry. */
export function ProfileLoadState({status, onRetry}: ProfileLoadStateProps) {
  const intl = useIntl();
  return status === 'error' ? (
    <p className="nada-profile-load" role="alert">
      {intl.formatMessage(messages.loadFailed)}{' '}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {intl.formatMessage(messages.loadRetry)}
      </Button>
    </p>
  ) : (
    <p className="nada-profile-load" role="status" data-page-loading="">
      <Icon icon={spinnerIcon} />
      {intl.formatMessage(messages.loading)}
    </p>
  );
}
