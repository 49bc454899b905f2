import {defineMessages} from '@nada/ui';

/** The tone tools page's own texts. */
export const toneMessages = defineMessages({
  heading: {
    id: 'app.tone.heading',
    defaultMessage: 'Tone tools',
    description: 'Heading of the tone tools page',
  },
  lead: {
    id: 'app.tone.lead',
    defaultMessage: 'Tune up, keep time and check a pitch, right in your browser, no account needed.',
    description: 'Line under the heading of the tone tools page',
  },
  tabsLabel: {
    id: 'app.tone.tabsLabel',
    defaultMessage: 'Tools',
    description: 'Accessible name of the row of tool tabs',
  },
  tabTuner: {id: 'app.tone.tab.tuner', defaultMessage: 'Tuner', description: 'Tab: the tuner'},
  tabMetronome: {
    id: 'app.tone.tab.metronome',
    defaultMessage: 'Metronome',
    description: 'Tab: the metronome',
  },
  tabGenerator: {
    id: 'app.tone.tab.generator',
    defaultMessage: 'Tone generator',
    description: 'Tab: the tone generator',
  },
});
