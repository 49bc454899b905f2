import {defineMessages} from '@nada/ui';

/** Texts of the file tools on /tone/sound (key and tempo, BPM and key, cutter, converter). */
export const fileToolMessages = defineMessages({
  heading: {
    id: 'app.tone.files.heading',
    defaultMessage: 'File tools',
    description: 'Heading of the section of tools that work on an uploaded song',
  },
  lead: {
    id: 'app.tone.files.lead',
    defaultMessage:
      'Upload a song to change its key or tempo, find its BPM and key, cut a part or convert it.',
    description: 'Lead under the file tools heading',
  },
  signInNeeded: {
    id: 'app.tone.files.signInNeeded',
    defaultMessage: 'Sign in to use the file tools: your songs and results are kept in your account.',
    description: 'Shown to a guest instead of the file tools',
  },
  signIn: {id: 'app.tone.files.signIn', defaultMessage: 'Sign in', description: 'Button to the sign-in page'},
  tabsLabel: {
    id: 'app.tone.files.tabs',
    defaultMessage: 'File tools',
    description: 'Accessible name of the file tool tabs',
  },
  tabKeyTempo: {
    id: 'app.tone.files.tabKeyTempo',
    defaultMessage: 'Key & tempo',
    description: 'Tab: change key and tempo',
  },
  tabAnalyse: {
    id: 'app.tone.files.tabAnalyse',
    defaultMessage: 'BPM & key',
    description: 'Tab: find tempo and key',
  },
  tabCut: {id: 'app.tone.files.tabCut', defaultMessage: 'Cutter', description: 'Tab: cut a part of a song'},
  tabConvert: {
    id: 'app.tone.files.tabConvert',
    defaultMessage: 'Converter',
    description: 'Tab: convert to another format',
  },
  acceptLabel: {
    id: 'app.tone.files.accept',
    defaultMessage: 'MP3, WAV, FLAC, M4A or OGG',
    description: 'Which files the upload takes',
  },
  fileReady: {
    id: 'app.tone.files.fileReady',
    defaultMessage: '{name} ({duration})',
    description: 'The uploaded song: its name and length',
  },
  otherFile: {
    id: 'app.tone.files.otherFile',
    defaultMessage: 'Choose another song',
    description: 'Button: upload another file',
  },
  semitones: {
    id: 'app.tone.files.semitones',
    defaultMessage: 'Key (semitones)',
    description: 'Slider label: key change',
  },
  tempo: {
    id: 'app.tone.files.tempo',
    defaultMessage: 'Tempo (%)',
    description: 'Slider label: tempo in percent',
  },
  format: {
    id: 'app.tone.files.format',
    defaultMessage: 'Format',
    description: 'Select label: the result format',
  },
  range: {
    id: 'app.tone.files.range',
    defaultMessage: 'Part to keep',
    description: 'Label of the range to cut',
  },
  rangeHint: {
    id: 'app.tone.files.rangeHint',
    defaultMessage: 'Drag on the waveform with Shift held, or move the Start and End handles above.',
    description:
      'How to pick the range on the waveform; shown under the range slider, whose handles it names',
  },
  rangeStart: {
    id: 'app.tone.files.rangeStart',
    defaultMessage: 'Start',
    description: 'Thumb label: start of the range',
  },
  rangeEnd: {
    id: 'app.tone.files.rangeEnd',
    defaultMessage: 'End',
    description: 'Thumb label: end of the range',
  },
  fadeIn: {
    id: 'app.tone.files.fadeIn',
    defaultMessage: 'Fade in (s)',
    description: 'Slider label: fade in seconds',
  },
  fadeOut: {
    id: 'app.tone.files.fadeOut',
    defaultMessage: 'Fade out (s)',
    description: 'Slider label: fade out seconds',
  },
  waveform: {
    id: 'app.tone.files.waveform',
    defaultMessage: 'Waveform of {name}',
    description: 'Accessible name of the waveform',
  },
  run: {id: 'app.tone.files.run', defaultMessage: 'Process', description: 'Button: start the file tool'},
  analysed: {
    id: 'app.tone.files.analysed',
    defaultMessage: 'Tempo: {bpm, number, ::.#} BPM · Key: {key}',
    description: 'Result of the BPM and key finder',
  },
  result: {
    id: 'app.tone.files.result',
    defaultMessage: 'Result: {name}',
    description: 'Heading of the result file',
  },
  download: {
    id: 'app.tone.files.download',
    defaultMessage: 'Download',
    description: 'Link: download the result',
  },
  canceled: {
    id: 'app.tone.files.canceled',
    defaultMessage: 'The job was canceled.',
    description: 'The job was canceled',
  },
  stageDecode: {
    id: 'app.tone.files.stage.decode',
    defaultMessage: 'Reading the song',
    description: 'Job stage',
  },
  stageProcess: {id: 'app.tone.files.stage.process', defaultMessage: 'Processing', description: 'Job stage'},
  stageEncode: {
    id: 'app.tone.files.stage.encode',
    defaultMessage: 'Writing the result',
    description: 'Job stage',
  },
  stageStore: {id: 'app.tone.files.stage.store', defaultMessage: 'Saving', description: 'Job stage'},
});
