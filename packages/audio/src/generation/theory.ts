import type {MusicalKey} from './understandPrompt.ts';
import {PITCH_CLASSES} from '../key.ts';
import type {Genre} from './vocabulary.ts';

/** A chord: its root in semitones above the tonic and its tones in semitones above the root. */
export interface Chord {
  symbol: string;
  root: number;
  tones: number[];
}

const DEGREES: Record<string, number> = {i: 0, ii: 2, iii: 4, iv: 5, v: 7, vi: 9, vii: 11};

/**
 * A chord from a Roman numeral relative to the tonic: upper case major, lower case minor, `b` lowers
 * the root ('bVII'), then 7 (dominant or minor seventh), maj7, sus4, sus2, add9, ° (diminished).
 */
export function parseChord(symbol: string): Chord {
  const match = /^(b?)(vii|vi|iv|v|iii|ii|i)(maj7|7|sus4|sus2|add9|°)?$/i.exec(symbol);
  if (!match) throw new RangeError(`bad chord symbol ${symbol}`);
  const [, flat = '', numeral = 'I', suffix = ''] = match;
  const root = (DEGREES[numeral.toLowerCase()]! - (flat ? 1 : 0) + 12) % 12;
  const minor = numeral === numeral.toLowerCase();
  let tones = minor ? [0, 3, 7] : [0, 4, 7];
  if (suffix === '°') tones = [0, 3, 6];
  else if (suffix === '7') tones = [...tones, 10];
  else if (suffix === 'maj7') tones = [...tones, 11];
  else if (suffix === 'sus4') tones = [0, 5, 7];
  else if (suffix === 'sus2') tones = [0, 2, 7];
  else if (suffix === 'add9') tones = [...tones, 14];
  return {symbol, root, tones};
}

/** The scale of a key in semitones above the tonic (minor: natural minor). */
export function scaleOf(mode: 'major' | 'minor'): number[] {
  return mode === 'major' ? [0, 2, 4, 5, 7, 9, 11] : [0, 2, 3, 5, 7, 8, 10];
}

/** The MIDI pitch class (0 = C) of a key's tonic. */
export function tonicPitchClass(key: MusicalKey): number {
  return PITCH_CLASSES.indexOf(key.tonic);
}

/** A section's progression: one chord symbol per bar. */
export interface Progressions {
  intro: readonly string[];
  verse: readonly string[];
  chorus: readonly string[];
  bridge: readonly string[];
  outro: readonly string[];
}

