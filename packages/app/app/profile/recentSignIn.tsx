import {ReauthenticateDialog} from '@nada/auth-forms';
import {GoogleReauthDialog} from '@nada/profile';
import {useCallback, useRef, useState, type ReactNode} from 'react';
import {connectSession} from '../auth/session';

/**
 * How long a sign-in counts as recent for a sensitive change: the API's window for deleting the
 * account (REAUTHENTICATION_WINDOW_SECONDS), applied to the email and password changes too, so the
 * app asks before Firebase refuses rather than after.
 */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

const cancelled = () =>
  Object.assign(new Error('Re-authentication cancelled'), {code: 'auth/user-cancelled'});

/** Whether an error asks for a fresh sign-in: Firebase's code, or the API's for account deletion. */
export function needsRecentSignIn(error: unknown): boolean {
  const code = (error as {code?: unknown} | null)?.code;
  return code === 'auth/requires-recent-login' || code === 'REAUTHENTICATION_REQUIRED';
}

/** Whether the current sign-in is older than {@link RECENT_SIGN_IN_MS}, from a freshly refreshed ID token. */
async function signInIsOld(): Promise<boolean> {
  const {auth} = await connectSession();
  const user = auth.currentUser;
  if (!user) return false;
  // Refreshed, not cached: the token's auth_time is the time of the last real sign-in.
  const {authTime} = await user.getIdTokenResult(true);
  return Date.now() - Date.parse(authTime) > RECENT_SIGN_IN_MS;
}

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
  settled: boolean;
}

/** What {@link useRecentSignIn} returns. */
export interface RecentSignIn {
  /** Runs a sensitive action after a recent sign-in: asks for one first, and again if the action still needs it. */
  withRecentSignIn: <T>(action: () => Promise<T>) => Promise<T>;
  /** The re-authentication dialog (password or Google), to render once in the page. */
  dialog: ReactNode;
}

/**
 * Re-authentication for the profile: before a sensitive change whose sign-in is old, and when
 * Firebase answers `auth/requires-recent-login` or the API `REAUTHENTICATION_REQUIRED`, a dialog
 * asks for the password (`reauthenticateWithCredential`) or a Google sign-in
 * (`reauthenticateWithPopup`), then the action runs (again). Closing the dialog rejects with
 * `auth/user-cancelled`, which the forms treat as "nothing happened".
 */
export function useRecentSignIn({email, hasPassword}: {email: string; hasPassword: boolean}): RecentSignIn {
  const [open, setOpen] = useState(false);
  const pending = useRef<Pending | null>(null);

  const ask = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.current?.reject(cancelled());
        pending.current = {resolve, reject, settled: false};
        setOpen(true);
      }),
    [],
  );

  const withRecentSignIn = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      if (await signInIsOld()) await ask();
      try {
        return await action();
      } catch (error) {
        if (!needsRecentSignIn(error)) throw error;
        await ask();
        return await action();
      }
    },
    [ask],
  );

  const handleOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (next) return;
    const current = pending.current;
    // The dialogs close first and report success right after: decide once both have had their say.
    queueMicrotask(() => {
      if (current && !current.settled) {
        current.settled = true;
        current.reject(cancelled());
      }
    });
  }, []);

  const handleSuccess = useCallback(() => {
    const current = pending.current;
    if (!current || current.settled) return;
    current.settled = true;
    current.resolve();
  }, []);

  const reauthenticateWithPassword = useCallback(async (password: string) => {
    const {auth, sdk} = await connectSession();
    const user = auth.currentUser;
    if (!user?.email) throw Object.assign(new Error('No signed-in user'), {code: 'auth/user-not-found'});
    await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
  }, []);

  const reauthenticateWithGoogle = useCallback(async () => {
    const {auth, sdk} = await connectSession();
    const user = auth.currentUser;
    if (!user) throw Object.assign(new Error('No signed-in user'), {code: 'auth/user-not-found'});
    await sdk.reauthenticateWithPopup(user, new sdk.GoogleAuthProvider());
  }, []);

  const dialog = hasPassword ? (
    <ReauthenticateDialog
      open={open}
      onOpenChange={handleOpenChange}
      email={email}
      reauthenticate={reauthenticateWithPassword}
      onSuccess={handleSuccess}
    />
  ) : (
    <GoogleReauthDialog
      open={open}
      onOpenChange={handleOpenChange}
      reauthenticate={reauthenticateWithGoogle}
      onSuccess={handleSuccess}
    />
  );
  return {withRecentSignIn, dialog};
}
