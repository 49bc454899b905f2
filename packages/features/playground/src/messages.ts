import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of the playground. */
export const messages = defineMessages({
  title: {
    id: 'playground.title',
    defaultMessage: 'Stems',
    description: 'Heading over the lanes of the stem mixer',
  },
  loading: {
    id: 'playground.loading',
    defaultMessage: 'Loading the stems…',
    description: 'Status while the stems are downloaded and decoded',
  },
  loadFailed: {
    id: 'playground.loadFailed',
    defaultMessage: 'The stems could not be loaded. Check your connection and try again.',
    description: 'Error when a stem could not be downloaded or decoded',
  },
  unsupported: {
    id: 'playground.unsupported',
    defaultMessage: 'This browser cannot mix audio. Try a recent Chrome, Firefox or Safari.',
    description: 'Error when the browser has no Web Audio',
  },
  retry: {id: 'playground.retry', defaultMessage: 'Try again', description: 'Button that reloads the stems'},
  play: {id: 'playground.play', defaultMessage: 'Play', description: 'Button that starts the mix'},
  pause: {id: 'playground.pause', defaultMessage: 'Pause', description: 'Button that pauses the mix'},
  volume: {
    id: 'playground.volume',
    defaultMessage: 'Volume of {stem}',
    description: 'Accessible name of a stem’s volume slider',
  },
  pan: {
    id: 'playground.pan',
    defaultMessage: 'Pan of {stem}',
    description: 'Accessible name of a stem’s left-right slider',
  },
  panValue: {
    id: 'playground.panValue',
    defaultMessage: '{side, select, left {{amount} left} right {{amount} right} other {Centre}}',
    description: 'Value of a pan slider: how far to the left or right, e.g. "40% left", or "Centre"',
  },
  mute: {id: 'playground.mute', defaultMessage: 'Mute', description: 'Toggle that silences one stem'},
  muteStem: {
    id: 'playground.muteStem',
    defaultMessage: 'Mute {stem}',
    description: 'Accessible name of the mute toggle of one stem',
  },
  solo: {
    id: 'playground.solo',
    defaultMessage: 'Solo',
    description: 'Toggle that plays only this stem (and other solo stems)',
  },
  soloStem: {
    id: 'playground.soloStem',
    defaultMessage: 'Solo {stem}',
    description: 'Accessible name of the solo toggle of one stem',
  },
  key: {id: 'playground.key', defaultMessage: 'Key', description: 'Label of the master key change slider'},
  keyValue: {
    id: 'playground.keyValue',
    defaultMessage: '{semitones, plural, =0 {Original} one {{sign}# semitone} other {{sign}# semitones}}',
    description: 'Value of the key slider, e.g. "+2 semitones", "-1 semitone" or "Original"',
  },
  tempo: {id: 'playground.tempo', defaultMessage: 'Tempo', description: 'Label of the master tempo slider'},
  loop: {id: 'playground.loop', defaultMessage: 'Loop', description: 'Toggle that repeats the marked region'},
  loopRegion: {
    id: 'playground.loopRegion',
    defaultMessage: 'Loop {start} – {end}',
    description: 'The looped region, e.g. "Loop 0:12 – 0:20"',
  },
  noLoop: {
    id: 'playground.noLoop',
    defaultMessage: 'No loop yet: shift-drag on a waveform, or press L to loop 8 seconds from here.',
    description: 'Hint shown while no loop region is marked',
  },
  markers: {
    id: 'playground.markers',
    defaultMessage: 'Markers',
    description: 'Heading of the list of markers',
  },
  addMarker: {
    id: 'playground.addMarker',
    defaultMessage: 'Add marker',
    description: 'Button that adds a marker at the current time',
  },
  markerName: {
    id: 'playground.markerName',
    defaultMessage: 'Name of the marker at {time}',
    description: 'Accessible name of a marker’s name field',
  },
  defaultMarkerName: {
    id: 'playground.defaultMarkerName',
    defaultMessage: 'Marker {number}',
    description: 'Name a new marker gets, e.g. "Marker 3"',
  },
  jumpTo: {
    id: 'playground.jumpTo',
    defaultMessage: 'Go to {name}',
    description: 'Accessible name of the button that moves playback to a marker',
  },
  removeMarker: {
    id: 'playground.removeMarker',
    defaultMessage: 'Remove {name}',
    description: 'Accessible name of the button that deletes a marker',
  },
  noMarkers: {
    id: 'playground.noMarkers',
    defaultMessage: 'No markers yet. Add one to jump back to a part of the song (press K).',
    description: 'Shown when the mix has no markers',
  },
  shortcuts: {
    id: 'playground.shortcuts',
    defaultMessage: 'Keyboard shortcuts',
    description: 'Button and dialog title listing the keyboard shortcuts',
  },
  shortcutPlay: {
    id: 'playground.shortcutPlay',
    defaultMessage: 'Play or pause',
    description: 'Shortcut: space',
  },
  shortcutSeek: {
    id: 'playground.shortcutSeek',
    defaultMessage: 'Back or forward 5 seconds',
    description: 'Shortcut: left and right arrows',
  },
  shortcutLane: {
    id: 'playground.shortcutLane',
    defaultMessage: 'Previous or next stem',
    description: 'Shortcut: up and down arrows move focus between lanes',
  },
  shortcutMute: {
    id: 'playground.shortcutMute',
    defaultMessage: 'Mute the focused stem',
    description: 'Shortcut: M',
  },
  shortcutSolo: {
    id: 'playground.shortcutSolo',
    defaultMessage: 'Solo the focused stem',
    description: 'Shortcut: S',
  },
  shortcutLoop: {
    id: 'playground.shortcutLoop',
    defaultMessage: 'Loop on or off',
    description: 'Shortcut: L',
  },
  shortcutMarker: {
    id: 'playground.shortcutMarker',
    defaultMessage: 'Add a marker here',
    description: 'Shortcut: K',
  },
  shortcutHelp: {
    id: 'playground.shortcutHelp',
    defaultMessage: 'Show these shortcuts',
    description: 'Shortcut: question mark',
  },
  laneLabel: {
    id: 'playground.laneLabel',
    defaultMessage: 'Stem {stem}',
    description: 'Accessible name of one stem’s lane',
  },
  waveformLabel: {
    id: 'playground.waveformLabel',
    defaultMessage: 'Waveform of {stem}',
    description: 'Accessible name of a stem’s waveform',
  },
  exportMix: {
    id: 'playground.exportMix',
    defaultMessage: 'Export mix',
    description: 'Button that opens the dialog exporting the mix as one file',
  },
  exportTitle: {
    id: 'playground.exportTitle',
    defaultMessage: 'Export the mix',
    description: 'Title of the export dialog',
  },
  exportDescription: {
    id: 'playground.exportDescription',
    defaultMessage:
      'Nada mixes the stems as you set them on the server, with the key and tempo below, in studio quality.',
    description: 'Text under the export dialog title',
  },
  exportFormat: {
    id: 'playground.exportFormat',
    defaultMessage: 'Format',
    description: 'Accessible name of the choice of file format',
  },
  exportMp3: {
    id: 'playground.exportMp3',
    defaultMessage: 'Small file, plays everywhere',
    description: 'What the MP3 format choice is good for',
  },
  exportWav: {
    id: 'playground.exportWav',
    defaultMessage: 'Uncompressed, for editing',
    description: 'What the WAV format choice is good for',
  },
  exportFlac: {
    id: 'playground.exportFlac',
    defaultMessage: 'Lossless and smaller than WAV',
    description: 'What the FLAC format choice is good for',
  },
  exportOnlyLoop: {
    id: 'playground.exportOnlyLoop',
    defaultMessage: 'Only the loop ({start} – {end})',
    description: 'Checkbox that exports only the loop region; start and end are clock times',
  },
  exportStart: {
    id: 'playground.exportStart',
    defaultMessage: 'Export',
    description: 'Button that starts the export',
  },
  exportAgain: {
    id: 'playground.exportAgain',
    defaultMessage: 'Export again',
    description: 'Button that starts another export after one finished or failed',
  },
  exportRunning: {
    id: 'playground.exportRunning',
    defaultMessage: 'Mixing on the server',
    description: 'Label of the progress bar while the export runs',
  },
  exportCancel: {
    id: 'playground.exportCancel',
    defaultMessage: 'Stop',
    description: 'Button that stops a running export',
  },
  exportDone: {
    id: 'playground.exportDone',
    defaultMessage: 'Your mix is ready.',
    description: 'Status when the export finished',
  },
  exportDownload: {
    id: 'playground.exportDownload',
    defaultMessage: 'Download',
    description: 'Link that downloads the exported mix',
  },
  exportSilent: {
    id: 'playground.exportSilent',
    defaultMessage:
      'No stem can be heard: each one is muted, at volume 0 or left out by a solo. The export would be silent, so turn at least one stem on first.',
    description: 'Why the export dialog offers no export: every stem of the mix is silent',
  },
  exportFailed: {
    id: 'playground.exportFailed',
    defaultMessage: 'The export failed. Try again.',
    description: 'Error when the export failed for a reason the app did not name',
  },
});

