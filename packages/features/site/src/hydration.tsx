import {Suspense, useEffect, useSyncExternalStore, type ReactNode} from 'react';
import {markHydrated} from './hydrateOnInteraction';

// The React side of a page's hydration: the mark the page's scripts and tests wait for, and the
// parts that draw nothing until the page is React's.

/** Marks the document once React has hydrated it (`<html data-hydrated>`, see {@link markHydrated}); the app's root layout calls it. */
export function useHydratedMarker(): void {
  useEffect(() => markHydrated(), []);
}

const subscribe = () => () => {};

/**
 * Renders its children only in the browser, once the page has hydrated: for parts that draw nothing
 * on the server (watchers, notices) and whose code is loaded lazily, so that it stays off the scripts
 * a page loads to start (issue 21) and the server's HTML is the same with or without them.
 */
export function AfterHydration({children}: {children: ReactNode}) {
  // The server's value while hydrating, the browser's right after: one more render, then the children.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}
