import type {GeneratedTrackSummary, GenerationChoices, UnderstoodPrompt} from '../types';

/** The ids the API publishes (in the app they come from `schemaValues`). */
export const choices: GenerationChoices = {
  genres: [
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
  ],
  moods: ['calm', 'happy', 'sad', 'romantic', 'energetic', 'solemn', 'nostalgic', 'dark'],
  instruments: [
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
  ],
};

/** "Upbeat dangdut for a wedding", with the length set in the form. */
export const understoodDangdut: UnderstoodPrompt = {
  genre: 'dangdut',
  mood: 'happy',
  bpm: 132,
  key: {tonic: 'A', mode: 'minor'},
  durationSeconds: 90,
  instruments: ['kendang', 'suling', 'bass', 'guitar', 'organ'],
  occasion: 'wedding',
  language: 'en',
  sources: {
    genre: 'prompt',
    mood: 'prompt',
    bpm: 'prompt',
    key: 'default',
    durationSeconds: 'field',
    instruments: 'default',
  },
};

/**
 * "A romantic ballad with piano and acoustic guitar": the prompt names two instruments, Nada adds
 * the genre's bass, drums and violin (issue 42).
 */
export const understoodPianoGuitar: UnderstoodPrompt = {
  genre: 'ballad',
  mood: 'romantic',
  bpm: 72,
  key: {tonic: 'Bb', mode: 'major'},
  durationSeconds: 120,
  instruments: ['piano', 'guitar', 'bass', 'drums', 'violin'],
  namedInstruments: ['piano', 'guitar'],
  language: 'en',
  sources: {
    genre: 'prompt',
    mood: 'prompt',
    bpm: 'default',
    key: 'default',
    durationSeconds: 'default',
    instruments: 'prompt',
  },
};

/** A finished private track. */
export const track: GeneratedTrackSummary = {
  id: 'track-1',
  title: 'Dangdut Ceria untuk Pernikahan',
  visibility: 'private',
  durationSeconds: 90,
  createdAt: '2026-11-20T09:30:00.000Z',
};
