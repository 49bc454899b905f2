import {useSetAtom} from 'jotai';
import {useIntl} from 'react-intl';
import {Toast, ToastProvider} from '@nada/ui';
import {signOutReasonAtom, type SignOutReason} from '../state/session';
import {sessionMessages} from './sessionMessages';

const descriptions = {
  'user-disabled': sessionMessages.userDisabled,
  'session-expired': sessionMessages.sessionExpired,
  'account-deleted': sessionMessages.accountDeleted,
} as const satisfies Record<SignOutReason, unknown>;

/** Says why the app signed the user out (a disabled account, an ended session); loaded when needed. */
export default function SessionNotice({reason}: {reason: SignOutReason}) {
  const intl = useIntl();
  const setReason = useSetAtom(signOutReasonAtom);
  return (
    <ToastProvider>
      <Toast
        open
        onOpenChange={(open) => {
          if (!open) setReason(null);
        }}
        duration={Infinity}
        tone={reason === 'account-deleted' ? 'success' : 'warning'}
        title={intl.formatMessage(
          reason === 'account-deleted' ? sessionMessages.accountDeletedTitle : sessionMessages.signedOutTitle,
        )}
        description={intl.formatMessage(descriptions[reason])}
      />
    </ToastProvider>
  );
}
