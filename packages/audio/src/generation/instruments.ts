import type {Genre, Instrument} from './vocabulary.ts';

/** How an instrument sounds (General MIDI program) and where it plays. */
export interface InstrumentVoice {
  program: number;
  /** The range of its melodic or chord parts (MIDI pitches). */
  low: number;
  high: number;
  /** Mix level 0..1 before the master, and pan -1..1. */
  level: number;
  pan: number;
  /** Reverb send 0..1. */
  reverb: number;
}

/** General MIDI programs (0-based) and ranges. Drums and kendang play on channel 10. */
export const VOICES: Record<Instrument, InstrumentVoice> = {
  piano: {program: 0, low: 55, high: 79, level: 0.8, pan: -0.1, reverb: 0.25},
  'electric-piano': {program: 4, low: 52, high: 76, level: 0.8, pan: 0.1, reverb: 0.25},
  organ: {program: 16, low: 55, high: 76, level: 0.45, pan: 0.25, reverb: 0.2},
  guitar: {program: 25, low: 52, high: 76, level: 0.65, pan: -0.35, reverb: 0.2},
  'electric-guitar': {program: 29, low: 52, high: 79, level: 0.55, pan: 0.35, reverb: 0.15},
  ukulele: {program: 24, low: 60, high: 81, level: 0.6, pan: 0.3, reverb: 0.15},
  bass: {program: 33, low: 28, high: 52, level: 0.85, pan: 0, reverb: 0.03},
  drums: {program: 0, low: 35, high: 81, level: 0.8, pan: 0, reverb: 0.1},
  kendang: {program: 0, low: 35, high: 81, level: 0.85, pan: 0.05, reverb: 0.12},
  strings: {program: 48, low: 55, high: 81, level: 0.45, pan: 0.2, reverb: 0.4},
  violin: {program: 40, low: 67, high: 88, level: 0.55, pan: 0.2, reverb: 0.35},
  cello: {program: 45, low: 36, high: 60, level: 0.75, pan: -0.2, reverb: 0.15},
  flute: {program: 73, low: 72, high: 93, level: 0.6, pan: 0.1, reverb: 0.35},
  suling: {program: 77, low: 72, high: 91, level: 0.7, pan: 0, reverb: 0.35},
  saxophone: {program: 65, low: 58, high: 80, level: 0.6, pan: 0.1, reverb: 0.3},
  trumpet: {program: 56, low: 60, high: 82, level: 0.5, pan: 0.15, reverb: 0.3},
  brass: {program: 61, low: 55, high: 79, level: 0.45, pan: -0.15, reverb: 0.25},
  synth: {program: 81, low: 60, high: 84, level: 0.45, pan: 0, reverb: 0.3},
  pad: {program: 89, low: 52, high: 76, level: 0.45, pan: 0, reverb: 0.45},
  choir: {program: 52, low: 55, high: 76, level: 0.45, pan: 0, reverb: 0.45},
};

/** What an instrument does in a genre's arrangement. */
export type Role = 'drums' | 'kendang' | 'bass' | 'harmony' | 'lead';

const LEAD_PREFERENCE: Record<Genre, readonly Instrument[]> = {
  pop: [
    'synth',
    'piano',
    'electric-guitar',
    'guitar',
    'flute',
    'violin',
    'saxophone',
    'trumpet',
    'electric-piano',
    'suling',
  ],
  rock: [
    'electric-guitar',
    'synth',
    'organ',
    'saxophone',
    'trumpet',
    'violin',
    'piano',
    'guitar',
    'flute',
    'suling',
  ],
  ballad: ['violin', 'piano', 'flute', 'saxophone', 'suling', 'electric-piano', 'guitar', 'synth', 'trumpet'],
  dangdut: ['suling', 'flute', 'violin', 'electric-guitar', 'synth', 'saxophone', 'trumpet', 'piano'],
  keroncong: ['flute', 'violin', 'suling', 'saxophone', 'trumpet', 'piano', 'guitar'],
  jazz: ['saxophone', 'trumpet', 'flute', 'piano', 'electric-piano', 'guitar', 'violin', 'synth'],
  rnb: ['saxophone', 'synth', 'electric-piano', 'guitar', 'flute', 'piano', 'violin'],
  edm: ['synth', 'piano', 'flute', 'violin', 'electric-guitar', 'trumpet', 'saxophone'],
  lofi: ['electric-piano', 'flute', 'guitar', 'saxophone', 'piano', 'synth', 'violin'],
  hiphop: ['synth', 'piano', 'flute', 'violin', 'saxophone', 'electric-piano', 'trumpet'],
  worship: ['piano', 'violin', 'flute', 'guitar', 'synth', 'saxophone', 'trumpet'],
  acoustic: ['guitar', 'violin', 'flute', 'piano', 'suling', 'saxophone'],
};

/**
 * The role of each instrument: drums and kendang keep time, bass (or the cello in keroncong) plays
 * the bass line, one melodic instrument the lead, the rest the harmony. The lead is the genre's
 * favourite among the instruments; a harmony instrument takes it when there is no other.
 */
export function assignRoles(genre: Genre, instruments: readonly Instrument[]): Map<Instrument, Role[]> {
  const roles = new Map<Instrument, Role[]>();
  for (const instrument of instruments) {
    if (instrument === 'drums') roles.set(instrument, ['drums']);
    else if (instrument === 'kendang') roles.set(instrument, ['kendang']);
    else if (instrument === 'bass') roles.set(instrument, ['bass']);
    else if (instrument === 'cello' && (genre === 'keroncong' || !instruments.includes('bass')))
      roles.set(instrument, ['bass']);
    else roles.set(instrument, []);
  }
  const melodic = instruments.filter((instrument) => roles.get(instrument)!.length === 0);
  const lead = LEAD_PREFERENCE[genre].find((instrument) => melodic.includes(instrument)) ?? melodic[0];
  for (const instrument of melodic) {
    const list = roles.get(instrument)!;
    if (instrument === lead) list.push('lead');
    // A lead also plays chords when it is the only melodic instrument, or a keyboard or guitar
    // that would otherwise leave the harmony thin.
    if (instrument !== lead || melodic.length === 1) list.push('harmony');
  }
  return roles;
}