const POP_MAJOR: Progressions = {
  intro: ['I', 'IV', 'I', 'IV'],
  verse: ['I', 'vi', 'IV', 'V', 'I', 'vi', 'IV', 'I'],
  chorus: ['IV', 'I', 'V', 'vi', 'IV', 'I', 'V', 'I'],
  bridge: ['vi', 'IV', 'I', 'V', 'vi', 'IV', 'ii', 'V'],
  outro: ['IV', 'V', 'I', 'I'],
};
const POP_MINOR: Progressions = {
  intro: ['i', 'bVI', 'iv', 'V'],
  verse: ['i', 'bVI', 'bIII', 'bVII', 'i', 'bVI', 'iv', 'V'],
  chorus: ['bVI', 'bVII', 'i', 'i', 'iv', 'bVII', 'V', 'i'],
  bridge: ['iv', 'i', 'bVI', 'V', 'iv', 'i', 'V', 'V'],
  outro: ['iv', 'V', 'i', 'i'],
};
const ROCK_MAJOR: Progressions = {
  intro: ['I', 'IV', 'I', 'V'],
  verse: ['I', 'I', 'IV', 'I', 'I', 'I', 'V', 'IV'],
  chorus: ['I', 'V', 'IV', 'IV', 'I', 'V', 'IV', 'V'],
  bridge: ['vi', 'V', 'IV', 'IV', 'vi', 'V', 'IV', 'V'],
  outro: ['IV', 'V', 'I', 'I'],
};
const BALLAD_MAJOR: Progressions = {
  intro: ['I', 'IV', 'ii', 'V'],
  verse: ['I', 'vi', 'IV', 'V', 'I', 'vi', 'ii', 'V'],
  chorus: ['IV', 'V', 'iii', 'vi', 'ii', 'V', 'I', 'I'],
  bridge: ['vi', 'iii', 'IV', 'I', 'ii', 'V', 'V', 'V'],
  outro: ['IV', 'V', 'I', 'I'],
};
const BALLAD_MINOR: Progressions = {
  intro: ['i', 'iv', 'bVII', 'V'],
  verse: ['i', 'iv', 'bVII', 'bIII', 'bVI', 'iv', 'V', 'i'],
  chorus: ['bVI', 'bVII', 'bIII', 'i', 'iv', 'V', 'i', 'i'],
  bridge: ['iv', 'bVII', 'bIII', 'bVI', 'iv', 'V', 'V', 'V'],
  outro: ['iv', 'V', 'i', 'i'],
};
const JAZZ_MAJOR: Progressions = {
  intro: ['ii7', 'V7', 'Iadd9', 'IVmaj7'],
  verse: ['Iadd9', 'IVmaj7', 'Iadd9', 'vi7', 'ii7', 'V7', 'Iadd9', 'Iadd9'],
  chorus: ['IVmaj7', 'IVmaj7', 'Iadd9', 'vi7', 'ii7', 'V7', 'Iadd9', 'Iadd9'],
  bridge: ['vi7', 'ii7', 'IVmaj7', 'Iadd9', 'vi7', 'ii7', 'IVmaj7', 'V7'],
  outro: ['ii7', 'V7', 'Iadd9', 'Iadd9'],
};
const JAZZ_MINOR: Progressions = {
  intro: ['i7', 'iv7', 'V7', 'i7'],
  verse: ['i7', 'iv7', 'bVII7', 'bIIImaj7', 'bVImaj7', 'ii°', 'V7', 'i7'],
  chorus: ['iv7', 'bVII7', 'bIIImaj7', 'bVImaj7', 'ii°', 'V7', 'i7', 'i7'],
  bridge: ['bVImaj7', 'bVII7', 'i7', 'i7', 'ii°', 'V7', 'V7', 'V7'],
  outro: ['iv7', 'V7', 'i7', 'i7'],
};
const SOUL_MAJOR: Progressions = {
  intro: ['IVmaj7', 'V7', 'Iadd9', 'V7'],
  verse: ['Iadd9', 'vi7', 'ii7', 'V7', 'Iadd9', 'vi7', 'IVmaj7', 'V7'],
  chorus: ['IVmaj7', 'V7', 'Iadd9', 'vi7', 'ii7', 'V7', 'Iadd9', 'Iadd9'],
  bridge: ['ii7', 'V7', 'IVmaj7', 'Iadd9', 'ii7', 'V7', 'V7', 'V7'],
  outro: ['ii7', 'V7', 'Iadd9', 'Iadd9'],
};
const LOOP_MINOR: Progressions = {
  intro: ['i', 'bVI', 'bIII', 'bVII'],
  verse: ['i', 'bVI', 'bIII', 'bVII', 'i', 'bVI', 'iv', 'bVII'],
  chorus: ['bVI', 'bVII', 'i', 'i', 'bVI', 'bVII', 'iv', 'i'],
  bridge: ['iv', 'iv', 'bVI', 'bVI', 'iv', 'iv', 'bVII', 'bVII'],
  outro: ['bVI', 'bVII', 'i', 'i'],
};
const DANGDUT_MINOR: Progressions = {
  intro: ['i', 'iv', 'V', 'i'],
  verse: ['i', 'i', 'iv', 'iv', 'V', 'V', 'i', 'i'],
  chorus: ['iv', 'iv', 'i', 'i', 'V', 'V', 'i', 'i'],
  bridge: ['bVII', 'bVII', 'bIII', 'bIII', 'iv', 'iv', 'V', 'V'],
  outro: ['iv', 'V', 'i', 'i'],
};
const KERONCONG_MAJOR: Progressions = {
  intro: ['I', 'V7', 'I', 'V7'],
  verse: ['I', 'V7', 'I', 'I', 'IV', 'I', 'V7', 'I'],
  chorus: ['IV', 'IV', 'I', 'I', 'ii', 'V7', 'I', 'I'],
  bridge: ['vi', 'iii', 'IV', 'I', 'ii', 'V7', 'V7', 'V7'],
  outro: ['IV', 'V7', 'I', 'I'],
};
const WORSHIP_MAJOR: Progressions = {
  intro: ['I', 'Vsus4', 'IV', 'I'],
  verse: ['I', 'V', 'vi', 'IV', 'I', 'V', 'IV', 'Vsus4'],
  chorus: ['IV', 'I', 'V', 'vi', 'IV', 'I', 'Vsus4', 'I'],
  bridge: ['vi', 'V', 'IV', 'IV', 'vi', 'V', 'IV', 'Vsus4'],
  outro: ['IV', 'Vsus4', 'I', 'I'],
};

