import {Button, googleIcon} from '@nada/ui';
import {FormattedMessage} from 'react-intl';
import {messages} from './messages';

/** Props of {@link GoogleButton}. */
export interface GoogleButtonProps {
  /** Starts Google sign-in (popup or redirect: the app decides, see `preferRedirect`). */
  onClick: () => void;
  /** Shows progress while Google sign-in runs. @default false */
  loading?: boolean;
  /** Switches the button off while another action of the form runs. @default false */
  disabled?: boolean;
}

/** "Continue with Google", under an "or" divider. */
export function GoogleButton({onClick, loading = false, disabled = false}: GoogleButtonProps) {
  return (
    <>
      <p className="nada-auth__divider">
        <span>
          <FormattedMessage {...messages.or} />
        </span>
      </p>
      <Button
        variant="secondary"
        iconStart={googleIcon}
        fullWidth
        loading={loading}
        disabled={disabled}
        onClick={onClick}
      >
        <FormattedMessage {...messages.google} />
      </Button>
    </>
  );
}
