import {Button, Icon, spinnerIcon, type AsyncData} from '@nada/ui';
import {FormattedMessage} from 'react-intl';
import type {ErrorTextOf} from './JobProgressOf';
import {resultMessages} from './messages';

/** Props of {@link ResultReadStatus}. */
export interface ResultReadStatusProps {
  /** The read of a result's media (`useAsyncData`'s answer). */
  read: AsyncData<unknown> & {reload: () => void};
  /** The text of an API error code in the user's language. */
  errorText: ErrorTextOf;
}

/**
 * While a result's media load, says so; when they failed, says why with a "Try again" that reads
 * again; nothing once they are there.
 */
export function ResultReadStatus({read, errorText}: ResultReadStatusProps) {
  if (read.status === 'loading')
    return (
      <p role="status" data-page-loading="">
        <Icon icon={spinnerIcon} data-spin="" />
        <FormattedMessage {...resultMessages.loadingResult} />
      </p>
    );
  if (read.status === 'error')
    return (
      <p role="alert">
        {errorText(read.code)}{' '}
        <Button size="sm" variant="secondary" onClick={read.reload}>
          <FormattedMessage {...resultMessages.tryAgain} />
        </Button>
      </p>
    );
  return null;
}
