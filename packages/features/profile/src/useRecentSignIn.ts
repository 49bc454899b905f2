import {useCallback, useRef, useState} from 'react';
import {REAUTHENTICATION_REQUIRED} from './profileErrors';

/**
 * How long a sign-in counts as recent for a sensitive change: the API's window for deleting the
 * account (REAUTHENTICATION_WINDOW_SECONDS), applied to the email and password changes too, so the
 * profile asks before Firebase refuses rather than after.
 */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

const cancelled = () =>
  Object.assign(new Error('Re-authentication cancelled'), {code: 'auth/user-cancelled'});

/** Whether an error asks for a fresh sign-in: Firebase's code, or the API's for account deletion. */
export function needsRecentSignIn(error: unknown): boolean {
  const code = (error as {code?: unknown} | null)?.code;
  return code === 'auth/requires-recent-login' || code === REAUTHENTICATION_REQUIRED;
}

/** Options of {@link useRecentSignIn}. */
export interface UseRecentSignInOptions {
  /**
   * When the user last really signed in (a freshly refreshed ID token's `auth_time`, never a cached
   * one's); null when nobody is signed in.
   */
  signInTime: () => Promise<Date | null>;
  /** The clock, in milliseconds since the epoch. @default Date.now */
  now?: () => number;
}

/** The open state of the re-authentication dialog, for `RecentSignInDialog`. */
export interface RecentSignInDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuccess: () => void;
}

/** What {@link useRecentSignIn} returns. */
export interface RecentSignIn {
  /** Runs a sensitive action after a recent sign-in: asks for one first, and again if the action still needs it. */
  withRecentSignIn: <T>(action: () => Promise<T>) => Promise<T>;
  /** The dialog's state, to spread into `RecentSignInDialog`, rendered once in the page. */
  dialog: RecentSignInDialogState;
}

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
  settled: boolean;
}

/**
 * Re-authentication for the profile: before a sensitive change whose sign-in is older than
 * {@link RECENT_SIGN_IN_MS}, and when Firebase answers `auth/requires-recent-login` or the API
 * `REAUTHENTICATION_REQUIRED`, the dialog opens and the action waits; once re-authenticated it runs
 * (again). Closing the dialog rejects with `auth/user-cancelled`, which the forms treat as "nothing
 * happened".
 */
export function useRecentSignIn({signInTime, now = Date.now}: UseRecentSignInOptions): RecentSignIn {
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
    async <T>(action: () => Promise<T>): Promise<T> => {
      const signedIn = await signInTime();
      if (signedIn && now() - signedIn.getTime() > RECENT_SIGN_IN_MS) await ask();
      try {
        return await action();
      } catch (error) {
        if (!needsRecentSignIn(error)) throw error;
        await ask();
        return await action();
      }
    },
    [ask, signInTime, now],
  );

  const onOpenChange = useCallback((next: boolean) => {
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

  const onSuccess = useCallback(() => {
    const current = pending.current;
    if (!current || current.settled) return;
    current.settled = true;
    current.resolve();
  }, []);

  return {withRecentSignIn, dialog: {open, onOpenChange, onSuccess}};
}
