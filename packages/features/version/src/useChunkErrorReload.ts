import {useEffect} from 'react';
import {ROUTE_MODULE_ERROR_EVENT, claimChunkReload} from './chunkReload';

function sessionStorageIfAvailable(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reloads the page when a chunk of this build fails to load (a deploy removed it, or the network
 * dropped it): a lazy import (Vite's `vite:preloadError`) or a route module (React Router). At most
 * once per 10 s, so a chunk that stays missing shows the error page instead of a reload loop.
 */
export function useChunkErrorReload(): void {
  useEffect(() => {
    // Several chunks of one navigation may fail together: they share the one reload.
    let reloading = false;
    const claim = () =>
      (reloading ||= claimChunkReload({storage: sessionStorageIfAvailable(), now: Date.now()}));

    const handlePreloadError = (event: VitePreloadErrorEvent) => {
      // Not cancelled, Vite rethrows the error to the import, which ends at the error page.
      if (!claim()) return;
      event.preventDefault();
      window.location.reload();
    };
    const handleRouteModuleError = (event: CustomEvent<unknown>) => {
      // Not cancelled, React Router reloads the page itself.
      if (!claim()) event.preventDefault();
    };

    window.addEventListener('vite:preloadError', handlePreloadError);
    window.addEventListener(ROUTE_MODULE_ERROR_EVENT, handleRouteModuleError);
    return () => {
      window.removeEventListener('vite:preloadError', handlePreloadError);
      window.removeEventListener(ROUTE_MODULE_ERROR_EVENT, handleRouteModuleError);
    };
  }, []);
}
