import {Button, Icon, spinnerIcon} from '@nada/ui';
import type {MessageDescriptor} from 'react-intl';
import {FormattedMessage} from 'react-intl';
import {messages} from './messages';

/** Props of {@link LoadStatus}. */
export interface LoadStatusProps {
  status: 'loading' | 'error';
  /** What is said while loading. */
  loading: MessageDescriptor;
  /** What is said when reading failed. */
  failed: MessageDescriptor;
  /** Reads again after a failure. */
  onRetry: () => void;
}

/** A part's loading line, or its failure with a "Try again" button. */
export function LoadStatus({status, loading, failed, onRetry}: LoadStatusProps) {
  if (status === 'loading') {
    return (
      <p className="home__status" role="status" data-page-loading="">
        <Icon icon={spinnerIcon} data-spin="" />
        <FormattedMessage {...loading} />
      </p>
    );
  }
  return (
    <div className="home__status" role="alert">
      <p>
        <FormattedMessage {...failed} />
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <FormattedMessage {...messages.tryAgain} />
      </Button>
    </div>
  );
}
