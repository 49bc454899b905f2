import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of a job's progress ({@link JobProgress}). */
export const progressMessages = defineMessages({
  progressLabel: {
    id: 'jobs.progress.progressLabel',
    defaultMessage: 'Progress',
    description: 'Label of the progress bar of a job running on the server',
  },
  stagesLabel: {
    id: 'jobs.progress.stagesLabel',
    defaultMessage: 'Stages',
    description: 'Accessible name of the list of stages of a job',
  },
  queued: {
    id: 'jobs.progress.queued',
    defaultMessage: 'Waiting for a free worker…',
    description: 'Status of a job that waits in the queue for a server to run it',
  },
  running: {
    id: 'jobs.progress.running',
    defaultMessage: '{stage}…',
    description: 'Status of a running job; stage is the current stage, like "Separating vocals and music"',
  },
  runningUnnamed: {
    id: 'jobs.progress.runningUnnamed',
    defaultMessage: 'Processing…',
    description: 'Status of a running job whose stage has no name in the list',
  },
  succeeded: {
    id: 'jobs.progress.succeeded',
    defaultMessage: 'Done',
    description: 'Status of a job that finished',
  },
  failed: {
    id: 'jobs.progress.failed',
    defaultMessage: 'Processing failed',
    description: 'Status of a job that failed',
  },
  failedHint: {
    id: 'jobs.progress.failedHint',
    defaultMessage: 'Nothing was charged for it. You can try again.',
    description: 'Text of a failed job when the app gives no reason',
  },
  canceled: {
    id: 'jobs.progress.canceled',
    defaultMessage: 'Canceled',
    description: 'Status of a job the user canceled',
  },
  stageCounter: {
    id: 'jobs.progress.stageCounter',
    defaultMessage: 'Stage {index} of {total}',
    description: 'Under the name of the running stage of a job, like "Stage 2 of 6"',
  },
  stageDone: {
    id: 'jobs.progress.stageDone',
    defaultMessage: 'done',
    description: 'Read by screen readers after the name of a finished stage',
  },
  stageFailed: {
    id: 'jobs.progress.stageFailed',
    defaultMessage: 'failed',
    description: 'Read by screen readers after the name of the stage where a job failed',
  },
  elapsed: {
    id: 'jobs.progress.elapsed',
    defaultMessage: 'Time elapsed <time>{clock}</time>',
    description:
      'How long the job has been running, like "Time elapsed 1:05"; keep the <time> tags around the clock',
  },
  cancel: {
    id: 'jobs.progress.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that cancels a queued or running job',
  },
  retry: {
    id: 'jobs.progress.retry',
    defaultMessage: 'Try again',
    description: 'Button that starts a failed or canceled job again',
  },
});

