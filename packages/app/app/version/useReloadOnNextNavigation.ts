import {useEffect, useRef} from 'react';
import {createPath, unstable_useRouterState as useRouterState} from 'react-router';

/**
 * Once `enabled`, turns the next client-side navigation into a full document load, so it lands on
 * the newest build. A navigation is caught as soon as it starts; one that finishes before its
 * pending state ever renders (nothing to load) reloads the page it reached. Form submissions other
 * than GET run as usual, and the navigation after them is taken instead.
 */
export function useReloadOnNextNavigation(enabled: boolean): void {
  const {active, pending} = useRouterState();
  const armedAt = useRef<string | undefined>(undefined);
  const leaving = useRef(false);

  useEffect(() => {
    if (!enabled || leaving.current || !pending || pending.state !== 'loading') return;
    if (pending.formMethod !== undefined && pending.formMethod !== 'GET') return;
    leaving.current = true;
    const href = createPath(pending.location);
    // On back/forward the address bar already shows the target; a push must add its history entry.
    if (pending.type === 'PUSH') window.location.assign(href);
    else window.location.replace(href);
  }, [enabled, pending]);

  useEffect(() => {
    if (!enabled || leaving.current) return;
    if (armedAt.current === undefined) {
      armedAt.current = active.location.key;
    } else if (active.location.key !== armedAt.current) {
      leaving.current = true;
      window.location.reload();
    }
  }, [enabled, active.location.key]);
}
