import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of the stem mixer, with ids `player.mix.*`. */
export const mixMessages = defineMessages({
  title: {
    id: 'player.mix.title',
    defaultMessage: 'Mix the stems',
    description: 'Heading of the stem mixer',
  },
  hint: {
    id: 'player.mix.hint',
    defaultMessage:
      'Play the stems together and set each one’s level: keep the guide vocal quiet, for instance.',
    description: 'What the stem mixer is for, under its heading',
  },
  play: {
    id: 'player.mix.play',
    defaultMessage: 'Play the mix',
    description: 'Button that plays every stem together',
  },
  pause: {
    id: 'player.mix.pause',
    defaultMessage: 'Pause the mix',
    description: 'Button that pauses the stems',
  },
  mute: {
    id: 'player.mix.mute',
    defaultMessage: 'Mute {stem}',
    description: 'Switch that silences one stem in the mix; {stem} is its name, e.g. "Vocals"',
  },
  volume: {
    id: 'player.mix.volume',
    defaultMessage: 'Volume of {stem}',
    description: 'Accessible name of the slider that sets one stem’s level; {stem} is its name',
  },
  loading: {
    id: 'player.mix.loading',
    defaultMessage: 'Loading the stems…',
    description: 'The stems are loading',
  },
  error: {
    id: 'player.mix.error',
    defaultMessage: 'The stems couldn’t be played. Reload the page to try again.',
    description: 'A stem failed to load or play',
  },
});
