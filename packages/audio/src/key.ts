import type {StereoAudio} from './stereo.ts';
import {toMono} from './stereo.ts';
import {FrameProcessor} from './stft.ts';
import type {Hertz} from './units.ts';

/** Pitch-class names, sharps and flats as musicians usually spell keys. */
export const PITCH_CLASSES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
/** A pitch-class name. */
export type PitchClass = (typeof PITCH_CLASSES)[number];

/**
 * Key profiles, tonic first: how often each pitch class sounds in a key. Krumhansl–Kessler's
 * probe-tone ratings (1982); Temperley's from the Kostka–Payne corpus (2007); Albrecht and
 * Shanahan's from 490 pieces (2013), the most decisive about the third and the leading tone, so a
 * key is less often taken for its dominant or its relative.
 */
export const KEY_PROFILES = {
  krumhansl: {
    major: [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88],
    minor: [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17],
  },
  temperley: {
    major: [0.748, 0.06, 0.488, 0.082, 0.67, 0.46, 0.096, 0.715, 0.104, 0.366, 0.057, 0.4],
    minor: [0.712, 0.084, 0.474, 0.618, 0.049, 0.46, 0.105, 0.747, 0.404, 0.067, 0.133, 0.33],
  },
  albrechtShanahan: {
    major: [0.238, 0.006, 0.111, 0.006, 0.137, 0.094, 0.016, 0.214, 0.009, 0.08, 0.008, 0.081],
    minor: [0.22, 0.006, 0.104, 0.123, 0.019, 0.103, 0.012, 0.214, 0.062, 0.022, 0.061, 0.052],
  },
} as const;

/** A key profile's name. */
export type KeyProfileName = keyof typeof KEY_PROFILES;

/** Defaults of `estimateKey`. */
export const KEY_DEFAULTS = {
  nFft: 8192,
  hop: 4096,
  /** The lowest and highest frequencies folded into the chroma: fundamentals, few upper partials. */
  minFrequency: 55,
  maxFrequency: 2000,
  /** Below this, the bass line: its pitch classes count again, since a bass dwells on the tonic. */
  bassFrequency: 250,
  bassWeight: 1,
  /** The profiles whose correlations are averaged (checked on labelled recordings: docs/benchmarks.md). */
  profiles: ['krumhansl', 'albrechtShanahan'] as readonly KeyProfileName[],
} as const;

/** A musical key estimate. */
export interface KeyEstimate {
  tonic: PitchClass;
  mode: 'major' | 'minor';
  /** E.g. `'A minor'`. */
  name: string;
  /** The Pearson correlation of the chroma with the winning key's profiles, averaged (-1..1). */
  correlation: number;
}

// The magnitude spectra of `signal`, one frame at a time, each as (frequency, magnitude) peaks:
// local maxima only, so a partial's window leakage does not smear into the neighbouring semitones.
function forEachPeak(
  signal: Float32Array,
  sampleRate: Hertz,
  visit: (frame: number, frequency: Hertz, magnitude: number) => void,
): void {
  const {nFft, hop, minFrequency, maxFrequency} = KEY_DEFAULTS;
  const processor = new FrameProcessor(signal, {nFft, hop, window: 'hann'});
  const {frames, bins, re, im} = processor;
  const from = Math.max(2, Math.floor((minFrequency * nFft) / sampleRate));
  const to = Math.min(bins - 2, Math.ceil((maxFrequency * nFft) / sampleRate));
  const magnitude = new Float64Array(bins);
  for (let t = 0; t < frames; t++) {
    processor.analyze(t);
    for (let k = from - 1; k <= to + 1; k++) magnitude[k] = Math.sqrt(re[k]! ** 2 + im[k]! ** 2);
    for (let k = from; k <= to; k++) {
      const a = magnitude[k - 1]!;
      const b = magnitude[k]!;
      const c = magnitude[k + 1]!;
      if (!(b > a && b >= c && b > 1e-6)) continue;
      // The peak between bins, by the parabola through the log magnitudes (Hann: within a few cents).
      const la = Math.log(a + 1e-12);
      const lb = Math.log(b);
      const lc = Math.log(c + 1e-12);
      const denominator = la - 2 * lb + lc;
      const offset = denominator < 0 ? (0.5 * (la - lc)) / denominator : 0;
      visit(t, ((k + offset) * sampleRate) / nFft, b);
    }
  }
}

