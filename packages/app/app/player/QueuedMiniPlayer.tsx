import {usePlayer} from '@nada/player';
import {Suspense, lazy} from 'react';

// Its own chunk: a page where nothing was ever played never loads it.
const AppMiniPlayer = lazy(() => import('./AppMiniPlayer'));

/** The mini-player while something is queued. */
export default function QueuedMiniPlayer() {
  const {current} = usePlayer();
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <AppMiniPlayer />
    </Suspense>
  );
}
