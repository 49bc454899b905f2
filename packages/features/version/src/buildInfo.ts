/** What a build publishes about itself in `builds/latest.json` and `builds/meta/{id}.json`. */
export interface BuildInfo {
  /** Unique id of the build: its time in base 36 and a random part, e.g. `mi9x2k1c-3f9a0b1c`. */
  id: string;
  /** When the build ran, in milliseconds since the epoch. */
  timestamp: number;
  /** Version of @nada/app in that build; only in `builds/meta/{id}.json`. */
  version?: string;
}

/** The folder of the client build (and URL path) that holds the build files. */
export const BUILDS_DIRECTORY = 'builds';

/** Milliseconds between two checks for a newer build while the tab is visible. */
export const DEFAULT_CHECK_INTERVAL_MS = 60_000;

/** localStorage key that overrides {@link DEFAULT_CHECK_INTERVAL_MS} (tests, or trying it by hand). */
export const CHECK_INTERVAL_STORAGE_KEY = 'nada.versionCheckIntervalMs';

const MIN_CHECK_INTERVAL_MS = 100;

// Ids end up in a URL path and a file name: letters, digits, dot, dash and underscore only.
const ID_PATTERN = /^[\w.-]{1,100}$/;

/** A new, unique id for a build that starts at `timestamp`, with `random` hex digits to tell apart builds of the same millisecond. */
export function createBuildId(timestamp: number, random: string): string {
  return `${timestamp.toString(36)}-${random}`;
}

/** The URL of the newest build's id; `cacheBust` (e.g. `Date.now()`) gets past any cache on the way. */
export function latestBuildUrl(cacheBust: number): string {
  return `/${BUILDS_DIRECTORY}/latest.json?${cacheBust}`;
}

/** The URL of the description of one build. */
export function buildMetaUrl(id: string): string {
  return `/${BUILDS_DIRECTORY}/meta/${encodeURIComponent(id)}.json`;
}

/** The build a `latest.json` or meta file describes, or undefined when it is not one. */
export function parseBuildInfo(value: unknown): BuildInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const {id, timestamp, version} = value as Record<string, unknown>;
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return undefined;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return undefined;
  return typeof version === 'string' ? {id, timestamp, version} : {id, timestamp};
}

/** The check interval: a valid stored override, else {@link DEFAULT_CHECK_INTERVAL_MS}. */
export function checkIntervalMs(stored: string | null | undefined): number {
  const value = Number(stored);
  return stored && Number.isFinite(value) && value >= MIN_CHECK_INTERVAL_MS
    ? value
    : DEFAULT_CHECK_INTERVAL_MS;
}

/** The check interval this browser asks for ({@link CHECK_INTERVAL_STORAGE_KEY} in localStorage), else the default. */
export function storedCheckIntervalMs(): number {
  try {
    return checkIntervalMs(window.localStorage.getItem(CHECK_INTERVAL_STORAGE_KEY));
  } catch {
    // Storage refused (private browsing, a sandboxed frame): the default.
    return DEFAULT_CHECK_INTERVAL_MS;
  }
}