/**
 * The tuning of `signal` in cents from A = 440 Hz (-50..50): the circular mean of its spectral
 * peaks' deviations from the nearest equal-tempered semitone, weighted by magnitude.
 */
export function estimateTuning(signal: Float32Array, sampleRate: Hertz): number {
  let x = 0;
  let y = 0;
  forEachPeak(signal, sampleRate, (_, frequency, magnitude) => {
    const semitones = 12 * Math.log2(frequency / 440);
    const angle = 2 * Math.PI * (semitones - Math.round(semitones));
    x += magnitude * Math.cos(angle);
    y += magnitude * Math.sin(angle);
  });
  return x === 0 && y === 0 ? 0 : (100 * Math.atan2(y, x)) / (2 * Math.PI);
}

/**
 * The 12-bin chroma of `signal` (C first): spectral peaks between `minFrequency` and
 * `maxFrequency` folded onto pitch classes after correcting for the recording's tuning, square-root
 * compressed so one loud instrument does not decide alone, each frame normalised; the bass below
 * `bassFrequency` counted again with `bassWeight`.
 */
export function chromagram(signal: Float32Array, sampleRate: Hertz): Float64Array {
  const tuning = estimateTuning(signal, sampleRate);
  const chroma = new Float64Array(12);
  const frame = new Float64Array(12);
  let current = -1;
  const flush = () => {
    let max = 0;
    for (const value of frame) max = Math.max(max, value);
    if (max > 1e-9) for (let c = 0; c < 12; c++) chroma[c]! += frame[c]! / max;
    frame.fill(0);
  };
  forEachPeak(signal, sampleRate, (t, frequency, magnitude) => {
    if (t !== current) {
      flush();
      current = t;
    }
    const midi = 69 + 12 * Math.log2(frequency / 440) - tuning / 100;
    const pitchClass = ((Math.round(midi) % 12) + 12) % 12;
    const weight =
      Math.sqrt(magnitude) * (frequency < KEY_DEFAULTS.bassFrequency ? 1 + KEY_DEFAULTS.bassWeight : 1);
    frame[pitchClass]! += weight;
  });
  flush();
  return chroma;
}

function pearson(a: ArrayLike<number>, b: ArrayLike<number>, rotation: number): number {
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < 12; i++) {
    meanA += a[(i + rotation) % 12]!;
    meanB += b[i]!;
  }
  meanA /= 12;
  meanB /= 12;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < 12; i++) {
    const da = a[(i + rotation) % 12]! - meanA;
    const db = b[i]! - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  return varianceA > 0 && varianceB > 0 ? covariance / Math.sqrt(varianceA * varianceB) : 0;
}

/**
 * The musical key of `audio` by the Krumhansl–Schmuckler method: the tuning-corrected,
 * bass-weighted chroma correlated with the 24 rotations of the key profiles in `profiles`,
 * the correlations averaged (each profile's leaning towards the relative or the dominant key
 * differs, so together they err less).
 */
export function estimateKey(
  audio: StereoAudio | {signal: Float32Array; sampleRate: Hertz},
  options: {profiles?: readonly KeyProfileName[]} = {},
): KeyEstimate {
  const profiles = options.profiles ?? KEY_DEFAULTS.profiles;
  if (!profiles.length) throw new RangeError('need at least one key profile');
  const signal = 'signal' in audio ? audio.signal : toMono(audio);
  const chroma = chromagram(signal, audio.sampleRate);
  let best: KeyEstimate = {tonic: 'C', mode: 'major', name: 'C major', correlation: -Infinity};
  for (const mode of ['major', 'minor'] as const)
    for (let tonic = 0; tonic < 12; tonic++) {
      let correlation = 0;
      for (const profile of profiles)
        correlation += pearson(chroma, KEY_PROFILES[profile][mode], tonic) / profiles.length;
      if (correlation > best.correlation) {
        const name = PITCH_CLASSES[tonic]!;
        best = {tonic: name, mode, name: `${name} ${mode}`, correlation};
      }
    }
  if (!Number.isFinite(best.correlation)) best.correlation = 0;
  return best;
}
