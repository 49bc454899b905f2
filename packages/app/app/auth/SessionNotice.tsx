import {useSetAtom} from 'jotai';
import {useIntl} from 'react-intl';
import {Toast, ToastProvider} from '@nada/ui';
import {signOutReasonAtom, type SignOutReason} from '../state/session';
import {sessionMessages} from './sessionMessages';

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
        tone="warning"
        title={intl.formatMessage(sessionMessages.signedOutTitle)}
        description={intl.formatMessage(
          reason === 'user-disabled' ? sessionMessages.userDisabled : sessionMessages.sessionExpired,
        )}
      />
    </ToastProvider>
  );
}
