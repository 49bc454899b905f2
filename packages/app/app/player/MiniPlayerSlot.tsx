import {usePlayer} from '@nada/player';
import {Suspense, lazy} from 'react';

// Its own chunk: a page where nothing was ever played (a guest's landing page) never loads it.
const AppMiniPlayer = lazy(() => import('./AppMiniPlayer'));

/** The mini-player at the bottom of the default layout, while something is queued. */
export function MiniPlayerSlot() {
  const {current} = usePlayer();
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <AppMiniPlayer />
    </Suspense>
  );
}
