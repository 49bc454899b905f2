import {defineMessages} from '@nada/ui';
import {type MessageDescriptor} from 'react-intl';

/** Why a playlist request failed, by the API's error code. */
export const playlistErrorMessages = defineMessages({
  PLAYLIST_NOT_FOUND: {
    id: 'app.playlist.error.PLAYLIST_NOT_FOUND',
    defaultMessage: 'This playlist does not exist, has been deleted or is private.',
    description: 'Playlist error: no such playlist, or it belongs to someone else and is private',
  },
  PLAYLIST_LIMIT: {
    id: 'app.playlist.error.PLAYLIST_LIMIT',
    defaultMessage: 'You already have 200 playlists. Delete one you no longer need to make a new one.',
    description: 'Playlist error: the user has reached the most playlists allowed',
  },
  PLAYLIST_FULL: {
    id: 'app.playlist.error.PLAYLIST_FULL',
    defaultMessage: 'This playlist already holds 500 tracks. Remove some or use another playlist.',
    description: 'Playlist error: the playlist has reached the most items allowed',
  },
  PLAYLIST_ITEM_EXISTS: {
    id: 'app.playlist.error.PLAYLIST_ITEM_EXISTS',
    defaultMessage: 'This track is already in that playlist.',
    description: 'Playlist error: the same file was added twice',
  },
  FILE_NOT_FOUND: {
    id: 'app.playlist.error.FILE_NOT_FOUND',
    defaultMessage: 'This track no longer exists: it has expired or been deleted.',
    description: 'Playlist error: the file to add is gone or not the user’s',
  },
  FILE_NOT_AUDIO: {
    id: 'app.playlist.error.FILE_NOT_AUDIO',
    defaultMessage: 'Only audio can go into a playlist.',
    description: 'Playlist error: the file to add is not audio',
  },
  VALIDATION_FAILED: {
    id: 'app.playlist.error.VALIDATION_FAILED',
    defaultMessage: 'Check the title (1 to 80 characters) and the description (at most 500).',
    description: 'Playlist error: a title or description was refused',
  },
  NETWORK: {
    id: 'app.playlist.error.NETWORK',
    defaultMessage: 'We could not reach Nada. Check your connection and try again.',
    description: 'Playlist error: the request did not reach the server',
  },
  unknown: {
    id: 'app.playlist.error.unknown',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Playlist error: any other failure',
  },
});

/** The localised text of an API error code of the playlists (any unknown code reads as a general failure). */
export function playlistErrorFor(code: string | null | undefined): MessageDescriptor {
  if (code && code in playlistErrorMessages) {
    return playlistErrorMessages[code as keyof typeof playlistErrorMessages];
  }
  if (code === 'SERVICE_UNAVAILABLE' || code?.startsWith('HTTP_5')) return playlistErrorMessages.NETWORK;
  return playlistErrorMessages.unknown;
}

/** The playlists page's and the "add to playlist" buttons' own texts. */
export const playlistMessages = defineMessages({
  heading: {
    id: 'app.playlist.heading',
    defaultMessage: 'Your playlists',
    description: 'Heading of the playlists page',
  },
  lead: {
    id: 'app.playlist.lead',
    defaultMessage: 'Keep your backing tracks and stems in order for the next rehearsal, and share them.',
    description: 'Lead under the playlists heading',
  },
  loadingOne: {
    id: 'app.playlist.loadingOne',
    defaultMessage: 'Loading the playlist…',
    description: 'Shown while one playlist loads',
  },
  tryAgain: {
    id: 'app.playlist.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button: read the playlists again after a failure',
  },
  backToList: {
    id: 'app.playlist.backToList',
    defaultMessage: 'All playlists',
    description: 'Link from one playlist back to the list of playlists',
  },
  unknownOwner: {
    id: 'app.playlist.unknownOwner',
    defaultMessage: 'another Nada member',
    description: 'Stands for the owner of a shared playlist whose name is unknown',
  },
  newTitle: {
    id: 'app.playlist.newTitle',
    defaultMessage: 'New playlist',
    description: 'Title of the dialog that makes a new playlist',
  },
  nameLabel: {
    id: 'app.playlist.nameLabel',
    defaultMessage: 'Name',
    description: 'Label of the new playlist’s name field',
  },
  titleRequired: {
    id: 'app.playlist.titleRequired',
    defaultMessage: 'Give the playlist a name.',
    description: 'Error: the new playlist’s name is empty',
  },
  titleTooLong: {
    id: 'app.playlist.titleTooLong',
    defaultMessage: 'Keep the name to 80 characters at most.',
    description: 'Error: the new playlist’s name is too long',
  },
  cancel: {
    id: 'app.playlist.cancel',
    defaultMessage: 'Cancel',
    description: 'Button: close the new playlist dialog without making one',
  },
  create: {
    id: 'app.playlist.create',
    defaultMessage: 'Create',
    description: 'Button: make the new playlist',
  },
  playFailed: {
    id: 'app.playlist.playFailed',
    defaultMessage: 'Nothing in this playlist can be played right now.',
    description: 'Notice when play all finds no available track',
  },
});

/** Texts that take values (kept apart so a missing value is a type error). */
export const playlistValueMessages = defineMessages({
  addStemToPlaylist: {
    id: 'app.playlist.addStemToPlaylist',
    defaultMessage: 'Add {stem} to a playlist',
    description: 'Icon button of one stem of a result: opens the add-to-playlist dialog for it',
  },
  deleted: {
    id: 'app.playlist.deleted',
    defaultMessage: 'The playlist “{title}” has been deleted.',
    description: 'Notice after a playlist was deleted',
  },
  readOnly: {
    id: 'app.playlist.readOnly',
    defaultMessage: 'A public playlist by {owner}. You can listen, but only {owner} can change it.',
    description: 'Notice on a public playlist opened by someone other than its owner',
  },
});