/** The job statuses' names and the texts of the history of jobs. */
export const historyMessages = defineMessages({
  heading: {
    id: 'jobs.history.heading',
    defaultMessage: 'History',
    description: 'Heading of /history',
  },
  minusoneHeading: {
    id: 'jobs.history.minusoneHeading',
    defaultMessage: 'Minus one history',
    description: 'Heading of /v3/minusone/history',
  },
  lead: {
    id: 'jobs.history.lead',
    defaultMessage:
      'Your songs, newest first. Result files are kept for a limited time: download what you need.',
    description: 'Lead under the history heading',
  },
  statusFilter: {
    id: 'jobs.history.statusFilter',
    defaultMessage: 'Status',
    description: 'Label of the status filter',
  },
  kindFilter: {
    id: 'jobs.history.kindFilter',
    defaultMessage: 'Kind',
    description: 'Label of the job kind filter',
  },
  all: {id: 'jobs.history.all', defaultMessage: 'All', description: 'Filter option: no filter'},
  kindSeparate: {
    id: 'jobs.history.kindSeparate',
    defaultMessage: 'Minus one',
    description: 'Job kind: separation',
  },
  statusQueued: {
    id: 'jobs.status.queued',
    defaultMessage: 'Waiting',
    description: 'Job status',
  },
  statusRunning: {
    id: 'jobs.status.running',
    defaultMessage: 'Processing',
    description: 'Job status',
  },
  statusSucceeded: {
    id: 'jobs.status.succeeded',
    defaultMessage: 'Done',
    description: 'Job status',
  },
  statusFailed: {
    id: 'jobs.status.failed',
    defaultMessage: 'Failed',
    description: 'Job status',
  },
  statusCanceled: {
    id: 'jobs.status.canceled',
    defaultMessage: 'Canceled',
    description: 'Job status',
  },
  untitled: {
    id: 'jobs.history.untitled',
    defaultMessage: 'Deleted song',
    description: 'Name of a job whose input file no longer exists',
  },
  expired: {
    id: 'jobs.history.expired',
    defaultMessage: 'Files deleted',
    description: 'The result files have been deleted by retention',
  },
  keptForever: {
    id: 'jobs.history.keptForever',
    defaultMessage: 'Kept',
    description: 'The result files are kept without a deadline',
  },
  open: {
    id: 'jobs.history.open',
    defaultMessage: 'Open',
    description: 'Open a job’s result or progress',
  },
  download: {
    id: 'jobs.history.download',
    defaultMessage: 'Download',
    description: 'Download a job’s files as a zip',
  },
  rerun: {
    id: 'jobs.history.rerun',
    defaultMessage: 'Run again with other settings',
    description: 'Run the same song again with other settings (opens the custom page)',
  },
  delete: {id: 'jobs.history.delete', defaultMessage: 'Delete', description: 'Delete a job'},
  deleteDescription: {
    id: 'jobs.history.deleteDescription',
    defaultMessage: 'The job and its result files are deleted for good. This can’t be undone.',
    description: 'What deleting a job does',
  },
  deleteConfirm: {
    id: 'jobs.history.deleteConfirm',
    defaultMessage: 'Delete',
    description: 'Confirm button of the delete dialog',
  },
  deleteCancel: {
    id: 'jobs.history.deleteCancel',
    defaultMessage: 'Keep it',
    description: 'Cancel button of the delete dialog',
  },
  deleteFailed: {
    id: 'jobs.history.deleteFailed',
    defaultMessage: 'It could not be deleted. Try again.',
    description: 'Deleting a job failed',
  },
  loadMore: {
    id: 'jobs.history.loadMore',
    defaultMessage: 'Load more',
    description: 'Button that loads the next page of jobs',
  },
  loading: {
    id: 'jobs.history.loading',
    defaultMessage: 'Loading your history…',
    description: 'While the history loads',
  },
  loadFailed: {
    id: 'jobs.history.loadFailed',
    defaultMessage: 'We couldn’t load your history. Check your connection and try again.',
    description: 'The history could not be loaded',
  },
  emptyTitle: {
    id: 'jobs.history.emptyTitle',
    defaultMessage: 'Nothing here yet',
    description: 'Empty history title',
  },
  emptyText: {
    id: 'jobs.history.emptyText',
    defaultMessage: 'Songs you process appear here, with their downloads.',
    description: 'Empty history text',
  },
  emptyFiltered: {
    id: 'jobs.history.emptyFiltered',
    defaultMessage: 'No jobs match this filter.',
    description: 'Empty history with a filter on',
  },
  start: {
    id: 'jobs.history.start',
    defaultMessage: 'Make a minus one',
    description: 'Action of the empty history',
  },
  kindGenerate: {
    id: 'jobs.history.kindGenerate',
    defaultMessage: 'Made with AI',
    description: 'Job kind: a song generated from a prompt',
  },
  kindImport: {
    id: 'jobs.history.kindImport',
    defaultMessage: 'From a video link',
    description: 'Job kind: a video link downloaded and made into a minus one, stems or audio',
  },
  importSummary: {
    id: 'jobs.history.importSummary',
    defaultMessage:
      '{site} · {then, select, minusone {minus one} vocals {vocals only} stems {4 stems} audio {audio only} keytempo {key or tempo change} other {video link}}{then, select, audio {} other { · {semitones, plural, =0 {original key} one {{shift} semitone} other {{shift} semitones}} · tempo {tempo} · {format}}}',
    description:
      'Summary of an import job: the site, what was made, and (except for audio only) its key, tempo and format, e.g. "youtube.com · minus one · -2 semitones · tempo 100% · MP3"',
  },
  kindMix: {
    id: 'jobs.history.kindMix',
    defaultMessage: 'Playground mix',
    description: 'Job kind: a playground mix exported as one file',
  },
  mixSummary: {
    id: 'jobs.history.mixSummary',
    defaultMessage:
      'Playground mix · {stems, plural, one {# stem} other {# stems}} · {semitones, plural, =0 {original key} one {{shift} semitone} other {{shift} semitones}} · tempo {tempo} · {format}',
    description:
      'Summary of an exported playground mix: how many stems sound, its key, tempo and format, e.g. "Playground mix · 3 stems · +2 semitones · tempo 80% · WAV"',
  },
  kindTransform: {
    id: 'jobs.history.kindTransform',
    defaultMessage:
      'File tools · {operation, select, keytempo {key & tempo} analyse {BPM & key} cut {cutter} convert {converter} other {{operation}}}',
    description:
      'Job kind: a file tool of the tone page (change key and tempo, find BPM and key, cut, convert)',
  },
  kindPlaylistExport: {
    id: 'jobs.history.kindPlaylistExport',
    defaultMessage: 'Playlist export',
    description:
      'Job kind: a playlist made into one zip of its tracks (MP3 or the original files) with an M3U',
  },
  playlistExportStageTracks: {
    id: 'jobs.history.playlistExportStageTracks',
    defaultMessage: 'Preparing the tracks',
    description: 'Stage of a playlist export: each track copied (and made into MP3 when asked)',
  },
  playlistExportStageArchive: {
    id: 'jobs.history.playlistExportStageArchive',
    defaultMessage: 'Making the zip',
    description:
      'Stage of a playlist export: the tracks and the M3U playlist written into one zip and stored',
  },
  playlistExportSummary: {
    id: 'jobs.history.playlistExportSummary',
    defaultMessage:
      'Playlist export{tracks, plural, =0 {} one { · # track} other { · # tracks}} · {format, select, mp3 {MP3} other {original files}}',
    description:
      'Summary of a playlist export: how many tracks (0 until it is done: left out) and in what format, e.g. "Playlist export · 12 tracks · MP3"',
  },
  toolAndSettings: {
    id: 'jobs.history.toolAndSettings',
    defaultMessage: '{tool} · {settings}',
    description:
      'What made a job and its settings, on the home page, e.g. "Minus one · 2 stems · original key · tempo 100% · MP3"',
  },
  kindOther: {
    id: 'jobs.history.kindOther',
    defaultMessage: 'Other ({kind})',
    description: 'Job kind the app has no name for yet',
  },
  keptUntil: {
    id: 'jobs.history.keptUntil',
    defaultMessage: 'Kept until {date}',
    description: 'When the result files will be deleted (a date)',
  },
  expiresIn: {
    id: 'jobs.history.expiresIn',
    defaultMessage: '{days, plural, =0 {Deleted today} one {Deleted in # day} other {Deleted in # days}}',
    description: 'How soon the result files will be deleted',
  },
  actionsFor: {
    id: 'jobs.history.actionsFor',
    defaultMessage: 'Actions for {name}',
    description: 'Accessible name of a row’s action group',
  },
  deleteTitle: {
    id: 'jobs.history.deleteTitle',
    defaultMessage: 'Delete {name}?',
    description: 'Title of the delete confirmation',
  },
  deleted: {
    id: 'jobs.history.deleted',
    defaultMessage: '{name} has been deleted.',
    description: 'Toast after deleting a job',
  },
  failedReason: {
    id: 'jobs.history.failedReason',
    defaultMessage: '{reason} The minutes for this song were not used.',
    description: 'A failed job’s reason and that credits came back',
  },
  settingsSummary: {
    id: 'jobs.history.settingsSummary',
    defaultMessage:
      '{stems} stems · {semitones, plural, =0 {original key} one {{shift} semitone} other {{shift} semitones}} · tempo {tempo} · {format}',
    description: 'Summary of a job’s settings, e.g. "2 stems · +2 semitones · tempo 90% · MP3"',
  },
});

