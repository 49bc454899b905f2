import {defineMessages} from '@nada/ui';
import type {IntlShape, MessageDescriptor} from 'react-intl';

/** Genre names, by the engine's genre id. */
export const genreMessages: Record<string, MessageDescriptor> = defineMessages({
  pop: {id: 'generateAi.genre.pop', defaultMessage: 'Pop', description: 'Music genre'},
  rock: {id: 'generateAi.genre.rock', defaultMessage: 'Rock', description: 'Music genre'},
  ballad: {id: 'generateAi.genre.ballad', defaultMessage: 'Ballad', description: 'Music genre'},
  dangdut: {id: 'generateAi.genre.dangdut', defaultMessage: 'Dangdut', description: 'Indonesian music genre'},
  keroncong: {
    id: 'generateAi.genre.keroncong',
    defaultMessage: 'Keroncong',
    description: 'Indonesian music genre',
  },
  jazz: {id: 'generateAi.genre.jazz', defaultMessage: 'Jazz', description: 'Music genre'},
  rnb: {id: 'generateAi.genre.rnb', defaultMessage: 'R&B', description: 'Music genre (rhythm and blues)'},
  edm: {
    id: 'generateAi.genre.edm',
    defaultMessage: 'EDM',
    description: 'Music genre (electronic dance music)',
  },
  lofi: {id: 'generateAi.genre.lofi', defaultMessage: 'Lo-fi', description: 'Music genre'},
  hiphop: {id: 'generateAi.genre.hiphop', defaultMessage: 'Hip hop', description: 'Music genre'},
  worship: {
    id: 'generateAi.genre.worship',
    defaultMessage: 'Worship',
    description: 'Music genre: church worship and gospel',
  },
  acoustic: {id: 'generateAi.genre.acoustic', defaultMessage: 'Acoustic', description: 'Music genre'},
});

/** Mood names, by the engine's mood id. */
export const moodMessages: Record<string, MessageDescriptor> = defineMessages({
  calm: {id: 'generateAi.mood.calm', defaultMessage: 'Calm', description: 'Mood of a song'},
  happy: {id: 'generateAi.mood.happy', defaultMessage: 'Happy', description: 'Mood of a song'},
  sad: {id: 'generateAi.mood.sad', defaultMessage: 'Sad', description: 'Mood of a song'},
  romantic: {id: 'generateAi.mood.romantic', defaultMessage: 'Romantic', description: 'Mood of a song'},
  energetic: {id: 'generateAi.mood.energetic', defaultMessage: 'Energetic', description: 'Mood of a song'},
  solemn: {
    id: 'generateAi.mood.solemn',
    defaultMessage: 'Solemn',
    description: 'Mood of a song (church, ceremony)',
  },
  nostalgic: {id: 'generateAi.mood.nostalgic', defaultMessage: 'Nostalgic', description: 'Mood of a song'},
  dark: {id: 'generateAi.mood.dark', defaultMessage: 'Dark', description: 'Mood of a song (gloomy, tense)'},
});

