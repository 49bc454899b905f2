import {defineMessages} from '@nada/ui';
import {useIntl} from 'react-intl';
import {messages} from './messages';
import {MAX_PLAYLISTS} from './playlists';

/** The most items a playlist holds; the API answers 409 PLAYLIST_FULL beyond it. */
const MAX_PLAYLIST_ITEMS = 500;

/** The texts of the playlist codes only the app's other parts meet (a removed item, an export refused). */
const errorMessages = defineMessages({
  PLAYLIST_ITEM_NOT_FOUND: {
    id: 'playlist.errors.itemNotFound',
    defaultMessage: 'This track is no longer in the playlist.',
    description: 'Refused: the playlist item was already removed',
  },
  PLAYLIST_NOT_OWNED: {
    id: 'playlist.errors.notOwned',
    defaultMessage: 'Only the owner of this playlist can export it.',
    description: 'Playlist export refused: the playlist is someone else’s (public, so the user can see it)',
  },
  PLAYLIST_EMPTY: {
    id: 'playlist.errors.empty',
    defaultMessage: 'This playlist has no tracks yet. Add some, then export it.',
    description: 'Playlist export refused: the playlist has no tracks',
  },
  PLAYLIST_TRACK_UNAVAILABLE: {
    id: 'playlist.errors.trackUnavailable',
    defaultMessage:
      'A track of this playlist is no longer available. Remove it from the playlist, then export again.',
    description: 'Playlist export refused or failed: a track’s file was deleted or has expired',
  },
});

/**
 * The text of every API error code of playlists, in one place: the parts here explain their
 * failures with it, and the app's one map of codes (apiErrorMessages) takes it whole. A text that
 * takes values comes with them.
 */
export const playlistErrorMessages = {
  PLAYLIST_NOT_FOUND: messages.errorNotFound,
  PLAYLIST_LIMIT: {message: messages.errorLimit, values: {max: MAX_PLAYLISTS}},
  PLAYLIST_FULL: {message: messages.errorFull, values: {max: MAX_PLAYLIST_ITEMS}},
  PLAYLIST_ITEM_EXISTS: messages.errorItemExists,
  ...errorMessages,
} as const;

/** An API error code of playlists. */
type PlaylistApiErrorCode = keyof typeof playlistErrorMessages;

/** The failures the playlist parts explain: the API's playlist codes, a lost connection, or anything else. */
export type PlaylistErrorCode = PlaylistApiErrorCode | 'network' | 'unknown';

const isPlaylistApiErrorCode = (code: string): code is PlaylistApiErrorCode =>
  Object.hasOwn(playlistErrorMessages, code);

/**
 * Reads the failure out of what a callback rejected with: an object whose `code` is one of the
 * API's playlist codes, `'network'` for a failed fetch (a TypeError) or an object with
 * `code: 'network'`, otherwise `'unknown'`.
 */
export function playlistErrorCode(error: unknown): PlaylistErrorCode {
  const code =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
        ? error.code
        : undefined;
  if (code !== undefined && (isPlaylistApiErrorCode(code) || code === 'network')) return code;
  return error instanceof TypeError ? 'network' : 'unknown';
}

/** Returns a function that explains a rejected callback's failure in the user's language. */
export function usePlaylistErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => {
    const code = playlistErrorCode(error);
    if (code === 'network') return intl.formatMessage(messages.errorNetwork);
    if (code === 'unknown') return intl.formatMessage(messages.errorUnknown);
    const text = playlistErrorMessages[code];
    return 'message' in text ? intl.formatMessage(text.message, text.values) : intl.formatMessage(text);
  };
}
