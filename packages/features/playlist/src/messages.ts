import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of the playlist parts. */
export const messages = defineMessages({
  errorFull: {
    id: 'playlist.errors.full',
    defaultMessage: 'This playlist is full: it can hold {max} songs at most.',
    description: 'Error when adding to a playlist that already holds the most items allowed',
  },
  errorItemExists: {
    id: 'playlist.errors.itemExists',
    defaultMessage: 'This song is already in that playlist.',
    description: 'Error when the item is already in the playlist',
  },
  errorLimit: {
    id: 'playlist.errors.limit',
    defaultMessage: 'You already have {max} playlists, the most allowed. Delete one to make a new one.',
    description: 'Error when the user has reached the playlist limit',
  },
  errorNotFound: {
    id: 'playlist.errors.notFound',
    defaultMessage: 'This playlist no longer exists.',
    description: 'Error when the playlist was deleted or is not visible to the user',
  },
  errorNetwork: {
    id: 'playlist.errors.network',
    defaultMessage: 'No connection. Check your internet and try again.',
    description: 'Error when the request could not reach the server',
  },
  errorUnknown: {
    id: 'playlist.errors.unknown',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Error for any other failure',
  },
  retry: {
    id: 'playlist.retry',
    defaultMessage: 'Try again',
    description: 'Button that retries loading after a failure',
  },
  cancel: {
    id: 'playlist.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that discards changes or closes a confirmation',
  },
  save: {
    id: 'playlist.save',
    defaultMessage: 'Save',
    description: 'Button that saves the edited name and description',
  },
  itemCount: {
    id: 'playlist.itemCount',
    defaultMessage: '{count, plural, =0 {No songs} one {# song} other {# songs}}',
    description: 'Number of items (songs, stems, tracks) in a playlist',
  },
  durationSeconds: {
    id: 'playlist.duration.seconds',
    defaultMessage: '{seconds} s',
    description: 'Total length of a playlist under a minute; s is seconds',
  },
  durationMinutes: {
    id: 'playlist.duration.minutes',
    defaultMessage: '{minutes} min',
    description: 'Total length of a playlist under an hour; min is minutes',
  },
  durationHours: {
    id: 'playlist.duration.hours',
    defaultMessage: '{hours} h {minutes} min',
    description: 'Total length of a playlist of an hour or more; h is hours, min is minutes',
  },
  visibilityPublic: {
    id: 'playlist.visibility.public',
    defaultMessage: 'Public',
    description: 'Badge of a playlist anyone with the link can open',
  },
  visibilityPrivate: {
    id: 'playlist.visibility.private',
    defaultMessage: 'Private',
    description: 'Badge of a playlist only its owner can open',
  },
  titleRequired: {
    id: 'playlist.title.required',
    defaultMessage: 'Give the playlist a name.',
    description: 'Validation error when the playlist name is empty',
  },
  titleTooLong: {
    id: 'playlist.title.tooLong',
    defaultMessage: 'A name can have at most {max} characters.',
    description: 'Validation error when the playlist name is too long',
  },
  descriptionTooLong: {
    id: 'playlist.description.tooLong',
    defaultMessage: 'A description can have at most {max} characters.',
    description: 'Validation error when the playlist description is too long',
  },
  dialogTitle: {
    id: 'playlist.addDialog.title',
    defaultMessage: 'Add to playlist',
    description: 'Title of the dialog that adds a song to the user’s playlists',
  },
  dialogDescription: {
    id: 'playlist.addDialog.description',
    defaultMessage: 'Choose the playlists for “{title}”.',
    description: 'Subtitle of the add-to-playlist dialog; title is the song’s title',
  },
  dialogListLabel: {
    id: 'playlist.addDialog.listLabel',
    defaultMessage: 'Your playlists',
    description: 'Accessible name of the list of playlists in the add-to-playlist dialog',
  },
  dialogLoading: {
    id: 'playlist.addDialog.loading',
    defaultMessage: 'Loading your playlists…',
    description: 'Read by screen readers while the playlists load',
  },
  dialogLoadFailed: {
    id: 'playlist.addDialog.loadFailed',
    defaultMessage: 'Your playlists couldn’t be loaded.',
    description: 'Shown when the playlists could not be loaded in the dialog',
  },
  dialogEmpty: {
    id: 'playlist.addDialog.empty',
    defaultMessage: 'You have no playlists yet. Make the first one below.',
    description: 'Shown in the dialog when the user has no playlists',
  },
  dialogSaving: {
    id: 'playlist.addDialog.saving',
    defaultMessage: 'Saving…',
    description: 'Read by screen readers beside a playlist whose change is being saved',
  },
  added: {
    id: 'playlist.addDialog.added',
    defaultMessage: 'Added to {playlist}',
    description: 'Announcement after the song was added to a playlist',
  },
  removed: {
    id: 'playlist.addDialog.removed',
    defaultMessage: 'Removed from {playlist}',
    description: 'Announcement after the song was taken out of a playlist',
  },
  createdAndAdded: {
    id: 'playlist.addDialog.createdAndAdded',
    defaultMessage: 'Made {playlist} and added the song',
    description: 'Announcement after a new playlist was made with the song in it',
  },
  newPlaylist: {
    id: 'playlist.newPlaylist',
    defaultMessage: 'New playlist',
    description: 'Button that starts making a new playlist',
  },
  newPlaylistName: {
    id: 'playlist.addDialog.newName',
    defaultMessage: 'Name of the new playlist',
    description: 'Label of the name field of a new playlist',
  },
  createAndAdd: {
    id: 'playlist.addDialog.createAndAdd',
    defaultMessage: 'Create and add',
    description: 'Button that makes the new playlist and adds the song to it',
  },
  done: {
    id: 'playlist.addDialog.done',
    defaultMessage: 'Done',
    description: 'Button that closes the add-to-playlist dialog',
  },
  addToPlaylist: {
    id: 'playlist.addButton.label',
    defaultMessage: 'Add to playlist',
    description: 'Button that opens the add-to-playlist dialog',
  },
  listLabel: {
    id: 'playlist.list.label',
    defaultMessage: 'Your playlists',
    description: 'Accessible name of the list of the user’s playlists',
  },
  listLoading: {
    id: 'playlist.list.loading',
    defaultMessage: 'Loading your playlists…',
    description: 'Read by screen readers while the playlists load',
  },
  listLoadFailed: {
    id: 'playlist.list.loadFailed',
    defaultMessage: 'Your playlists couldn’t be loaded.',
    description: 'Shown when the list of playlists could not be loaded',
  },
  listEmptyTitle: {
    id: 'playlist.list.emptyTitle',
    defaultMessage: 'No playlists yet',
    description: 'Title of the empty list of playlists',
  },
  listEmptyDescription: {
    id: 'playlist.list.emptyDescription',
    defaultMessage: 'Gather your minus ones, stems and tracks in a playlist to play them one after another.',
    description: 'Text of the empty list of playlists',
  },
  listUpdated: {
    id: 'playlist.list.updated',
    defaultMessage: 'Updated {date}',
    description: 'When a playlist last changed; date is a formatted date',
  },
  loadMore: {
    id: 'playlist.list.loadMore',
    defaultMessage: 'Show more',
    description: 'Button that loads the next page of playlists',
  },
  editDetails: {
    id: 'playlist.editor.editDetails',
    defaultMessage: 'Edit name and description',
    description: 'Button that turns the playlist’s name and description into fields',
  },
  titleLabel: {
    id: 'playlist.editor.titleLabel',
    defaultMessage: 'Name',
    description: 'Label of the playlist name field',
  },
  descriptionLabel: {
    id: 'playlist.editor.descriptionLabel',
    defaultMessage: 'Description',
    description: 'Label of the playlist description field',
  },
  ownerLine: {
    id: 'playlist.editor.owner',
    defaultMessage: 'By {name}',
    description: 'Who made a playlist, shown to other viewers',
  },
  publicLabel: {
    id: 'playlist.editor.publicLabel',
    defaultMessage: 'Public',
    description: 'Label of the switch that makes the playlist public',
  },
  publicHint: {
    id: 'playlist.editor.publicHint',
    defaultMessage: 'Anyone with the link can listen.',
    description: 'Description under the switch that makes the playlist public',
  },
  shareLinkLabel: {
    id: 'playlist.editor.shareLink',
    defaultMessage: 'Share link',
    description: 'Label of the playlist’s share link',
  },
  copyLink: {
    id: 'playlist.editor.copyLink',
    defaultMessage: 'Copy link',
    description: 'Button that copies the share link',
  },
  linkCopied: {
    id: 'playlist.editor.linkCopied',
    defaultMessage: 'Link copied',
    description: 'Status after the share link was copied',
  },
  copyFailed: {
    id: 'playlist.editor.copyFailed',
    defaultMessage: 'The link couldn’t be copied. Select it and copy it yourself.',
    description: 'Error when the browser refused to copy the link',
  },
  playAll: {
    id: 'playlist.editor.playAll',
    defaultMessage: 'Play all',
    description: 'Button that plays the playlist from the start',
  },
  shufflePlay: {
    id: 'playlist.editor.shufflePlay',
    defaultMessage: 'Shuffle',
    description: 'Button that plays the playlist in random order',
  },
  deletePlaylist: {
    id: 'playlist.editor.delete',
    defaultMessage: 'Delete playlist',
    description: 'Button that deletes the playlist',
  },
  deleteTitle: {
    id: 'playlist.editor.deleteTitle',
    defaultMessage: 'Delete “{title}”?',
    description: 'Title of the confirmation before deleting a playlist',
  },
  deleteDescription: {
    id: 'playlist.editor.deleteDescription',
    defaultMessage: 'The playlist and its list of songs go away. The files themselves stay in your history.',
    description: 'What deleting a playlist does',
  },
  deleteConfirm: {
    id: 'playlist.editor.deleteConfirm',
    defaultMessage: 'Delete',
    description: 'Button that confirms deleting the playlist',
  },
  itemsLabel: {
    id: 'playlist.editor.itemsLabel',
    defaultMessage: 'Songs in this playlist',
    description: 'Accessible name of the list of items in the playlist',
  },
  itemsEmptyTitle: {
    id: 'playlist.editor.emptyTitle',
    defaultMessage: 'This playlist is empty',
    description: 'Title shown when a playlist has no items',
  },
  itemsEmptyOwner: {
    id: 'playlist.editor.emptyOwner',
    defaultMessage: 'Add results, stems or generated tracks with “Add to playlist”.',
    description: 'How the owner fills an empty playlist',
  },
  itemUnavailable: {
    id: 'playlist.editor.unavailable',
    defaultMessage: 'Unavailable: the file is no longer kept',
    description: 'Explains a greyed item whose file has expired or been deleted',
  },
  nowPlaying: {
    id: 'playlist.editor.nowPlaying',
    defaultMessage: 'Now playing',
    description: 'Note under the title of the item the player is on',
  },
  playItem: {
    id: 'playlist.editor.playItem',
    defaultMessage: 'Play {title}',
    description: 'Accessible name of the play button of an item',
  },
  removeItem: {
    id: 'playlist.editor.removeItem',
    defaultMessage: 'Remove {title} from the playlist',
    description: 'Accessible name of the remove button of an item',
  },
  itemActions: {
    id: 'playlist.editor.itemActions',
    defaultMessage: 'More for {title}',
    description: 'Accessible name of the menu button of an item',
  },
  moveUp: {
    id: 'playlist.editor.moveUp',
    defaultMessage: 'Move up',
    description: 'Menu item that moves the item one place up',
  },
  moveDown: {
    id: 'playlist.editor.moveDown',
    defaultMessage: 'Move down',
    description: 'Menu item that moves the item one place down',
  },
  moveHandle: {
    id: 'playlist.editor.moveHandle',
    defaultMessage: 'Reorder {title}',
    description: 'Accessible name of the drag handle of an item',
  },
  moveInstructions: {
    id: 'playlist.editor.moveInstructions',
    defaultMessage:
      'Press Space or Enter to pick up. Use the up and down arrows to move, Space or Enter to drop, Escape to cancel.',
    description: 'How to reorder with the keyboard, read with the drag handle',
  },
  announcePicked: {
    id: 'playlist.editor.announcePicked',
    defaultMessage: 'Picked up {title}. Position {position} of {total}.',
    description: 'Announcement when an item is picked up with the keyboard',
  },
  announceMoved: {
    id: 'playlist.editor.announceMoved',
    defaultMessage: 'Moved {title} to position {position} of {total}.',
    description: 'Announcement when an item is moved',
  },
  announceDropped: {
    id: 'playlist.editor.announceDropped',
    defaultMessage: 'Dropped {title} at position {position} of {total}.',
    description: 'Announcement when an item is dropped in its new place',
  },
  announceCanceled: {
    id: 'playlist.editor.announceCanceled',
    defaultMessage: 'Reordering canceled. {title} is back at position {position} of {total}.',
    description: 'Announcement when reordering is canceled',
  },
  reorderFailed: {
    id: 'playlist.editor.reorderFailed',
    defaultMessage: 'The new order couldn’t be saved, so it’s back as it was.',
    description: 'Error when saving the new order failed and it was undone',
  },
  heading: {
    id: 'playlist.page.heading',
    defaultMessage: 'Your playlists',
    description: 'Heading of the playlists page',
  },
  lead: {
    id: 'playlist.page.lead',
    defaultMessage: 'Keep your backing tracks and stems in order for the next rehearsal, and share them.',
    description: 'Lead under the playlists heading',
  },
  loadingOne: {
    id: 'playlist.page.loadingOne',
    defaultMessage: 'Loading the playlist…',
    description: 'Shown while one playlist loads',
  },
  backToList: {
    id: 'playlist.page.backToList',
    defaultMessage: 'All playlists',
    description: 'Link from one playlist back to the list of playlists',
  },
  create: {
    id: 'playlist.page.create',
    defaultMessage: 'Create',
    description: 'Button: make the new playlist',
  },
  openPlaylist: {
    id: 'playlist.page.openPlaylist',
    defaultMessage: 'Open playlist',
    description: 'Link in the toast after adding a track: goes to the playlist it went into',
  },
  openPlaylists: {
    id: 'playlist.page.openPlaylists',
    defaultMessage: 'See your playlists',
    description: 'Link in the toast after adding a track to several playlists: goes to the list of playlists',
  },
  startFailed: {
    id: 'playlist.page.startFailed',
    defaultMessage: 'The playlist couldn’t be loaded to play. Check your connection and try again.',
    description: 'Notice when a playlist from a public profile could not be read to play',
  },
  playFailed: {
    id: 'playlist.page.playFailed',
    defaultMessage: 'Nothing in this playlist can be played right now.',
    description: 'Notice when play all finds no available track',
  },
  addStemToPlaylist: {
    id: 'playlist.page.addStemToPlaylist',
    defaultMessage: 'Add {stem} to a playlist',
    description: 'Icon button of one stem of a result: opens the add-to-playlist dialog for it',
  },
  addedTo: {
    id: 'playlist.page.addedTo',
    defaultMessage: 'Added to “{playlist}”',
    description: 'Toast after the add-to-playlist dialog closed, when the track went into one playlist',
  },
  addedToMany: {
    id: 'playlist.page.addedToMany',
    defaultMessage: 'Added to {count, plural, one {# playlist} other {# playlists}}',
    description: 'Toast after the add-to-playlist dialog closed, when the track went into several playlists',
  },
  deleted: {
    id: 'playlist.page.deleted',
    defaultMessage: 'The playlist “{title}” has been deleted.',
    description: 'Notice after a playlist was deleted',
  },
  readOnly: {
    id: 'playlist.page.readOnly',
    defaultMessage:
      'A public playlist by <owner>{name}</owner>. You can listen, but only its owner can change it.',
    description:
      'Notice on a public playlist opened by another signed-in member; {name} is the owner’s name, <owner> links to their public profile',
  },
  signInToMake: {
    id: 'playlist.page.signInToMake',
    defaultMessage: '<signIn>Sign in</signIn> to make playlists of your own.',
    description:
      'After the notice on a public playlist opened by a visitor who is not signed in; <signIn> links to the sign-in page, which brings them back here',
  },
  readOnlyGuest: {
    id: 'playlist.page.readOnlyGuest',
    defaultMessage: 'A public playlist by <owner>{name}</owner>. Anyone with the link can listen to it.',
    description:
      'Notice on a public playlist opened by a visitor who is not signed in; {name} is the owner’s name, <owner> links to their public profile',
  },
});
