import {defineErrors} from '../errorSpec.ts';

/** The errors of playlists and their items. */
export const playlistErrors = defineErrors({
  /** A playlist that does not exist, or that the caller may not see (or change). */
  PLAYLIST_NOT_FOUND: {status: 404, message: 'Playlist not found.'},
  /** A user already has as many playlists as allowed. */
  PLAYLIST_LIMIT: (limit: number) => ({
    status: 409,
    message: `You can have at most ${limit} playlists. Delete one to make another.`,
  }),
  /** A playlist already holds as many items as allowed. */
  PLAYLIST_FULL: (limit: number) => ({status: 409, message: `A playlist holds at most ${limit} items.`}),
  /** The file is already in the playlist. */
  PLAYLIST_ITEM_EXISTS: {status: 409, message: 'This file is already in the playlist.'},
  /** An item that is not in the playlist. */
  PLAYLIST_ITEM_NOT_FOUND: {status: 404, message: 'The item is not in this playlist.'},
});
