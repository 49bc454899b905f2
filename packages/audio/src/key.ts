import type {StereoAudio} from './stereo.ts';
import {toMono} from './stereo.ts';
import {FrameProcessor} from './stft.ts';
import type {Hertz} from './units.ts';

/** Pitch-class names, sharps and flats as musicians usually spell keys. */
export const PITCH_CLASSES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
/** A pitch-class name. */
export type PitchClass = (typeof PITCH_CLASSES)[number];

/** Krumhansl–Kessler key profiles (probe-tone ratings), starting at the tonic. */
export const KEY_PROFILES = {
  major: [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88],
  minor: [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17],
} as const;

/** Defaults of `estimateKey`. */
export const KEY_DEFAULTS = {nFft: 8192, hop: 4096, minFrequency: 80, maxFrequency: 5000} as const;

/** A musical key estimate. */
export interface KeyEstimate {
  tonic: PitchClass;
  mode: 'major' | 'minor';
  /** E.g. `'A minor'`. */
  name: string;
  /** The Pearson correlation of the chroma with the winning profile (-1..1). */
  correlation: number;
}

/** The 12-bin chroma of `signal`: spectral magnitude folded onto pitch classes (C first), each frame normalised, summed. */
export function chromagram(signal: Float32Array, sampleRate: Hertz): Float64Array {
  const {nFft, hop, minFrequency, maxFrequency} = KEY_DEFAULTS;
  const processor = new FrameProcessor(signal, {nFft, hop, window: 'hann'});
  const {frames, bins, re, im} = processor;
  const classOfBin = new Int8Array(bins).fill(-1);
  for (let k = 1; k < bins; k++) {
    const frequency = (k * sampleRate) / nFft;
    if (frequency < minFrequency || frequency > maxFrequency) continue;
    const midi = 69 + 12 * Math.log2(frequency / 440);
    classOfBin[k] = ((Math.round(midi) % 12) + 12) % 12;
  }
  const chroma = new Float64Array(12);
  const frame = new Float64Array(12);
  for (let t = 0; t < frames; t++) {
    processor.analyze(t);
    frame.fill(0);
    for (let k = 0; k < bins; k++) {
      const pitchClass = classOfBin[k]!;
      if (pitchClass < 0) continue;
      frame[pitchClass]! += Math.sqrt(re[k]! ** 2 + im[k]! ** 2);
    }
    let max = 0;
    for (const value of frame) max = Math.max(max, value);
    if (max > 1e-6) for (let c = 0; c < 12; c++) chroma[c]! += frame[c]! / max;
  }
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

/** The musical key of `audio` by the Krumhansl–Schmuckler method: chroma correlated with the 24 rotated key profiles. */
export function estimateKey(audio: StereoAudio | {signal: Float32Array; sampleRate: Hertz}): KeyEstimate {
  const signal = 'signal' in audio ? audio.signal : toMono(audio);
  const chroma = chromagram(signal, audio.sampleRate);
  let best: KeyEstimate = {tonic: 'C', mode: 'major', name: 'C major', correlation: -Infinity};
  for (const mode of ['major', 'minor'] as const)
    for (let tonic = 0; tonic < 12; tonic++) {
      const correlation = pearson(chroma, KEY_PROFILES[mode], tonic);
      if (correlation > best.correlation) {
        const name = PITCH_CLASSES[tonic]!;
        best = {tonic: name, mode, name: `${name} ${mode}`, correlation};
      }
    }
  if (!Number.isFinite(best.correlation)) best.correlation = 0;
  return best;
}
