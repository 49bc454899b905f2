import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {HydratedRouter} from 'react-router/dom';
import {preloadPlayerFor} from './player/AppPlayer';

/**
 * Resolves once the browser has had a chance to paint the server's HTML. Module scripts run as
 * soon as the document is parsed; when they are already in the cache (or the network is fast),
 * hydration would start before the first paint and hold it back for as long as it runs. The page is
 * complete without JavaScript, so it is shown first and made interactive right after. A hidden
 * tab gets no animation frames, so it does not wait.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A page that may play hydrates with its player: load it with the first paint, not after it.
await Promise.all([afterFirstPaint(), preloadPlayerFor(window.location.pathname)]);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
