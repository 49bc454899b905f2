import {Provider, useAtomValue} from 'jotai';
import {Suspense, lazy, useEffect, useRef, type ReactNode} from 'react';
import {useRevalidator} from 'react-router';
import {appStore, sessionStatusAtom, signOutReasonAtom} from '../state/session';
import type {FirebaseSettings} from './firebaseSettings';

const SessionNotice = lazy(() => import('./SessionNotice'));

/**
 * The session module, loaded after the first render rather than with every page: a guest's public
 * pages need only the atoms it sets (issue 21). Pages that sign in import it themselves.
 */
const loadSession = () => import('./session');

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
  return (
    <Provider store={appStore}>
      <SessionWatcher settings={settings} />
      {children}
    </Provider>
  );
}

function SessionWatcher({settings}: {settings: FirebaseSettings | undefined}) {
  const status = useAtomValue(sessionStatusAtom);
  const reason = useAtomValue(signOutReasonAtom);
  const {revalidate} = useRevalidator();
  const previous = useRef(status);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void loadSession().then(({configureFirebase, startSession}) => {
      if (settings) configureFirebase(settings);
      if (!stopped) stop = startSession();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [settings]);
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
