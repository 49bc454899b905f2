/** A musical interval in equal-tempered semitones. */
export type Semitones = number;
/** A level in decibels relative to full scale or to another level. */
export type Decibels = number;
/** A frequency in hertz. */
export type Hertz = number;

/** The range of key shifts Nada offers a singer. */
export const KEY_SHIFT_RANGE = {min: -12, max: 12} as const;

/** The frequency ratio of a shift by `semitones` (12 semitones double the frequency). */
export function semitonesToRatio(semitones: Semitones): number {
  if (!Number.isFinite(semitones)) throw new RangeError('semitones must be a finite number');
  return 2 ** (semitones / 12);
}

/** The shift in semitones between two frequencies. */
export function ratioToSemitones(ratio: number): Semitones {
  if (!(ratio > 0) || !Number.isFinite(ratio)) throw new RangeError('ratio must be a positive finite number');
  return 12 * Math.log2(ratio);
}

/** Amplitude gain (1 = unchanged) to decibels; silence is -Infinity. */
export function gainToDecibels(gain: number): Decibels {
  if (gain < 0 || Number.isNaN(gain)) throw new RangeError('gain must not be negative');
  return 20 * Math.log10(gain);
}

/** Decibels to amplitude gain. */
export function decibelsToGain(decibels: Decibels): number {
  return 10 ** (decibels / 20);
}

/** The frequency of a MIDI note number, with A4 (note 69) at `tuning` hertz. */
export function midiToHertz(note: number, tuning: Hertz = 440): Hertz {
  return tuning * 2 ** ((note - 69) / 12);
}

/** The nearest MIDI note number of a frequency and how far off it is, in cents. */
export function hertzToMidi(frequency: Hertz, tuning: Hertz = 440): {note: number; cents: number} {
  if (!(frequency > 0)) throw new RangeError('frequency must be positive');
  const exact = 69 + 12 * Math.log2(frequency / tuning);
  const note = Math.round(exact);
  return {note, cents: Math.round((exact - note) * 100)};
}
