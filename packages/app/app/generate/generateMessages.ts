import {defineMessages} from '@nada/ui';

/** The stages of a `generate` job, by the ids the API states. */
export const generateStageMessages = defineMessages({
  composing: {
    id: 'app.generate.stage.composing',
    defaultMessage: 'Composing and arranging',
    description: 'Generation stage',
  },
  rendering: {
    id: 'app.generate.stage.rendering',
    defaultMessage: 'Playing the instruments',
    description: 'Generation stage',
  },
  mixing: {id: 'app.generate.stage.mixing', defaultMessage: 'Mixing', description: 'Generation stage'},
  mastering: {
    id: 'app.generate.stage.mastering',
    defaultMessage: 'Mastering',
    description: 'Generation stage',
  },
  store: {
    id: 'app.generate.stage.store',
    defaultMessage: 'Saving the files',
    description: 'Generation stage',
  },
});

/** The texts of the AI generation pages. */
export const generateMessages = defineMessages({
  progressHeading: {
    id: 'app.generate.progressHeading',
    defaultMessage: 'Making your song',
    description: 'Heading while a generation runs',
  },
  canceled: {
    id: 'app.generate.canceled',
    defaultMessage: 'You stopped this song. Nothing was charged.',
    description: 'A canceled generation',
  },
  loadingJob: {id: 'app.generate.loadingJob', defaultMessage: 'Loading…', description: 'Loading the job'},
  another: {
    id: 'app.generate.another',
    defaultMessage: 'Make another song',
    description: 'Start over with a new prompt',
  },
  regenerate: {
    id: 'app.generate.regenerate',
    defaultMessage: 'Another version',
    description: 'Generate again from the same prompt with another seed',
  },
  listen: {id: 'app.generate.listen', defaultMessage: 'Listen', description: 'Play the generated track'},
  download: {id: 'app.generate.download', defaultMessage: 'Download MP3', description: 'Download the mix'},
  downloadMidi: {
    id: 'app.generate.downloadMidi',
    defaultMessage: 'Download MIDI',
    description: 'Download the MIDI file',
  },
  openPlayground: {
    id: 'app.generate.openPlayground',
    defaultMessage: 'Open in the playground',
    description: 'Link: mix the stems in the playground',
  },
  myTracks: {
    id: 'app.generate.myTracks',
    defaultMessage: 'My AI tracks',
    description: 'Link to the list of tracks',
  },
  stemsHeading: {
    id: 'app.generate.stemsHeading',
    defaultMessage: 'Stems',
    description: 'Heading of the stems list',
  },
  downloadStem: {
    id: 'app.generate.downloadStem',
    defaultMessage: 'Download {name}',
    description: 'Download one stem; name is the instrument',
  },
  resultMeta: {
    id: 'app.generate.resultMeta',
    defaultMessage: '{duration} · {bpm} BPM · {key}',
    description: 'Length, tempo and key of the generated track',
  },
  downloadFailed: {
    id: 'app.generate.downloadFailed',
    defaultMessage: 'The download could not start. Try again.',
    description: 'A download link could not be made',
  },
  listEmpty: {
    id: 'app.generate.listEmpty',
    defaultMessage: 'You have not made any songs yet.',
    description: 'The list of tracks is empty',
  },
  listLabel: {
    id: 'app.generate.listLabel',
    defaultMessage: 'Your AI tracks',
    description: 'Accessible name of the list',
  },
  inProgressLabel: {
    id: 'app.generate.inProgressLabel',
    defaultMessage: 'Being made or failed',
    description: 'Accessible name of the list of running and failed generations',
  },
  loadMore: {id: 'app.generate.loadMore', defaultMessage: 'Show more', description: 'Load the next page'},
  makeOne: {
    id: 'app.generate.makeOne',
    defaultMessage: 'Make a song',
    description: 'Link to the generation page',
  },
  song: {
    id: 'app.generate.song',
    defaultMessage: 'AI song',
    description: 'Fallback title of a generated song',
  },
});
