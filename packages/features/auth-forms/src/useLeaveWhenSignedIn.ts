import {useEffect, useRef} from 'react';

/**
 * Sends the user on, once, when they are signed in: by the form, a Google popup or redirect,
 * another tab, or a session the browser already had. `enabled` is asked each time (registration
 * stays for its verification prompt).
 */
export function useLeaveWhenSignedIn(
  signedIn: boolean,
  leave: () => void,
  enabled: () => boolean = always,
): void {
  // Once: each render during the navigation would otherwise start it again.
  const left = useRef(false);
  useEffect(() => {
    if (!signedIn || left.current || !enabled()) return;
    left.current = true;
    leave();
  }, [signedIn, leave, enabled]);
}

const always = () => true;
