import {defineMessages} from '@nada/ui';

/** The texts of a playlist's export into one zip, `playlist.export.*`. */
export const exportMessages = defineMessages({
  open: {
    id: 'playlist.export.open',
    defaultMessage: 'Download all',
    description:
      'Button on the owner’s playlist page that opens the dialog to download every track as one zip',
  },
  emptyHint: {
    id: 'playlist.export.emptyHint',
    defaultMessage: 'Add songs to download them all at once.',
    description: 'Why "Download all" is disabled: the playlist has no songs yet',
  },
  title: {
    id: 'playlist.export.title',
    defaultMessage: 'Download all songs',
    description: 'Title of the dialog that exports a playlist as one zip',
  },
  description: {
    id: 'playlist.export.description',
    defaultMessage:
      'The {count, plural, one {song} other {# songs}} of “{title}” in one zip file, in playlist order, with an M3U playlist. It’s free: no processing minutes are used.',
    description:
      'What the export makes: {count} songs of the playlist {title}, in order, with an M3U file; it costs nothing',
  },
  formatLabel: {
    id: 'playlist.export.formatLabel',
    defaultMessage: 'Format',
    description: 'Label of the choice between MP3 and the original files',
  },
  formatMp3: {
    id: 'playlist.export.formatMp3',
    defaultMessage: 'MP3',
    description: 'Format choice: every song made into an MP3',
  },
  formatMp3Hint: {
    id: 'playlist.export.formatMp3Hint',
    defaultMessage: 'Every song as an MP3 that plays anywhere.',
    description: 'Explains the MP3 format choice',
  },
  formatOriginal: {
    id: 'playlist.export.formatOriginal',
    defaultMessage: 'Original files',
    description: 'Format choice: the files as they were added to the playlist',
  },
  formatOriginalHint: {
    id: 'playlist.export.formatOriginalHint',
    defaultMessage: 'The files as they were added, unchanged (WAV, FLAC, MP3…).',
    description: 'Explains the original-files format choice',
  },
  unavailable: {
    id: 'playlist.export.unavailable',
    defaultMessage:
      '{count, plural, one {One song is} other {# songs are}} no longer available. Remove {count, plural, one {it} other {them}} from the playlist first.',
    description:
      'In the export dialog: some items’ files expired or were deleted, so the zip cannot be made yet',
  },
  start: {
    id: 'playlist.export.start',
    defaultMessage: 'Make the zip',
    description: 'Button in the export dialog that starts making the zip',
  },
  heading: {
    id: 'playlist.export.heading',
    defaultMessage: 'Download all',
    description: 'Heading of the panel showing the playlist’s export: progress, the zip, or why it failed',
  },
  starting: {
    id: 'playlist.export.starting',
    defaultMessage: 'Starting the export…',
    description: 'Shown while the export is being sent to the server',
  },
  canceled: {
    id: 'playlist.export.canceled',
    defaultMessage: 'The export was stopped. Nothing was made.',
    description: 'Shown after the owner stopped the export',
  },
  failed: {
    id: 'playlist.export.failed',
    defaultMessage: 'The zip could not be made.',
    description: 'Heading of the error when the export was refused or could not be followed',
  },
  ready: {
    id: 'playlist.export.ready',
    defaultMessage:
      'Your zip is ready: {count, plural, one {# song} other {# songs}}, {format, select, mp3 {MP3} other {original files}}.',
    description: 'Shown when the export is done: how many songs the zip holds and in what format',
  },
  download: {
    id: 'playlist.export.download',
    defaultMessage: 'Download zip',
    description: 'Button that downloads the finished zip of the playlist',
  },
  downloadFailed: {
    id: 'playlist.export.downloadFailed',
    defaultMessage: 'The download could not start: {reason}',
    description: 'Shown when the zip’s download address could not be had; {reason} is the error’s text',
  },
  history: {
    id: 'playlist.export.history',
    defaultMessage: 'You can also download it again from History.',
    description: 'Note under a finished export: it can be downloaded again from the history page',
  },
});