/** The progressions of a genre in a mode. */
export function progressionsOf(genre: Genre, mode: 'major' | 'minor'): Progressions {
  if (mode === 'minor') {
    if (genre === 'dangdut') return DANGDUT_MINOR;
    if (genre === 'jazz' || genre === 'rnb' || genre === 'lofi') return JAZZ_MINOR;
    if (genre === 'edm' || genre === 'hiphop') return LOOP_MINOR;
    if (genre === 'ballad' || genre === 'keroncong' || genre === 'worship') return BALLAD_MINOR;
    return POP_MINOR;
  }
  switch (genre) {
    case 'rock':
      return ROCK_MAJOR;
    case 'ballad':
      return BALLAD_MAJOR;
    case 'jazz':
      return JAZZ_MAJOR;
    case 'rnb':
    case 'lofi':
      return SOUL_MAJOR;
    case 'keroncong':
      return KERONCONG_MAJOR;
    case 'worship':
      return WORSHIP_MAJOR;
    default:
      return POP_MAJOR;
  }
}

/**
 * Chord tones voiced between `low` and `high` (MIDI pitches), the inversion closest to `previous`
 * (smallest total movement), so chords move smoothly.
 */
export function voiceChord(
  tonic: number,
  chord: Chord,
  low: number,
  high: number,
  previous: number[] | undefined,
): number[] {
  const classes = chord.tones.map((tone) => (tonic + chord.root + tone) % 12);
  const candidates: number[][] = [];
  for (let inversion = 0; inversion < classes.length; inversion++) {
    const order = [...classes.slice(inversion), ...classes.slice(0, inversion)];
    for (let base = low; base < low + 12; base++) {
      if (base % 12 !== order[0]) continue;
      const voicing = [base];
      for (const pitchClass of order.slice(1)) {
        let pitch = voicing[voicing.length - 1]! + 1;
        while (pitch % 12 !== pitchClass) pitch++;
        voicing.push(pitch);
      }
      if (voicing[voicing.length - 1]! <= high) candidates.push(voicing);
    }
  }
  if (!candidates.length) return classes.map((pitchClass) => low + ((pitchClass - low + 1200) % 12));
  const centre = (low + high) / 2;
  const cost = (voicing: number[]) =>
    previous
      ? voicing.reduce((sum, pitch, index) => sum + Math.abs(pitch - (previous[index] ?? previous[0]!)), 0)
      : Math.abs(voicing.reduce((a, b) => a + b, 0) / voicing.length - centre);
  return candidates.reduce((best, voicing) => (cost(voicing) < cost(best) ? voicing : best));
}

/** The pitch of `pitchClass` nearest to `target`. */
export function nearestPitch(pitchClass: number, target: number): number {
  const base = target - ((((target - pitchClass) % 12) + 12) % 12);
  return target - base > 6 ? base + 12 : base;
}
