import {defineMessages} from '@nada/ui';
import {type MessageDescriptor} from 'react-intl';
import type {SeparationStage, StemName} from './separation';

/** The names of a separation job's stages, as the progress list shows them. */
export const stageMessages = defineMessages({
  decode: {
    id: 'app.minusone.stage.decode',
    defaultMessage: 'Reading the song',
    description: 'Job stage: the uploaded song is decoded',
  },
  separate: {
    id: 'app.minusone.stage.separate',
    defaultMessage: 'Separating vocals and instruments',
    description: 'Job stage: the song is split into stems',
  },
  transform: {
    id: 'app.minusone.stage.transform',
    defaultMessage: 'Changing key and tempo',
    description: 'Job stage: key and tempo of the stems are changed',
  },
  encode: {
    id: 'app.minusone.stage.encode',
    defaultMessage: 'Saving the audio files',
    description: 'Job stage: the stems are encoded to the chosen format',
  },
  analyse: {
    id: 'app.minusone.stage.analyse',
    defaultMessage: 'Drawing the waveforms',
    description: 'Job stage: waveform peaks, tempo and key are measured',
  },
  store: {
    id: 'app.minusone.stage.store',
    defaultMessage: 'Storing the results',
    description: 'Job stage: the result files are stored',
  },
}) satisfies Record<SeparationStage, MessageDescriptor>;

/** The name of each stem. */
export const stemMessages = defineMessages({
  vocals: {
    id: 'app.minusone.stem.vocals',
    defaultMessage: 'Vocals',
    description: 'Stem name: the voice only',
  },
  instrumental: {
    id: 'app.minusone.stem.instrumental',
    defaultMessage: 'Minus one',
    description: 'Stem name: everything but the voice (the backing track)',
  },
  drums: {
    id: 'app.minusone.stem.drums',
    defaultMessage: 'Drums',
    description: 'Stem name: drums and percussion',
  },
  bass: {id: 'app.minusone.stem.bass', defaultMessage: 'Bass', description: 'Stem name: the bass'},
  other: {
    id: 'app.minusone.stem.other',
    defaultMessage: 'Other instruments',
    description: 'Stem name: every instrument but drums and bass',
  },
}) satisfies Record<StemName, MessageDescriptor>;

