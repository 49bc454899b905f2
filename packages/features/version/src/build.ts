// What the build and the server share with the browser, without React: the build files' format and
// URLs, and the chunk-reload guard's event and timing. Node loads this file itself (the app's Vite
// config imports it), hence the `.ts` extensions.
export {
  BUILDS_DIRECTORY,
  CHECK_INTERVAL_STORAGE_KEY,
  DEFAULT_CHECK_INTERVAL_MS,
  buildMetaUrl,
  checkIntervalMs,
  createBuildId,
  latestBuildUrl,
  parseBuildInfo,
} from './buildInfo.ts';
export type {BuildInfo} from './buildInfo.ts';
export {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  ROUTE_MODULE_ERROR_EVENT,
  claimChunkReload,
  mayReloadAfterChunkError,
  parseReloadMarker,
} from './chunkReload.ts';
export type {ChunkReloadContext} from './chunkReload.ts';
