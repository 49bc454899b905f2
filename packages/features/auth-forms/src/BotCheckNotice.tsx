import {Icon, lockIcon, spinnerIcon} from '@nada/ui';
import {FormattedMessage} from 'react-intl';
import {messages} from './messages';
import type {BotCheckStatus} from './useBotCheck';

/** Props of {@link BotCheckNotice}. */
export interface BotCheckNoticeProps {
  /** Where the check stands. */
  status: BotCheckStatus;
}

/** A quiet status line under a form while the browser solves the bot check, announced politely. */
export function BotCheckNotice({status}: BotCheckNoticeProps) {
  // The live region stays in the page so that its changes are announced; a failure shows in the summary.
  return (
    <p className="nada-auth__bot" role="status" data-status={status}>
      {status === 'checking' && (
        <>
          <Icon icon={spinnerIcon} className="nada-auth__bot-icon" data-spin="" />
          <FormattedMessage {...messages.botChecking} />
        </>
      )}
      {status === 'solved' && (
        <>
          <Icon icon={lockIcon} className="nada-auth__bot-icon" />
          <FormattedMessage {...messages.botSolved} />
        </>
      )}
    </p>
  );
}
