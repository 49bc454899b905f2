import {useEffect, useState} from 'react';
import {
  buildMetaUrl,
  latestBuildUrl,
  parseBuildInfo,
  storedCheckIntervalMs,
  type BuildInfo,
} from './buildInfo';

/** Options of {@link useNewVersion}. */
export interface UseNewVersionOptions {
  /** Id of the running build. */
  currentId: string;
  /**
   * Milliseconds between checks while the tab is visible. @default the browser's stored override
   * (`CHECK_INTERVAL_STORAGE_KEY` in localStorage: tests, or trying it by hand), else 60_000
   */
  intervalMs?: number;
  /** Whether to check at all. @default true */
  enabled?: boolean;
}

async function fetchBuildInfo(url: string, init: RequestInit): Promise<BuildInfo | undefined> {
  try {
    const response = await fetch(url, init);
    return response.ok ? parseBuildInfo(await response.json()) : undefined;
  } catch {
    // Offline, a deploy half done, or the page is leaving: the next check tries again.
    return undefined;
  }
}

/**
 * Watches `builds/latest.json` for a build other than the running one: on an interval while the tab
 * is visible, and whenever it becomes visible or gets focus. Returns that build (read from its
 * `builds/meta/{id}.json`) once found, and null until then; it then stops checking.
 */
export function useNewVersion({
  currentId,
  intervalMs,
  enabled = true,
}: UseNewVersionOptions): BuildInfo | null {
  const [newVersion, setNewVersion] = useState<BuildInfo | null>(null);
  useEffect(() => {
    if (!enabled || newVersion) return;
    // Read in the browser only (an effect): the server renders nothing that depends on it.
    const interval = intervalMs ?? storedCheckIntervalMs();
    const controller = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    let checking = false;

    const stopTimer = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const startTimer = () => {
      stopTimer();
      timer = setInterval(() => void check(), interval);
    };

    async function check() {
      if (checking || document.visibilityState !== 'visible' || !navigator.onLine) return;
      checking = true;
      try {
        const {signal} = controller;
        const latest = await fetchBuildInfo(latestBuildUrl(Date.now()), {cache: 'no-store', signal});
        if (!latest || latest.id === currentId) return;
        // The meta file confirms the build is there to load, and says what it is.
        const build = await fetchBuildInfo(buildMetaUrl(latest.id), {signal});
        if (build?.id !== latest.id || signal.aborted) return;
        stopTimer();
        setNewVersion(build);
      } finally {
        checking = false;
      }
    }

    const handleVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return stopTimer();
      void check();
      startTimer();
    };
    const handleFocus = () => void check();

    if (document.visibilityState === 'visible') startTimer();
    document.addEventListener('visibilitychange', handleVisibilityChange);
    window.addEventListener('focus', handleFocus);
    return () => {
      controller.abort();
      stopTimer();
      document.removeEventListener('visibilitychange', handleVisibilityChange);
      window.removeEventListener('focus', handleFocus);
    };
  }, [enabled, newVersion, currentId, intervalMs]);

  return newVersion;
}