/** Instrument names, by the engine's instrument id. */
export const instrumentMessages: Record<string, MessageDescriptor> = defineMessages({
  piano: {id: 'generateAi.instrument.piano', defaultMessage: 'Piano', description: 'Instrument'},
  'electric-piano': {
    id: 'generateAi.instrument.electricPiano',
    defaultMessage: 'Electric piano',
    description: 'Instrument',
  },
  organ: {id: 'generateAi.instrument.organ', defaultMessage: 'Organ', description: 'Instrument'},
  guitar: {id: 'generateAi.instrument.guitar', defaultMessage: 'Acoustic guitar', description: 'Instrument'},
  'electric-guitar': {
    id: 'generateAi.instrument.electricGuitar',
    defaultMessage: 'Electric guitar',
    description: 'Instrument',
  },
  ukulele: {
    id: 'generateAi.instrument.ukulele',
    defaultMessage: 'Ukulele (cak and cuk)',
    description: 'Instrument; in keroncong the cak and cuk are small ukulele-like guitars',
  },
  bass: {id: 'generateAi.instrument.bass', defaultMessage: 'Bass', description: 'Instrument'},
  drums: {id: 'generateAi.instrument.drums', defaultMessage: 'Drums', description: 'Instrument'},
  kendang: {
    id: 'generateAi.instrument.kendang',
    defaultMessage: 'Kendang',
    description: 'Indonesian hand drum',
  },
  strings: {
    id: 'generateAi.instrument.strings',
    defaultMessage: 'Strings',
    description: 'Instrument section',
  },
  violin: {id: 'generateAi.instrument.violin', defaultMessage: 'Violin', description: 'Instrument'},
  cello: {id: 'generateAi.instrument.cello', defaultMessage: 'Cello', description: 'Instrument'},
  flute: {id: 'generateAi.instrument.flute', defaultMessage: 'Flute', description: 'Instrument'},
  suling: {
    id: 'generateAi.instrument.suling',
    defaultMessage: 'Suling',
    description: 'Indonesian bamboo flute',
  },
  saxophone: {id: 'generateAi.instrument.saxophone', defaultMessage: 'Saxophone', description: 'Instrument'},
  trumpet: {id: 'generateAi.instrument.trumpet', defaultMessage: 'Trumpet', description: 'Instrument'},
  brass: {
    id: 'generateAi.instrument.brass',
    defaultMessage: 'Brass section',
    description: 'Instrument section',
  },
  synth: {
    id: 'generateAi.instrument.synth',
    defaultMessage: 'Synth',
    description: 'Instrument: synthesizer lead',
  },
  pad: {
    id: 'generateAi.instrument.pad',
    defaultMessage: 'Synth pad',
    description: 'Instrument: sustained synthesizer chords',
  },
  choir: {id: 'generateAi.instrument.choir', defaultMessage: 'Choir', description: 'Instrument: voices'},
});

/** Occasion names, by the engine's occasion id. */
export const occasionMessages: Record<string, MessageDescriptor> = defineMessages({
  wedding: {
    id: 'generateAi.occasion.wedding',
    defaultMessage: 'Wedding',
    description: 'Occasion a song is for',
  },
  birthday: {
    id: 'generateAi.occasion.birthday',
    defaultMessage: 'Birthday',
    description: 'Occasion a song is for',
  },
  church: {
    id: 'generateAi.occasion.church',
    defaultMessage: 'Church service',
    description: 'Occasion a song is for',
  },
  party: {id: 'generateAi.occasion.party', defaultMessage: 'Party', description: 'Occasion a song is for'},
  study: {id: 'generateAi.occasion.study', defaultMessage: 'Studying', description: 'Occasion a song is for'},
  sleep: {id: 'generateAi.occasion.sleep', defaultMessage: 'Sleep', description: 'Occasion a song is for'},
  workout: {
    id: 'generateAi.occasion.workout',
    defaultMessage: 'Workout',
    description: 'Occasion a song is for',
  },
  graduation: {
    id: 'generateAi.occasion.graduation',
    defaultMessage: 'Graduation',
    description: 'Occasion a song is for',
  },
  travel: {id: 'generateAi.occasion.travel', defaultMessage: 'Travel', description: 'Occasion a song is for'},
  cafe: {id: 'generateAi.occasion.cafe', defaultMessage: 'Café', description: 'Occasion a song is for'},
  film: {id: 'generateAi.occasion.film', defaultMessage: 'Film', description: 'Occasion a song is for'},
});

/**
 * The name of `id` in the user's language from `table`; an id the package has no name for yet (one
 * the engine added since) shows as it is, which is English and readable.
 */
export function labelOf(intl: IntlShape, table: Record<string, MessageDescriptor>, id: string): string {
  const descriptor = table[id];
  return descriptor ? intl.formatMessage(descriptor) : id;
}
