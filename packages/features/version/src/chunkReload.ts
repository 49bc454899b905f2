/** sessionStorage key holding when (ms since the epoch) the page last reloaded itself after a chunk failed. */
export const CHUNK_RELOAD_STORAGE_KEY = 'nada.chunkReloadAt';

/** Within this many milliseconds of such a reload, another failure shows the error page instead. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/**
 * The cancelable event the build makes React Router dispatch on `window` when a route module fails
 * to load (see vitePlugins.ts); its default is React Router's own reload, and cancelling it makes the
 * route render the import error instead, so the error page shows.
 */
export const ROUTE_MODULE_ERROR_EVENT = 'nada:route-module-error';

/** Whether a chunk failure at `now` may reload the page, given when it last did so (if ever). */
export function mayReloadAfterChunkError(
  lastReloadAt: number | undefined,
  now: number,
  windowMs: number = CHUNK_RELOAD_WINDOW_MS,
): boolean {
  if (lastReloadAt === undefined) return true;
  const elapsed = now - lastReloadAt;
  // A reload "in the future" means the clock was set back since; it must not block reloads for hours.
  return elapsed >= windowMs || elapsed < 0;
}

/** The time stored under {@link CHUNK_RELOAD_STORAGE_KEY}, if it holds one. */
export function parseReloadMarker(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const time = Number(value);
  return Number.isFinite(time) ? time : undefined;
}

/** What {@link claimChunkReload} reads and writes. */
export interface ChunkReloadContext {
  /** Where the marker lives: sessionStorage, so it is per tab and dies with it; undefined when unavailable. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** The current time in milliseconds since the epoch. */
  now: number;
}

/**
 * Decides whether a chunk failure may reload the page, and if so records the reload: true at most
 * once per {@link CHUNK_RELOAD_WINDOW_MS}, so a chunk that is really gone shows the error page
 * instead of reloading for ever.
 */
export function claimChunkReload({storage, now}: ChunkReloadContext): boolean {
  // Without a place to remember the reload, it could loop: show the error instead.
  if (!storage) return false;
  try {
    if (!mayReloadAfterChunkError(parseReloadMarker(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)), now)) {
      return false;
    }
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

declare global {
  interface WindowEventMap {
    /** See {@link ROUTE_MODULE_ERROR_EVENT}; `detail` is the import error. */
    'nada:route-module-error': CustomEvent<unknown>;
  }
}
