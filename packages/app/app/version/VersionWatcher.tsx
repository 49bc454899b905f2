import {Suspense, lazy} from 'react';
import {buildId} from 'virtual:nada-build';
import {useNewVersion} from '@nada/version';
import {useReloadOnNextNavigation} from './useReloadOnNextNavigation';

const NewVersionToast = lazy(() => import('@nada/version/toast'));

/**
 * Keeps the open app on a current build: announces a newly published version once, with a reload
 * button, and makes the next navigation a full page load. (A chunk that fails to load is handled in
 * the root layout, not here: this component arrives in a chunk of its own, after hydration, and a
 * click in between would meet React Router's reload without the 10 s guard.)
 * The notice is a toast with its own toast area, loaded when it is needed.
 */
export function VersionWatcher() {
  const newVersion = useNewVersion({
    currentId: buildId,
    // The development server publishes no builds.
    enabled: !import.meta.env.DEV,
  });
  useReloadOnNextNavigation(newVersion !== null);
  return newVersion ? (
    <Suspense fallback={null}>
      <NewVersionToast />
    </Suspense>
  ) : null;
}
