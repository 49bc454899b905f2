export {
  BUILDS_DIRECTORY,
  CHECK_INTERVAL_STORAGE_KEY,
  DEFAULT_CHECK_INTERVAL_MS,
  buildMetaUrl,
  checkIntervalMs,
  createBuildId,
  latestBuildUrl,
  parseBuildInfo,
} from './buildInfo';
export type {BuildInfo} from './buildInfo';
export {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  ROUTE_MODULE_ERROR_EVENT,
  claimChunkReload,
  mayReloadAfterChunkError,
  parseReloadMarker,
} from './chunkReload';
export type {ChunkReloadContext} from './chunkReload';
export {versionMessages} from './messages';
export {useChunkErrorReload} from './useChunkErrorReload';
export {useNewVersion} from './useNewVersion';
export type {UseNewVersionOptions} from './useNewVersion';
