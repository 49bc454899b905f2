import {Button, Icon, repeatIcon, warningIcon} from '@nada/ui';
import {useIntl} from 'react-intl';
import {messages} from './messages';

/** A failed load: what could not be loaded, why, and a retry button when the app offers one. */
export function LoadProblem({
  title,
  detail,
  onRetry,
}: {
  /** What failed to load, in the user's language. */
  title: string;
  /** Why, in the user's language. */
  detail?: string | undefined;
  /** Loads again; without it there is no retry button. */
  onRetry?: (() => void) | undefined;
}) {
  const intl = useIntl();
  return (
    <div role="alert" className="nada-support-problem">
      <Icon icon={warningIcon} />
      <div>
        <p>{title}</p>
        {detail && <p className="nada-support-muted">{detail}</p>}
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" iconStart={repeatIcon} onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      )}
    </div>
  );
}
