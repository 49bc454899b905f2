import {defineMessages} from '@nada/ui';

/** The playground page's own texts (the mixer's are @nada/playground's). */
export const playgroundPageMessages = defineMessages({
  heading: {
    id: 'app.playground.heading',
    defaultMessage: 'Playground',
    description: 'Title of the stem mixer page',
  },
  lead: {
    id: 'app.playground.lead',
    defaultMessage:
      'Mix the stems of a finished song: balance, mute or solo each one, change the key and tempo, loop a part to practise.',
    description: 'Introduction under the playground title',
  },
  pickHeading: {
    id: 'app.playground.pickHeading',
    defaultMessage: 'Choose a song',
    description: 'Heading of the list of finished jobs to open in the playground',
  },
  pickEmptyTitle: {
    id: 'app.playground.pickEmptyTitle',
    defaultMessage: 'No songs with stems yet',
    description: 'Empty job picker: the user has no finished separation or generated track',
  },
  pickEmptyText: {
    id: 'app.playground.pickEmptyText',
    defaultMessage: 'Separate a song into stems or generate a track first, then mix its stems here.',
    description: 'Empty job picker: what to do',
  },
  makeMinusOne: {
    id: 'app.playground.makeMinusOne',
    defaultMessage: 'Make a minus one',
    description: 'Link from the empty job picker to the minus-one page',
  },
  untitled: {
    id: 'app.playground.untitled',
    defaultMessage: 'Song from {date}',
    description: 'Name of a job whose song has no name, e.g. "Song from 26 Nov 2026"',
  },
  otherSong: {
    id: 'app.playground.otherSong',
    defaultMessage: 'Choose another song',
    description: 'Link back to the job picker',
  },
  saving: {id: 'app.playground.saving', defaultMessage: 'Saving the mix…', description: 'Mix is being saved'},
  saved: {
    id: 'app.playground.saved',
    defaultMessage: 'Mix saved',
    description: 'The mix settings were saved for this song',
  },
  saveFailed: {
    id: 'app.playground.saveFailed',
    defaultMessage: 'The mix could not be saved: {reason}',
    description: 'Saving the mix failed; reason is the API error text',
  },
});
