/** The genres the built-in composer writes, as ids (English, lower case). */
export const GENRES = [
  'pop',
  'rock',
  'ballad',
  'dangdut',
  'keroncong',
  'jazz',
  'rnb',
  'edm',
  'lofi',
  'hiphop',
  'worship',
  'acoustic',
] as const;
/** One of `GENRES`. */
export type Genre = (typeof GENRES)[number];

/** The moods a request may ask for. */
export const MOODS = [
  'calm',
  'happy',
  'sad',
  'romantic',
  'energetic',
  'solemn',
  'nostalgic',
  'dark',
] as const;
/** One of `MOODS`. */
export type Mood = (typeof MOODS)[number];

/** The instruments the arranger can give a part to, as ids (English, lower case). */
export const INSTRUMENTS = [
  'piano',
  'electric-piano',
  'organ',
  'guitar',
  'electric-guitar',
  'ukulele',
  'bass',
  'drums',
  'kendang',
  'strings',
  'violin',
  'cello',
  'flute',
  'suling',
  'saxophone',
  'trumpet',
  'brass',
  'synth',
  'pad',
  'choir',
] as const;
/** One of `INSTRUMENTS`. */
export type Instrument = (typeof INSTRUMENTS)[number];

/** Each instrument's name as a musician writes it, per language: for file names and labels. */
export const INSTRUMENT_NAMES: Record<'id' | 'en', Record<Instrument, string>> = {
  id: {
    piano: 'piano',
    'electric-piano': 'piano elektrik',
    organ: 'organ',
    guitar: 'gitar',
    'electric-guitar': 'gitar listrik',
    ukulele: 'ukulele',
    bass: 'bas',
    drums: 'drum',
    kendang: 'kendang',
    strings: 'gesek',
    violin: 'biola',
    cello: 'selo',
    flute: 'flute',
    suling: 'suling',
    saxophone: 'saksofon',
    trumpet: 'trompet',
    brass: 'tiup logam',
    synth: 'synth',
    pad: 'pad',
    choir: 'paduan suara',
  },
  en: {
    piano: 'piano',
    'electric-piano': 'electric piano',
    organ: 'organ',
    guitar: 'guitar',
    'electric-guitar': 'electric guitar',
    ukulele: 'ukulele',
    bass: 'bass',
    drums: 'drums',
    kendang: 'kendang',
    strings: 'strings',
    violin: 'violin',
    cello: 'cello',
    flute: 'flute',
    suling: 'suling',
    saxophone: 'saxophone',
    trumpet: 'trumpet',
    brass: 'brass',
    synth: 'synth',
    pad: 'pad',
    choir: 'choir',
  },
};

/** The name of `instrument` (an id of `INSTRUMENTS`) in `locale`; an unknown id stays as it is. */
export function instrumentName(instrument: string, locale: 'id' | 'en'): string {
  const names: Partial<Record<string, string>> = INSTRUMENT_NAMES[locale];
  return names[instrument] ?? instrument;
}

/** The limits of a request: length in seconds and tempo in BPM. */
export const GENERATION_LIMITS = {
  minSeconds: 10,
  maxSeconds: 360,
  minBpm: 60,
  maxBpm: 180,
  maxPromptLength: 500,
  maxInstruments: 8,
} as const;

/** What a genre is when the request says nothing else. */
export interface GenreProfile {
  /** Tempo range in BPM: [slow, usual, fast]. */
  bpm: readonly [number, number, number];
  mood: Mood;
  tonic: string;
  mode: 'major' | 'minor';
  instruments: readonly Instrument[];
  /** 0 = straight eighths, up to 0.33 for a full triplet swing. */
  swing: number;
}

export const GENRE_PROFILES: Record<Genre, GenreProfile> = {
  pop: {
    bpm: [84, 108, 124],
    mood: 'happy',
    tonic: 'C',
    mode: 'major',
    instruments: ['piano', 'guitar', 'bass', 'drums', 'strings', 'synth'],
    swing: 0,
  },
  rock: {
    bpm: [96, 120, 150],
    mood: 'energetic',
    tonic: 'E',
    mode: 'major',
    instruments: ['electric-guitar', 'bass', 'drums', 'organ', 'piano'],
    swing: 0,
  },
  ballad: {
    bpm: [64, 72, 84],
    mood: 'romantic',
    tonic: 'F',
    mode: 'major',
    instruments: ['piano', 'strings', 'bass', 'drums', 'violin'],
    swing: 0,
  },
  dangdut: {
    bpm: [120, 132, 150],
    mood: 'happy',
    tonic: 'A',
    mode: 'minor',
    instruments: ['suling', 'kendang', 'bass', 'electric-guitar', 'organ', 'strings'],
    swing: 0,
  },
  keroncong: {
    bpm: [84, 96, 112],
    mood: 'nostalgic',
    tonic: 'G',
    mode: 'major',
    instruments: ['ukulele', 'guitar', 'cello', 'violin', 'flute', 'bass'],
    swing: 0,
  },
  jazz: {
    bpm: [84, 112, 150],
    mood: 'calm',
    tonic: 'F',
    mode: 'major',
    instruments: ['piano', 'bass', 'drums', 'saxophone'],
    swing: 0.28,
  },
  rnb: {
    bpm: [66, 80, 96],
    mood: 'romantic',
    tonic: 'Eb',
    mode: 'major',
    instruments: ['electric-piano', 'bass', 'drums', 'pad', 'guitar'],
    swing: 0.12,
  },
  edm: {
    bpm: [120, 126, 132],
    mood: 'energetic',
    tonic: 'F',
    mode: 'minor',
    instruments: ['synth', 'pad', 'bass', 'drums', 'piano'],
    swing: 0,
  },
  lofi: {
    bpm: [70, 80, 90],
    mood: 'calm',
    tonic: 'D',
    mode: 'major',
    instruments: ['electric-piano', 'bass', 'drums', 'guitar', 'pad'],
    swing: 0.2,
  },
  hiphop: {
    bpm: [80, 90, 100],
    mood: 'dark',
    tonic: 'C',
    mode: 'minor',
    instruments: ['piano', 'bass', 'drums', 'strings', 'synth'],
    swing: 0.14,
  },
  worship: {
    bpm: [66, 76, 120],
    mood: 'solemn',
    tonic: 'D',
    mode: 'major',
    instruments: ['piano', 'pad', 'bass', 'drums', 'strings', 'guitar'],
    swing: 0,
  },
  acoustic: {
    bpm: [76, 96, 116],
    mood: 'calm',
    tonic: 'G',
    mode: 'major',
    instruments: ['guitar', 'piano', 'bass', 'drums', 'violin'],
    swing: 0,
  },
};

/** Default length of a track, in seconds. */
export const DEFAULT_DURATION_SECONDS = 120;
