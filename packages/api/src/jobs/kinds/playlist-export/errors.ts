import {defineErrors} from '../../../errorSpec.ts';

/** What a playlist export is refused with at submit; a run fails with the same codes and texts. */
export const playlistExportErrors = defineErrors({
  /** Another's public playlist: the caller may listen to it, not export it. */
  PLAYLIST_NOT_OWNED: {status: 403, message: 'Only the owner of a playlist can export it.'},
  /** A playlist without tracks. */
  PLAYLIST_EMPTY: {status: 409, message: 'The playlist has no tracks to export.'},
  /** A track whose file is gone (deleted, expired). */
  PLAYLIST_TRACK_UNAVAILABLE: (position: number, title: string) => ({
    status: 409,
    message: `Track ${position} (“${title}”) is no longer available; remove it from the playlist first.`,
  }),
});
