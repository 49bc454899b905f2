/** Frequency in cycles per second. */
export type Hertz = number;
/** Hundredths of an equal-tempered semitone. */
export type Cents = number;

/** The A4 reference a tuner and the tone generator share, and its allowed range. */
export const A4_DEFAULT: Hertz = 440;
/** The lowest A4 reference the tuner offers (baroque pitch). */
export const A4_MIN: Hertz = 415;
/** The highest A4 reference the tuner offers. */
export const A4_MAX: Hertz = 466;

const NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
const LETTER_STEPS: Record<string, number> = {C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11};

/** A note of the equal-tempered scale and how far a frequency lies from it. */
export interface NoteReading {
  /** Pitch class with sharps, e.g. "C#". */
  name: string;
  /** Scientific octave number (A4 = 440 Hz by default). */
  octave: number;
  /** MIDI note number (A4 = 69). */
  midi: number;
  /** The note's exact frequency under the reference. */
  target: Hertz;
  /** Distance of the frequency from the note, -50..50. */
  cents: Cents;
}

function checkReference(a4: Hertz): void {
  if (!Number.isFinite(a4) || a4 < A4_MIN || a4 > A4_MAX) {
    throw new RangeError(`a4 must be between ${A4_MIN} and ${A4_MAX} Hz`);
  }
}

/** Frequency of a MIDI note number under an A4 reference. */
export function midiToFrequency(midi: number, a4: Hertz = A4_DEFAULT): Hertz {
  checkReference(a4);
  return a4 * 2 ** ((midi - 69) / 12);
}

/** Cents from `reference` to `frequency` (positive when sharp). */
export function centsBetween(frequency: Hertz, reference: Hertz): Cents {
  return 1200 * Math.log2(frequency / reference);
}

/** The nearest note to a frequency and its offset in cents. */
export function frequencyToNote(frequency: Hertz, a4: Hertz = A4_DEFAULT): NoteReading {
  checkReference(a4);
  if (!Number.isFinite(frequency) || frequency <= 0) throw new RangeError('frequency must be positive');
  const midi = Math.round(69 + 12 * Math.log2(frequency / a4));
  const target = midiToFrequency(midi, a4);
  const pitchClass = ((midi % 12) + 12) % 12;
  return {
    name: NAMES[pitchClass] ?? 'C',
    octave: Math.floor(midi / 12) - 1,
    midi,
    target,
    cents: centsBetween(frequency, target),
  };
}

/** Name of a MIDI note, e.g. 69 → "A4". */
export function midiToNoteName(midi: number): string {
  return `${NAMES[((midi % 12) + 12) % 12] ?? 'C'}${Math.floor(midi / 12) - 1}`;
}

/**
 * MIDI number of a note name such as "A4", "c#3", "Bb2" or "E♭5"; undefined when it is no note.
 */
export function parseNoteName(text: string): number | undefined {
  const match = /^\s*([A-Ga-g])([#♯b♭]?)(-?\d)\s*$/.exec(text);
  if (!match) return undefined;
  const [, letter = 'C', accidental = '', octaveText = '4'] = match;
  const step = LETTER_STEPS[letter.toUpperCase()] ?? 0;
  const shift = accidental === '#' || accidental === '♯' ? 1 : accidental === '' ? 0 : -1;
  const midi = (Number(octaveText) + 1) * 12 + step + shift;
  return midi >= 0 && midi <= 127 ? midi : undefined;
}
