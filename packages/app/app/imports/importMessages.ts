import {defineMessages} from '@nada/ui';

/** Names of the stages an import job reports, as its progress shows them. */
export const importStageMessages = defineMessages({
  fetch: {
    id: 'app.import.stage.fetch',
    defaultMessage: 'Checking the link',
    description: 'Import job stage: the link is checked before downloading',
  },
  download: {
    id: 'app.import.stage.download',
    defaultMessage: 'Downloading the audio',
    description: 'Import job stage: the audio of the video is downloaded',
  },
  separate: {
    id: 'app.import.stage.separate',
    defaultMessage: 'Separating vocals and instruments',
    description: 'Import job stage: the audio is split into stems',
  },
  encode: {
    id: 'app.import.stage.encode',
    defaultMessage: 'Saving the audio files',
    description: 'Import job stage: the results are encoded and saved',
  },
});

/** The texts of the pages after the link step: what to make, its progress and its result. */
export const importMessages = defineMessages({
  checking: {
    id: 'app.import.checking',
    defaultMessage: 'Reading the link…',
    description: 'Shown while the link from the previous step is checked again',
  },
  noLink: {
    id: 'app.import.noLink',
    defaultMessage: 'There is no video link to work on. Paste one first.',
    description: 'The options page was opened without a link',
  },
  noJob: {
    id: 'app.import.noJob',
    defaultMessage: 'Nothing to preview yet. Start from a video link.',
    description: 'The preview page was opened without a job',
  },
  startFromLink: {
    id: 'app.import.startFromLink',
    defaultMessage: 'Paste a video link',
    description: 'Button to the link step, from an empty preview page',
  },
  otherLink: {
    id: 'app.import.otherLink',
    defaultMessage: 'Use another link',
    description: 'Button back to the link step',
  },
  make: {
    id: 'app.import.make',
    defaultMessage: 'Make it',
    description: 'Submit button: start the job on the video link',
  },
  cost: {
    id: 'app.import.cost',
    defaultMessage: 'This uses up to {used} of your {left} left.',
    description: 'Credits before submitting an import; {used} and {left} are durations such as "3 minutes"',
  },
  creditsLeft: {
    id: 'app.import.creditsLeft',
    defaultMessage: 'You have {left} of processing left.',
    description: 'Credits left, when the length of the video is not known; {left} is a duration',
  },
  stepProgress: {
    id: 'app.import.stepProgress',
    defaultMessage: 'Getting it ready',
    description: 'Heading while the import job runs',
  },
  loadingJob: {
    id: 'app.import.loadingJob',
    defaultMessage: 'Loading the job…',
    description: 'Shown while the job of the page is read',
  },
  canceled: {
    id: 'app.import.canceled',
    defaultMessage: 'You canceled this job.',
    description: 'The import job was canceled by the user',
  },
  another: {
    id: 'app.import.another',
    defaultMessage: 'Another video',
    description: 'Action: start again from the link step',
  },
  again: {
    id: 'app.import.again',
    defaultMessage: 'Make something else from this video',
    description: 'Link back to the options of the same video link',
  },
  fromLink: {
    id: 'app.import.fromLink',
    defaultMessage: 'From {site}',
    description: 'Where the result came from; {site} is a host such as youtube.com',
  },
  keyTempoSummary: {
    id: 'app.import.keyTempoSummary',
    defaultMessage: '{duration} · {key} · {tempo}',
    description: 'Facts of a key/tempo result: length, key change ("2 semitones lower") and tempo ("90%")',
  },
  download: {
    id: 'app.import.download',
    defaultMessage: 'Download',
    description: 'Download the audio result',
  },
  song: {
    id: 'app.import.song',
    defaultMessage: 'Song',
    description: 'Name of the single audio a video link became, in a playlist item ("Title — Song")',
  },
});