/** The minus-one pages' own texts. */
export const minusoneMessages = defineMessages({
  openPlayground: {
    id: 'app.minusone.openPlayground',
    defaultMessage: 'Mix in the playground',
    description: 'Action on a result that opens its stems in the stem mixer (volume, key, tempo, loop)',
  },
  heading: {
    id: 'app.minusone.heading',
    defaultMessage: 'Make a minus one',
    description: 'Heading of the minus-one page',
  },
  lead: {
    id: 'app.minusone.lead',
    defaultMessage:
      'Upload a song: we take the vocals out and give you the backing track and the vocals on their own.',
    description: 'Lead under the minus-one heading',
  },
  customHeading: {
    id: 'app.minusone.customHeading',
    defaultMessage: 'Custom minus one',
    description: 'Heading of the custom minus-one page',
  },
  customLead: {
    id: 'app.minusone.customLead',
    defaultMessage: 'Choose the stems, the engine, the key, the tempo, the format and the loudness.',
    description: 'Lead under the custom minus-one heading',
  },
  toCustom: {
    id: 'app.minusone.toCustom',
    defaultMessage: 'More settings',
    description:
      'Link from the settings step of the quick page to the custom page, keeping the uploaded song',
  },
  navQuick: {
    id: 'app.minusone.navQuick',
    defaultMessage: 'Quick',
    description: 'Link between the minus-one pages: the quick page (stems and format only)',
  },
  navCustom: {
    id: 'app.minusone.navCustom',
    defaultMessage: 'Custom',
    description: 'Link between the minus-one pages: the custom page (every setting)',
  },
  rerun: {
    id: 'app.minusone.rerun',
    defaultMessage: 'Process this song again with other settings',
    description: 'Link from a result (or a history row) to the custom page with the same song and settings',
  },
  toHistory: {
    id: 'app.minusone.toHistory',
    defaultMessage: 'History',
    description: 'Link from the minus-one page to its history',
  },
  stepSource: {
    id: 'app.minusone.stepSource',
    defaultMessage: 'Song',
    description: 'Wizard step name: choose the song',
  },
  stepOptions: {
    id: 'app.minusone.stepOptions',
    defaultMessage: 'Settings',
    description: 'Wizard step name: choose the settings',
  },
  stepProgress: {
    id: 'app.minusone.stepProgress',
    defaultMessage: 'Processing',
    description: 'Wizard step name: the job runs',
  },
  stepPreview: {
    id: 'app.minusone.stepPreview',
    defaultMessage: 'Result',
    description: 'Wizard step name: listen and download',
  },
  acceptLabel: {
    id: 'app.minusone.acceptLabel',
    defaultMessage: 'MP3, WAV, FLAC, M4A, OGG or video',
    description: 'Which files the drop zone accepts',
  },
  planLimits: {
    id: 'app.minusone.planLimits',
    defaultMessage:
      'Your {plan} plan takes files up to {megabytes, number} MB and songs up to {minutes, plural, one {# minute} other {# minutes}} long.',
    description:
      'Under the drop zone: the largest file and the longest song of the user’s plan (plan is its name)',
  },
  tooLarge: {
    id: 'app.minusone.tooLarge',
    defaultMessage:
      'This file is larger than your {plan} plan allows ({megabytes, number} MB). Try a compressed file (MP3) or a shorter song.',
    description: 'Upload refused by the server: the file is over the plan’s size limit (plan is its name)',
  },
  tooLong: {
    id: 'app.minusone.tooLong',
    defaultMessage:
      'This song is longer than your {plan} plan allows ({minutes, plural, one {# minute} other {# minutes}}). Cut it shorter or upgrade your plan.',
    description: 'Upload refused by the server: the song is over the plan’s length limit (plan is its name)',
  },
  chooseAnother: {
    id: 'app.minusone.chooseAnother',
    defaultMessage: 'Choose another file',
    description: 'Button that goes back to pick another file',
  },
  process: {
    id: 'app.minusone.process',
    defaultMessage: 'Process',
    description: 'Button that starts the separation job',
  },
  canceled: {
    id: 'app.minusone.canceled',
    defaultMessage: 'Processing was canceled. Your minutes were not used.',
    description: 'The job was canceled',
  },
  resultHeading: {
    id: 'app.minusone.resultHeading',
    defaultMessage: 'Your minus one is ready',
    description: 'Heading of the result',
  },
  listen: {
    id: 'app.minusone.listen',
    defaultMessage: 'Listen to the result',
    description: 'Button that loads the result into the player and plays it',
  },
  original: {
    id: 'app.minusone.original',
    defaultMessage: 'Original',
    description: 'A/B switch: the uploaded song',
  },
  stems: {id: 'app.minusone.stems', defaultMessage: 'Stems', description: 'Heading of the stem list'},
  downloadAll: {
    id: 'app.minusone.downloadAll',
    defaultMessage: 'Download all (ZIP)',
    description: 'Button that downloads every result file as a zip',
  },
  openHistory: {
    id: 'app.minusone.openHistory',
    defaultMessage: 'Open history',
    description: 'Link to the history',
  },
  processAnother: {
    id: 'app.minusone.processAnother',
    defaultMessage: 'Process another song',
    description: 'Button that starts over with a new song',
  },
  tryAgain: {id: 'app.minusone.tryAgain', defaultMessage: 'Try again', description: 'Retry button'},
  downloadFailed: {
    id: 'app.minusone.downloadFailed',
    defaultMessage: 'The download link could not be made. Try again.',
    description: 'A signed URL request failed',
  },
  loadingResult: {
    id: 'app.minusone.loadingResult',
    defaultMessage: 'Loading the result…',
    description: 'While the result files load',
  },
  loadingJob: {
    id: 'app.minusone.loadingJob',
    defaultMessage: 'Loading…',
    description: 'While the job in the link loads',
  },
  rerunMissing: {
    id: 'app.minusone.rerunMissing',
    defaultMessage: 'The song of that job is no longer stored. Upload it again.',
    description: 'Re-run asked for an input file that is gone',
  },
  uploadDone: {
    id: 'app.minusone.uploadDone',
    defaultMessage: '{name} is uploaded ({duration}).',
    description: 'Shown when the file is uploaded, with its duration',
  },
  cost: {
    id: 'app.minusone.cost',
    defaultMessage: 'This uses {used} of processing. You have {left} left this month.',
    description: 'Credits a job will use and what is left (durations)',
  },
  creditsLeft: {
    id: 'app.minusone.creditsLeft',
    defaultMessage: 'You have {left} of processing left this month.',
    description: 'Credits left (a duration)',
  },
  resultSummary: {
    id: 'app.minusone.resultSummary',
    defaultMessage: '{duration} · {bpm} BPM · key {key}',
    description: 'Facts about the processed song',
  },
  resultSummaryChanged: {
    id: 'app.minusone.resultSummaryChanged',
    defaultMessage: '{duration} · {bpm} BPM · key {key} (original: {originalBpm} BPM · key {originalKey})',
    description:
      'Facts about a result made in another key or tempo: its length, tempo and key, then the original song’s',
  },
  creditsAfter: {
    id: 'app.minusone.creditsAfter',
    defaultMessage: 'Used {used}; {left} left this month.',
    description: 'Credits used by the job and left after it (durations)',
  },
  playStem: {
    id: 'app.minusone.playStem',
    defaultMessage: 'Play {stem}',
    description: 'Button that plays one stem',
  },
  downloadStem: {
    id: 'app.minusone.downloadStem',
    defaultMessage: 'Download {stem}',
    description: 'Button that downloads one stem',
  },
  settingsSummary: {
    id: 'app.minusone.settingsSummary',
    defaultMessage:
      '{stems} stems · {semitones, plural, =0 {original key} one {{shift} semitone} other {{shift} semitones}} · tempo {tempo} · {format}',
    description: 'Summary of a job’s settings, e.g. "2 stems · +2 semitones · tempo 90% · MP3"',
  },
});