/** The texts around a job and its result: loading it, listening, downloading, the credits it used. */
export const resultMessages = defineMessages({
  canceled: {
    id: 'jobs.result.canceled',
    defaultMessage: 'Processing was canceled. Your minutes were not used.',
    description: 'The job was canceled',
  },
  resultHeading: {
    id: 'jobs.result.resultHeading',
    defaultMessage: 'Your minus one is ready',
    description: 'Heading of the result',
  },
  listen: {
    id: 'jobs.result.listen',
    defaultMessage: 'Listen to the result',
    description: 'Button that loads the result into the player and plays it',
  },
  openHistory: {
    id: 'jobs.result.openHistory',
    defaultMessage: 'Open history',
    description: 'Link to the history',
  },
  processAnother: {
    id: 'jobs.result.processAnother',
    defaultMessage: 'Process another song',
    description: 'Button that starts over with a new song',
  },
  tryAgain: {id: 'jobs.result.tryAgain', defaultMessage: 'Try again', description: 'Retry button'},
  downloadFailed: {
    id: 'jobs.result.downloadFailed',
    defaultMessage: 'The download link could not be made. Try again.',
    description: 'A signed URL request failed',
  },
  loadingResult: {
    id: 'jobs.result.loadingResult',
    defaultMessage: 'Loading the result…',
    description: 'While the result files load',
  },
  loadingJob: {
    id: 'jobs.result.loadingJob',
    defaultMessage: 'Loading…',
    description: 'While the job in the link loads',
  },
  creditsLeft: {
    id: 'jobs.result.creditsLeft',
    defaultMessage: 'You have {left} of processing left this month.',
    description: 'Credits left (a duration)',
  },
  creditsAfter: {
    id: 'jobs.result.creditsAfter',
    defaultMessage: 'Used {used}; {left} left this month.',
    description: 'Credits used by the job and left after it (durations)',
  },
  original: {
    id: 'jobs.result.original',
    defaultMessage: 'Original',
    description: 'A/B switch: the uploaded song',
  },
  openPlayground: {
    id: 'jobs.result.openPlayground',
    defaultMessage: 'Mix in the playground',
    description: 'Action on a result that opens its stems in the stem mixer (volume, key, tempo, loop)',
  },
});
