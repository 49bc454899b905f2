import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of the AI generation parts. */
export const messages = defineMessages({
  promptLabel: {
    id: 'generateAi.form.prompt',
    defaultMessage: 'Describe your song',
    description: 'Label of the prompt box',
  },
  promptHint: {
    id: 'generateAi.form.promptHint',
    defaultMessage: 'Genre, mood, tempo, key, length, instruments, the occasion: in Indonesian or English.',
    description: 'Hint under the prompt box',
  },
  promptPlaceholder: {
    id: 'generateAi.form.promptPlaceholder',
    defaultMessage: 'e.g. a relaxed pop song at 90 bpm with piano',
    description: 'Placeholder of the prompt box',
  },
  examplesLabel: {
    id: 'generateAi.form.examples',
    defaultMessage: 'Try an example',
    description: 'Heading of the example prompts the user can pick',
  },
  example1: {
    id: 'generateAi.form.example1',
    defaultMessage: 'A relaxed pop song at 90 bpm with piano',
    description: 'Example prompt',
  },
  example2: {
    id: 'generateAi.form.example2',
    defaultMessage: 'Upbeat dangdut for a wedding',
    description: 'Example prompt',
  },
  example3: {
    id: 'generateAi.form.example3',
    defaultMessage: 'Slow keroncong in D for an old song',
    description: 'Example prompt',
  },
  example4: {
    id: 'generateAi.form.example4',
    defaultMessage: 'A solemn worship song with organ and choir, 2 minutes',
    description: 'Example prompt',
  },
  moreOptions: {
    id: 'generateAi.form.moreOptions',
    defaultMessage: 'More options (optional)',
    description: 'Heading of the optional fields; they override what the prompt says',
  },
  moreOptionsHint: {
    id: 'generateAi.form.moreOptionsHint',
    defaultMessage: 'What you choose here wins over what the prompt says.',
    description: 'Hint under the optional fields heading',
  },
  genre: {id: 'generateAi.form.genre', defaultMessage: 'Genre', description: 'Label of the genre field'},
  mood: {id: 'generateAi.form.mood', defaultMessage: 'Mood', description: 'Label of the mood field'},
  tempo: {
    id: 'generateAi.form.tempo',
    defaultMessage: 'Tempo (BPM)',
    description: 'Label of the tempo field',
  },
  tempoHint: {
    id: 'generateAi.form.tempoHint',
    defaultMessage: 'From {min} to {max} beats per minute',
    description: 'Hint under the tempo field',
  },
  key: {id: 'generateAi.form.key', defaultMessage: 'Key', description: 'Label of the musical key field'},
  length: {
    id: 'generateAi.form.length',
    defaultMessage: 'Length (seconds)',
    description: 'Label of the length field',
  },
  lengthHint: {
    id: 'generateAi.form.lengthHint',
    defaultMessage: 'From {min} to {max} seconds',
    description: 'Hint under the length field',
  },
  instruments: {
    id: 'generateAi.form.instruments',
    defaultMessage: 'Instruments',
    description: 'Label of the instrument checkboxes',
  },
  automatic: {
    id: 'generateAi.form.automatic',
    defaultMessage: 'Automatic (from the prompt)',
    description: 'Choice of a select: let the prompt decide',
  },
  keyName: {
    id: 'generateAi.keyName',
    defaultMessage: '{tonic} {mode, select, major {major} other {minor}}',
    description: 'A musical key, e.g. "D major"; tonic is a note letter',
  },
  submit: {
    id: 'generateAi.form.submit',
    defaultMessage: 'Generate',
    description: 'Button that starts generating',
  },
  submitting: {
    id: 'generateAi.form.submitting',
    defaultMessage: 'Starting…',
    description: 'Button while the generation is being started',
  },
  errorPromptEmpty: {
    id: 'generateAi.form.errorPromptEmpty',
    defaultMessage: 'Describe the song you want first.',
    description: 'Validation error: the prompt is empty',
  },
  errorPromptLong: {
    id: 'generateAi.form.errorPromptLong',
    defaultMessage: 'Keep the description to {max} characters.',
    description: 'Validation error: the prompt is too long',
  },
  errorTempo: {
    id: 'generateAi.form.errorTempo',
    defaultMessage: 'Enter a tempo from {min} to {max}, or leave it empty.',
    description: 'Validation error: tempo out of range',
  },
  errorLength: {
    id: 'generateAi.form.errorLength',
    defaultMessage: 'Enter a length from {min} to {max} seconds, or leave it empty.',
    description: 'Validation error: length out of range',
  },
  errorInstruments: {
    id: 'generateAi.form.errorInstruments',
    defaultMessage: 'Choose at most {max} instruments.',
    description: 'Validation error: too many instruments',
  },
  summaryTitle: {
    id: 'generateAi.summary.title',
    defaultMessage: 'What Nada understood',
    description: 'Heading of the summary of how the prompt was read',
  },
  summaryLoading: {
    id: 'generateAi.summary.loading',
    defaultMessage: 'Reading your description…',
    description: 'Shown while the prompt is being read',
  },
  summaryEmpty: {
    id: 'generateAi.summary.empty',
    defaultMessage: 'Write a description to see how Nada reads it.',
    description: 'Shown before anything was typed',
  },
  summaryError: {
    id: 'generateAi.summary.error',
    defaultMessage: 'Nada could not read this description: {reason}',
    description: 'Shown when reading the prompt failed; reason is the error text',
  },
  summaryGenre: {id: 'generateAi.summary.genre', defaultMessage: 'Genre', description: 'Summary row label'},
  summaryMood: {id: 'generateAi.summary.mood', defaultMessage: 'Mood', description: 'Summary row label'},
  summaryTempo: {id: 'generateAi.summary.tempo', defaultMessage: 'Tempo', description: 'Summary row label'},
  summaryTempoValue: {
    id: 'generateAi.summary.tempoValue',
    defaultMessage: '{bpm} BPM',
    description: 'Tempo value, beats per minute',
  },
  summaryKey: {id: 'generateAi.summary.key', defaultMessage: 'Key', description: 'Summary row label'},
  summaryLength: {
    id: 'generateAi.summary.length',
    defaultMessage: 'Length',
    description: 'Summary row label',
  },
  summaryInstruments: {
    id: 'generateAi.summary.instruments',
    defaultMessage: 'Instruments',
    description: 'Summary row label',
  },
  summaryOccasion: {
    id: 'generateAi.summary.occasion',
    defaultMessage: 'Occasion',
    description: 'Summary row label',
  },
  summaryLanguage: {
    id: 'generateAi.summary.language',
    defaultMessage: 'Read as {language, select, en {English} other {Indonesian}}',
    description: 'Which language the prompt was read as',
  },
  sourceField: {
    id: 'generateAi.summary.sourceField',
    defaultMessage: 'your choice',
    description: 'Badge: the value comes from a form field the user set',
  },
  sourcePrompt: {
    id: 'generateAi.summary.sourcePrompt',
    defaultMessage: 'from your description',
    description: 'Badge: the value was read from the prompt',
  },
  summaryAddedInstruments: {
    id: 'generateAi.summary.addedInstruments',
    defaultMessage: 'Added by Nada',
    description:
      'Summary row label: the instruments the description did not name, which Nada chose for the genre',
  },
  sourceNada: {
    id: 'generateAi.summary.sourceNada',
    defaultMessage: 'Nada’s choice',
    description: 'Badge: Nada chose these (the description did not name them)',
  },
  sourceDefault: {
    id: 'generateAi.summary.sourceDefault',
    defaultMessage: 'usual for the genre',
    description: 'Badge: neither the prompt nor the form said, the genre’s usual value is used',
  },
  itemPlay: {id: 'generateAi.item.play', defaultMessage: 'Play {title}', description: 'Play button label'},
  itemPause: {
    id: 'generateAi.item.pause',
    defaultMessage: 'Pause {title}',
    description: 'Pause button label',
  },
  itemActions: {
    id: 'generateAi.item.actions',
    defaultMessage: 'Actions for {title}',
    description: 'Accessible name of a track’s row of actions',
  },
  itemRename: {
    id: 'generateAi.item.rename',
    defaultMessage: 'Rename',
    description: 'Button that starts renaming',
  },
  itemTitleLabel: {
    id: 'generateAi.item.titleLabel',
    defaultMessage: 'Title',
    description: 'Label of the title input',
  },
  itemSave: {
    id: 'generateAi.item.save',
    defaultMessage: 'Save',
    description: 'Button that saves the new title',
  },
  itemCancel: {
    id: 'generateAi.item.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that stops renaming',
  },
  itemTitleEmpty: {
    id: 'generateAi.item.titleEmpty',
    defaultMessage: 'Give the track a title.',
    description: 'Validation error: the new title is empty',
  },
  itemDownload: {id: 'generateAi.item.download', defaultMessage: 'Download', description: 'Download button'},
  itemAddToPlaylist: {
    id: 'generateAi.item.addToPlaylist',
    defaultMessage: 'Add to playlist',
    description: 'Button that adds the track to a playlist',
  },
  itemShare: {
    id: 'generateAi.item.share',
    defaultMessage: 'Share',
    description: 'Button that opens the share dialog (link and embed code) of a public track',
  },
  itemMakePublic: {
    id: 'generateAi.item.makePublic',
    defaultMessage: 'Make public',
    description: 'Switch label: anyone with the link may listen',
  },
  itemPublic: {
    id: 'generateAi.item.public',
    defaultMessage: 'Public',
    description: 'Badge of a public track',
  },
  itemPrivate: {
    id: 'generateAi.item.private',
    defaultMessage: 'Private',
    description: 'Badge of a private track',
  },
  itemDelete: {id: 'generateAi.item.delete', defaultMessage: 'Delete', description: 'Delete button'},
  itemDeleteTitle: {
    id: 'generateAi.item.deleteTitle',
    defaultMessage: 'Delete “{title}”?',
    description: 'Title of the delete confirmation',
  },
  itemDeleteDescription: {
    id: 'generateAi.item.deleteDescription',
    defaultMessage:
      'The track, its stems and its MIDI are deleted for good. Playlists that hold it show it as unavailable.',
    description: 'Explanation in the delete confirmation',
  },
  itemRunning: {
    id: 'generateAi.item.running',
    defaultMessage: 'Being made… {percent, number, ::percent}',
    description: 'Status of a track still being generated; percent is 0..1',
  },
  itemFailed: {
    id: 'generateAi.item.failed',
    defaultMessage: 'Could not be made: {reason}',
    description: 'Status of a failed generation; reason is the error text',
  },
  itemMeta: {
    id: 'generateAi.item.meta',
    defaultMessage: '{duration} · {date}',
    description: 'Length and date of a track',
  },
});

