import {defineMessages} from '@nada/ui';

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
  openPlaylist: {
    id: 'app.playlist.openPlaylist',
    defaultMessage: 'Open playlist',
    description: 'Link in the toast after adding a track: goes to the playlist it went into',
  },
  openPlaylists: {
    id: 'app.playlist.openPlaylists',
    defaultMessage: 'See your playlists',
    description: 'Link in the toast after adding a track to several playlists: goes to the list of playlists',
  },
  startFailed: {
    id: 'app.playlist.startFailed',
    defaultMessage: 'The playlist couldn’t be loaded to play. Check your connection and try again.',
    description: 'Notice when a playlist from a public profile could not be read to play',
  },
  playFailed: {
    id: 'app.playlist.playFailed',
    defaultMessage: 'Nothing in this playlist can be played right now.',
    description: 'Notice when play all finds no available track',
  },
  addStemToPlaylist: {
    id: 'app.playlist.addStemToPlaylist',
    defaultMessage: 'Add {stem} to a playlist',
    description: 'Icon button of one stem of a result: opens the add-to-playlist dialog for it',
  },
  addedTo: {
    id: 'app.playlist.addedTo',
    defaultMessage: 'Added to “{playlist}”',
    description: 'Toast after the add-to-playlist dialog closed, when the track went into one playlist',
  },
  addedToMany: {
    id: 'app.playlist.addedToMany',
    defaultMessage: 'Added to {count, plural, one {# playlist} other {# playlists}}',
    description: 'Toast after the add-to-playlist dialog closed, when the track went into several playlists',
  },
  deleted: {
    id: 'app.playlist.deleted',
    defaultMessage: 'The playlist “{title}” has been deleted.',
    description: 'Notice after a playlist was deleted',
  },
  readOnly: {
    id: 'app.playlist.readOnly',
    defaultMessage:
      'A public playlist by <owner>{name}</owner>. You can listen, but only its owner can change it.',
    description:
      'Notice on a public playlist opened by another signed-in member; {name} is the owner’s name, <owner> links to their public profile',
  },
  readOnlyGuest: {
    id: 'app.playlist.readOnlyGuest',
    defaultMessage: 'A public playlist by <owner>{name}</owner>. Anyone with the link can listen to it.',
    description:
      'Notice on a public playlist opened by a visitor who is not signed in; {name} is the owner’s name, <owner> links to their public profile',
  },
});
