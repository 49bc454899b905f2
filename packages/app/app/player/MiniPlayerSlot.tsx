import {Suspense, lazy, use} from 'react';
import {PlayerMountedContext} from './playerPages';

// With the player only: a guest's public pages load neither.
const QueuedMiniPlayer = lazy(() => import('./QueuedMiniPlayer'));

/** The mini-player at the bottom of the default layout, while something is queued. */
export function MiniPlayerSlot() {
  if (!use(PlayerMountedContext)) return null;
  return (
    <Suspense fallback={null}>
      <QueuedMiniPlayer />
    </Suspense>
  );
}
