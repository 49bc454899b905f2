/**
 * The codes a playlist export is refused or fails with, part of `ERROR_CODES` (errors.ts); their
 * errors are made in playlistExportJob.ts.
 */
export const PLAYLIST_EXPORT_ERROR_CODES = [
  'PLAYLIST_NOT_OWNED',
  'PLAYLIST_EMPTY',
  'PLAYLIST_TRACK_UNAVAILABLE',
] as const;
