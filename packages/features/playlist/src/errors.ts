import {useIntl} from 'react-intl';
import {messages} from './messages';

/** The failures the playlist parts explain: the API's error codes, a lost connection, or anything else. */
export type PlaylistErrorCode =
  'PLAYLIST_FULL' | 'PLAYLIST_ITEM_EXISTS' | 'PLAYLIST_LIMIT' | 'PLAYLIST_NOT_FOUND' | 'network' | 'unknown';

const API_CODES = new Set<string>([
  'PLAYLIST_FULL',
  'PLAYLIST_ITEM_EXISTS',
  'PLAYLIST_LIMIT',
  'PLAYLIST_NOT_FOUND',
]);

/**
 * Reads the failure out of what a callback rejected with: an object whose `code` is one of the
 * API's playlist codes, `'network'` for a failed fetch (a TypeError) or an object with
 * `code: 'network'`, otherwise `'unknown'`.
 */
export function playlistErrorCode(error: unknown): PlaylistErrorCode {
  if (typeof error === 'string')
    return API_CODES.has(error) || error === 'network' ? (error as PlaylistErrorCode) : 'unknown';
  if (error instanceof TypeError) return 'network';
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    if (API_CODES.has(error.code) || error.code === 'network') return error.code as PlaylistErrorCode;
  }
  return 'unknown';
}

/** Returns a function that explains a rejected callback's failure in the user's language. */
export function usePlaylistErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => {
    switch (playlistErrorCode(error)) {
      case 'PLAYLIST_FULL':
        return intl.formatMessage(messages.errorFull, {max: 500});
      case 'PLAYLIST_ITEM_EXISTS':
        return intl.formatMessage(messages.errorItemExists);
      case 'PLAYLIST_LIMIT':
        return intl.formatMessage(messages.errorLimit, {max: 200});
      case 'PLAYLIST_NOT_FOUND':
        return intl.formatMessage(messages.errorNotFound);
      case 'network':
        return intl.formatMessage(messages.errorNetwork);
      case 'unknown':
        return intl.formatMessage(messages.errorUnknown);
    }
  };
}