/** The history pages' texts. */
export const historyMessages = defineMessages({
  heading: {
    id: 'app.minusone.history.heading',
    defaultMessage: 'History',
    description: 'Heading of /history',
  },
  minusoneHeading: {
    id: 'app.minusone.history.minusoneHeading',
    defaultMessage: 'Minus one history',
    description: 'Heading of /v3/minusone/history',
  },
  lead: {
    id: 'app.minusone.history.lead',
    defaultMessage:
      'Your songs, newest first. Result files are kept for a limited time: download what you need.',
    description: 'Lead under the history heading',
  },
  statusFilter: {
    id: 'app.minusone.history.statusFilter',
    defaultMessage: 'Status',
    description: 'Label of the status filter',
  },
  kindFilter: {
    id: 'app.minusone.history.kindFilter',
    defaultMessage: 'Kind',
    description: 'Label of the job kind filter',
  },
  all: {id: 'app.minusone.history.all', defaultMessage: 'All', description: 'Filter option: no filter'},
  kindSeparate: {
    id: 'app.minusone.history.kindSeparate',
    defaultMessage: 'Minus one',
    description: 'Job kind: separation',
  },
  statusQueued: {
    id: 'app.minusone.history.status.queued',
    defaultMessage: 'Waiting',
    description: 'Job status',
  },
  statusRunning: {
    id: 'app.minusone.history.status.running',
    defaultMessage: 'Processing',
    description: 'Job status',
  },
  statusSucceeded: {
    id: 'app.minusone.history.status.succeeded',
    defaultMessage: 'Done',
    description: 'Job status',
  },
  statusFailed: {
    id: 'app.minusone.history.status.failed',
    defaultMessage: 'Failed',
    description: 'Job status',
  },
  statusCanceled: {
    id: 'app.minusone.history.status.canceled',
    defaultMessage: 'Canceled',
    description: 'Job status',
  },
  untitled: {
    id: 'app.minusone.history.untitled',
    defaultMessage: 'Deleted song',
    description: 'Name of a job whose input file no longer exists',
  },
  expired: {
    id: 'app.minusone.history.expired',
    defaultMessage: 'Files deleted',
    description: 'The result files have been deleted by retention',
  },
  keptForever: {
    id: 'app.minusone.history.keptForever',
    defaultMessage: 'Kept',
    description: 'The result files are kept without a deadline',
  },
  open: {
    id: 'app.minusone.history.open',
    defaultMessage: 'Open',
    description: 'Open a job’s result or progress',
  },
  download: {
    id: 'app.minusone.history.download',
    defaultMessage: 'Download',
    description: 'Download a job’s files as a zip',
  },
  rerun: {
    id: 'app.minusone.history.rerun',
    defaultMessage: 'Run again with other settings',
    description: 'Run the same song again with other settings (opens the custom page)',
  },
  delete: {id: 'app.minusone.history.delete', defaultMessage: 'Delete', description: 'Delete a job'},
  deleteDescription: {
    id: 'app.minusone.history.deleteDescription',
    defaultMessage: 'The job and its result files are deleted for good. This can’t be undone.',
    description: 'What deleting a job does',
  },
  deleteConfirm: {
    id: 'app.minusone.history.deleteConfirm',
    defaultMessage: 'Delete',
    description: 'Confirm button of the delete dialog',
  },
  deleteCancel: {
    id: 'app.minusone.history.deleteCancel',
    defaultMessage: 'Keep it',
    description: 'Cancel button of the delete dialog',
  },
  deleteFailed: {
    id: 'app.minusone.history.deleteFailed',
    defaultMessage: 'It could not be deleted. Try again.',
    description: 'Deleting a job failed',
  },
  loadMore: {
    id: 'app.minusone.history.loadMore',
    defaultMessage: 'Load more',
    description: 'Button that loads the next page of jobs',
  },
  loading: {
    id: 'app.minusone.history.loading',
    defaultMessage: 'Loading your history…',
    description: 'While the history loads',
  },
  loadFailed: {
    id: 'app.minusone.history.loadFailed',
    defaultMessage: 'We couldn’t load your history. Check your connection and try again.',
    description: 'The history could not be loaded',
  },
  emptyTitle: {
    id: 'app.minusone.history.emptyTitle',
    defaultMessage: 'Nothing here yet',
    description: 'Empty history title',
  },
  emptyText: {
    id: 'app.minusone.history.emptyText',
    defaultMessage: 'Songs you process appear here, with their downloads.',
    description: 'Empty history text',
  },
  emptyFiltered: {
    id: 'app.minusone.history.emptyFiltered',
    defaultMessage: 'No jobs match this filter.',
    description: 'Empty history with a filter on',
  },
  start: {
    id: 'app.minusone.history.start',
    defaultMessage: 'Make a minus one',
    description: 'Action of the empty history',
  },
  kindGenerate: {
    id: 'app.minusone.history.kindGenerate',
    defaultMessage: 'Made with AI',
    description: 'Job kind: a song generated from a prompt',
  },
  kindImport: {
    id: 'app.minusone.history.kindImport',
    defaultMessage: 'From a video link',
    description: 'Job kind: a video link downloaded and made into a minus one, stems or audio',
  },
  importSummary: {
    id: 'app.minusone.history.importSummary',
    defaultMessage:
      '{site} · {then, select, minusone {minus one} vocals {vocals only} stems {4 stems} audio {audio only} keytempo {key or tempo change} other {video link}}{then, select, audio {} other { · {semitones, plural, =0 {original key} one {{shift} semitone} other {{shift} semitones}} · tempo {tempo} · {format}}}',
    description:
      'Summary of an import job: the site, what was made, and (except for audio only) its key, tempo and format, e.g. "youtube.com · minus one · -2 semitones · tempo 100% · MP3"',
  },
  kindMix: {
    id: 'app.minusone.history.kindMix',
    defaultMessage: 'Playground mix',
    description: 'Job kind: a playground mix exported as one file',
  },
  mixSummary: {
    id: 'app.minusone.history.mixSummary',
    defaultMessage:
      'Playground mix · {stems, plural, one {# stem} other {# stems}} · {semitones, plural, =0 {original key} one {{shift} semitone} other {{shift} semitones}} · tempo {tempo} · {format}',
    description:
      'Summary of an exported playground mix: how many stems sound, its key, tempo and format, e.g. "Playground mix · 3 stems · +2 semitones · tempo 80% · WAV"',
  },
  kindTransform: {
    id: 'app.minusone.history.kindTransform',
    defaultMessage:
      'File tools · {operation, select, keytempo {key & tempo} analyse {BPM & key} cut {cutter} convert {converter} other {{operation}}}',
    description:
      'Job kind: a file tool of the tone page (change key and tempo, find BPM and key, cut, convert)',
  },
  toolAndSettings: {
    id: 'app.minusone.history.toolAndSettings',
    defaultMessage: '{tool} · {settings}',
    description:
      'What made a job and its settings, on the home page, e.g. "Minus one · 2 stems · original key · tempo 100% · MP3"',
  },
  kindOther: {
    id: 'app.minusone.history.kindOther',
    defaultMessage: 'Other ({kind})',
    description: 'Job kind the app has no name for yet',
  },
  keptUntil: {
    id: 'app.minusone.history.keptUntil',
    defaultMessage: 'Kept until {date}',
    description: 'When the result files will be deleted (a date)',
  },
  expiresIn: {
    id: 'app.minusone.history.expiresIn',
    defaultMessage: '{days, plural, =0 {Deleted today} one {Deleted in # day} other {Deleted in # days}}',
    description: 'How soon the result files will be deleted',
  },
  actionsFor: {
    id: 'app.minusone.history.actionsFor',
    defaultMessage: 'Actions for {name}',
    description: 'Accessible name of a row’s action group',
  },
  deleteTitle: {
    id: 'app.minusone.history.deleteTitle',
    defaultMessage: 'Delete {name}?',
    description: 'Title of the delete confirmation',
  },
  deleted: {
    id: 'app.minusone.history.deleted',
    defaultMessage: '{name} has been deleted.',
    description: 'Toast after deleting a job',
  },
  failedReason: {
    id: 'app.minusone.history.failedReason',
    defaultMessage: '{reason} The minutes for this song were not used.',
    description: 'A failed job’s reason and that credits came back',
  },
});
