import {Button, Icon, repeatIcon, warningIcon} from '@nada/ui';
import {useIntl} from 'react-intl';
import {usePlaylistErrorText} from './errors';
import {messages} from './messages';

/** A failed load: what could not be loaded, why, and a retry button when the app offers one. */
export function LoadProblem({
  title,
  error,
  onRetry,
}: {
  /** What failed to load, in the user's language. */
  title: string;
  /** What the load rejected with, explained below the title. */
  error: unknown;
  /** Loads again; without it there is no retry button. */
  onRetry?: (() => void) | undefined;
}) {
  const intl = useIntl();
  const errorText = usePlaylistErrorText();
  return (
    <div role="alert" className="nada-playlist-problem">
      <Icon icon={warningIcon} />
      <div className="nada-playlist-problem__text">
        <p>{title}</p>
        <p className="nada-playlist-muted">{errorText(error)}</p>
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" iconStart={repeatIcon} onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      )}
    </div>
  );
}
