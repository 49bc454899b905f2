import {ReauthenticateDialog} from '@nada/auth-forms';
import {GoogleReauthDialog} from './GoogleReauthDialog';
import type {RecentSignInDialogState} from './useRecentSignIn';

/** Props of {@link RecentSignInDialog}. */
export interface RecentSignInDialogProps extends RecentSignInDialogState {
  /** The account's address, shown above the password field. */
  email: string;
  /** Whether the account signs in with a password: it is asked for; otherwise Google is. */
  hasPassword: boolean;
  /** Signs in again with the password (Firebase `reauthenticateWithCredential`). */
  reauthenticateWithPassword: (password: string) => Promise<void>;
  /** Signs in again with Google (Firebase `reauthenticateWithPopup`). */
  reauthenticateWithGoogle: () => Promise<void>;
}

/** The dialog `useRecentSignIn` opens: the password for an account that has one, Google's popup otherwise. */
export function RecentSignInDialog({
  email,
  hasPassword,
  reauthenticateWithPassword,
  reauthenticateWithGoogle,
  ...state
}: RecentSignInDialogProps) {
  return hasPassword ? (
    <ReauthenticateDialog {...state} email={email} reauthenticate={reauthenticateWithPassword} />
  ) : (
    <GoogleReauthDialog {...state} reauthenticate={reauthenticateWithGoogle} />
  );
}
