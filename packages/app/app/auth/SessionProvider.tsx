import {Provider, useAtomValue} from 'jotai';
import {Suspense, lazy, useEffect, useRef, type ReactNode} from 'react';
import {useRevalidator} from 'react-router';
import {appStore, sessionStatusAtom, signOutReasonAtom} from '../state/session';
import type {FirebaseSettings} from './firebaseSettings';
import {configureFirebase, startSession} from './session';

const SessionNotice = lazy(() => import('./SessionNotice'));

/**
 * Gives the app its jotai store and starts the browser's session from the root loader's Firebase
 * settings. After a sign-out (here or in another tab, or an account disabled) the page's middleware
 * runs again, so a page that needs sign-in does not stay on screen.
 */
export function SessionProvider({
  settings,
  children,
}: {
  settings: FirebaseSettings | undefined;
  children: ReactNode;
}) {
  if (settings && typeof window !== 'undefined') configureFirebase(settings);
  return (
    <Provider store={appStore}>
      <SessionWatcher />
      {children}
    </Provider>
  );
}

function SessionWatcher() {
  const status = useAtomValue(sessionStatusAtom);
  const reason = useAtomValue(signOutReasonAtom);
  const {revalidate} = useRevalidator();
  const previous = useRef(status);

  useEffect(() => startSession(), []);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    // Signed out (here, in another tab, or by the app): the page's middleware decides again.
    // Signing in is followed by the page that did it (sign-in sends the user on itself).
    if (before === 'signed-in' && status === 'signed-out') void revalidate();
  }, [status, revalidate]);

  return reason ? (
    <Suspense fallback={null}>
      <SessionNotice reason={reason} />
    </Suspense>
  ) : null;
}
