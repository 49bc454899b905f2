import {defineMessages} from 'react-intl';

/** Texts of the landing page. */
export const landingMessages = defineMessages({
  eyebrow: {
    id: 'app.landing.eyebrow',
    defaultMessage: 'Vocal remover and backing tracks',
    description: 'Small line above the main headline',
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
  heroSecondary: {
    id: 'app.landing.heroSecondary',
    defaultMessage: 'See the plans',
    description: 'Secondary call to action on the landing page, leads to pricing',
  },
  featuresTitle: {
    id: 'app.landing.featuresTitle',
    defaultMessage: 'Everything a singer needs from a song',
    description: 'Heading of the features section',
  },
  featureMinusOneTitle: {
    id: 'app.landing.feature.minusOne.title',
    defaultMessage: 'Minus one in minutes',
    description: 'Feature card title: vocal removal',
  },
  featureMinusOneText: {
    id: 'app.landing.feature.minusOne.text',
    defaultMessage:
      'The instrumental and the vocals as separate files, from MP3, WAV, FLAC, M4A, OGG or a video.',
    description: 'Feature card text: vocal removal',
  },
  featureKeyTitle: {
    id: 'app.landing.feature.key.title',
    defaultMessage: 'Your key, your tempo',
    description: 'Feature card title: key and tempo change',
  },
  featureKeyText: {
    id: 'app.landing.feature.key.text',
    defaultMessage:
      'Move the song up to 12 semitones either way and slow it down or speed it up without changing the pitch.',
    description: 'Feature card text: key and tempo change',
  },
  featureStemsTitle: {
    id: 'app.landing.feature.stems.title',
    defaultMessage: 'Four stems for your band',
    description: 'Feature card title: stem separation',
  },
  featureStemsText: {
    id: 'app.landing.feature.stems.text',
    defaultMessage: 'Vocals, drums, bass and the rest on their own tracks: mute your part and play along.',
    description: 'Feature card text: stem separation',
  },
  stepsTitle: {
    id: 'app.landing.stepsTitle',
    defaultMessage: 'How a minus one is made',
    description: 'Heading of the how-it-works section',
  },
  step1: {
    id: 'app.landing.step1',
    defaultMessage: 'Upload a song or paste a video link.',
    description: 'How it works, step 1',
  },
  step2: {
    id: 'app.landing.step2',
    defaultMessage: 'Choose the stems, key, tempo and format, or keep the defaults.',
    description: 'How it works, step 2',
  },
  step3: {
    id: 'app.landing.step3',
    defaultMessage: 'Listen, compare with the original, and download.',
    description: 'How it works, step 3',
  },
});