/** The stages of a `generate` job, by the ids the API states. */
export const generateStageMessages = defineMessages({
  composing: {
    id: 'generateAi.flow.stage.composing',
    defaultMessage: 'Composing and arranging',
    description: 'Generation stage',
  },
  rendering: {
    id: 'generateAi.flow.stage.rendering',
    defaultMessage: 'Playing the instruments',
    description: 'Generation stage',
  },
  mixing: {id: 'generateAi.flow.stage.mixing', defaultMessage: 'Mixing', description: 'Generation stage'},
  mastering: {
    id: 'generateAi.flow.stage.mastering',
    defaultMessage: 'Mastering',
    description: 'Generation stage',
  },
  store: {
    id: 'generateAi.flow.stage.store',
    defaultMessage: 'Saving the files',
    description: 'Generation stage',
  },
});

/** The texts of the AI generation pages. */
export const flowMessages = defineMessages({
  progressHeading: {
    id: 'generateAi.flow.progressHeading',
    defaultMessage: 'Making your song',
    description: 'Heading while a generation runs',
  },
  canceled: {
    id: 'generateAi.flow.canceled',
    defaultMessage: 'You stopped this song. Nothing was charged.',
    description: 'A canceled generation',
  },
  loadingJob: {id: 'generateAi.flow.loadingJob', defaultMessage: 'Loading…', description: 'Loading the job'},
  another: {
    id: 'generateAi.flow.another',
    defaultMessage: 'Make another song',
    description: 'Start over with a new prompt',
  },
  regenerate: {
    id: 'generateAi.flow.regenerate',
    defaultMessage: 'Another version',
    description: 'Generate again from the same prompt with another seed',
  },
  listen: {id: 'generateAi.flow.listen', defaultMessage: 'Listen', description: 'Play the generated track'},
  download: {id: 'generateAi.flow.download', defaultMessage: 'Download MP3', description: 'Download the mix'},
  downloadMidi: {
    id: 'generateAi.flow.downloadMidi',
    defaultMessage: 'Download MIDI',
    description: 'Download the MIDI file',
  },
  openPlayground: {
    id: 'generateAi.flow.openPlayground',
    defaultMessage: 'Open in the playground',
    description: 'Link: mix the stems in the playground',
  },
  myTracks: {
    id: 'generateAi.flow.myTracks',
    defaultMessage: 'My AI tracks',
    description: 'Link to the list of tracks',
  },
  stemsHeading: {
    id: 'generateAi.flow.stemsHeading',
    defaultMessage: 'Stems',
    description: 'Heading of the stems list',
  },
  downloadStem: {
    id: 'generateAi.flow.downloadStem',
    defaultMessage: 'Download {name}',
    description: 'Download one stem; name is the instrument',
  },
  resultMeta: {
    id: 'generateAi.flow.resultMeta',
    defaultMessage: '{duration} · {bpm} BPM · {key}',
    description: 'Length, tempo and key of the generated track',
  },
  downloadFailed: {
    id: 'generateAi.flow.downloadFailed',
    defaultMessage: 'The download could not start. Try again.',
    description: 'A download link could not be made',
  },
  listEmpty: {
    id: 'generateAi.flow.listEmpty',
    defaultMessage: 'You have not made any songs yet.',
    description: 'The list of tracks is empty',
  },
  listLabel: {
    id: 'generateAi.flow.listLabel',
    defaultMessage: 'Your AI tracks',
    description: 'Accessible name of the list',
  },
  inProgressLabel: {
    id: 'generateAi.flow.inProgressLabel',
    defaultMessage: 'Being made or failed',
    description: 'Accessible name of the list of running and failed generations',
  },
  loadMore: {id: 'generateAi.flow.loadMore', defaultMessage: 'Show more', description: 'Load the next page'},
  makeOne: {
    id: 'generateAi.flow.makeOne',
    defaultMessage: 'Make a song',
    description: 'Link to the generation page',
  },
  song: {
    id: 'generateAi.flow.song',
    defaultMessage: 'AI song',
    description: 'Fallback title of a generated song',
  },
});