/** The playground page's own texts (the mixer's are @nada/playground's). */
export const playgroundPageMessages = defineMessages({
  heading: {
    id: 'playground.page.heading',
    defaultMessage: 'Playground',
    description: 'Title of the stem mixer page',
  },
  lead: {
    id: 'playground.page.lead',
    defaultMessage:
      'Mix the stems of a finished song: balance, mute or solo each one, change the key and tempo, loop a part to practise.',
    description: 'Introduction under the playground title',
  },
  pickHeading: {
    id: 'playground.page.pickHeading',
    defaultMessage: 'Choose a song',
    description: 'Heading of the list of finished jobs to open in the playground',
  },
  pickEmptyTitle: {
    id: 'playground.page.pickEmptyTitle',
    defaultMessage: 'No songs with stems yet',
    description: 'Empty job picker: the user has no finished separation or generated track',
  },
  pickEmptyText: {
    id: 'playground.page.pickEmptyText',
    defaultMessage: 'Separate a song into stems or generate a track first, then mix its stems here.',
    description: 'Empty job picker: what to do',
  },
  makeMinusOne: {
    id: 'playground.page.makeMinusOne',
    defaultMessage: 'Make a minus one',
    description: 'Link from the empty job picker to the minus-one page',
  },
  untitled: {
    id: 'playground.page.untitled',
    defaultMessage: 'Song from {date}',
    description: 'Name of a job whose song has no name, e.g. "Song from 26 Nov 2026"',
  },
  otherSong: {
    id: 'playground.page.otherSong',
    defaultMessage: 'Choose another song',
    description: 'Link back to the job picker',
  },
  saving: {
    id: 'playground.page.saving',
    defaultMessage: 'Saving the mix…',
    description: 'Mix is being saved',
  },
  saved: {
    id: 'playground.page.saved',
    defaultMessage: 'Mix saved',
    description: 'The mix settings were saved for this song',
  },
  saveFailed: {
    id: 'playground.page.saveFailed',
    defaultMessage: 'The mix could not be saved: {reason}',
    description: 'Saving the mix failed; reason is the API error text',
  },
});
