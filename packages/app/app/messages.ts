import {defineMessages} from 'react-intl';

/** Texts of the app shell. */
export const messages = defineMessages({
  title: {
    id: 'app.landing.title',
    defaultMessage: 'Nada · Backing tracks in your own key',
    description: 'Browser title of the landing page',
  },
  description: {
    id: 'app.landing.description',
    defaultMessage:
      'Remove the vocals from any song, split it into stems and change key and tempo: a backing track for karaoke, your band or your lessons.',
    description: 'Meta description of the landing page',
  },
  heroTitle: {
    id: 'app.landing.heroTitle',
    defaultMessage: 'Sing it your way, in your own key',
    description: 'Main headline of the landing page',
  },
  heroLead: {
    id: 'app.landing.heroLead',
    defaultMessage:
      'Upload a song and Nada takes the vocals out, leaving a clean backing track. Shift it to your key, slow it down to practise, or split it into drums, bass and more.',
    description: 'Paragraph under the main headline of the landing page',
  },
  heroCta: {
    id: 'app.landing.heroCta',
    defaultMessage: 'Make a minus one',
    description: 'Main call to action on the landing page',
  },
});
