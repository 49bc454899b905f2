import type {StereoAudio} from './stereo.ts';
import {applyGain, audioLength} from './stereo.ts';
import type {Decibels, Hertz} from './units.ts';
import {decibelsToGain} from './units.ts';

/** Loudness in LUFS (loudness units relative to full scale, EBU R128 / ITU-R BS.1770). */
export type Lufs = number;

/** BS.1770-4 constants. */
export const LOUDNESS_DEFAULTS = {
  blockSeconds: 0.4,
  stepSeconds: 0.1,
  absoluteGate: -70,
  relativeGate: -10,
  oversampling: 4,
  tapsPerPhase: 12,
} as const;

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

// The two K-weighting stages (high shelf, then high pass) for any sample rate, from the analogue
// prototypes behind BS.1770's 48 kHz coefficients (the same derivation as libebur128).
function kWeighting(sampleRate: Hertz): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const gain = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gain / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highPass = {b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0};
  return [shelf, highPass];
}

// Mean square of the K-weighted channel over consecutive steps of `step` samples.
function stepEnergies(channel: Float32Array, sampleRate: Hertz, step: number): Float64Array {
  const [s, h] = kWeighting(sampleRate);
  const steps = Math.floor(channel.length / step);
  const energies = new Float64Array(steps);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let z1 = 0;
  let z2 = 0;
  let sum = 0;
  for (let i = 0, n = steps * step; i < n; i++) {
    const x = channel[i]!;
    const y = s.b0 * x + s.b1 * x1 + s.b2 * x2 - s.a1 * y1 - s.a2 * y2;
    x2 = x1;
    x1 = x;
    const z = h.b0 * y + h.b1 * y1 + h.b2 * y2 - h.a1 * z1 - h.a2 * z2;
    y2 = y1;
    y1 = y;
    z2 = z1;
    z1 = z;
    sum += z * z;
    if ((i + 1) % step === 0) {
      energies[(i + 1) / step - 1] = sum;
      sum = 0;
    }
  }
  return energies;
}

/**
 * The integrated loudness of `audio` per ITU-R BS.1770-4 (EBU R128): K-weighting, 400 ms blocks with
 * 75 % overlap, an absolute gate at -70 LUFS and a relative gate 10 LU below the ungated mean.
 * Returns -Infinity for silence or audio shorter than one block.
 */
export function integratedLoudness(audio: StereoAudio): Lufs {
  audioLength(audio);
  const {sampleRate} = audio;
  const step = Math.round(LOUDNESS_DEFAULTS.stepSeconds * sampleRate);
  const stepsPerBlock = Math.round(LOUDNESS_DEFAULTS.blockSeconds / LOUDNESS_DEFAULTS.stepSeconds);
  const left = stepEnergies(audio.channels[0], sampleRate, step);
  const right = stepEnergies(audio.channels[1], sampleRate, step);
  const blocks = left.length - stepsPerBlock + 1;
  if (blocks <= 0) return -Infinity;
  const powers = new Float64Array(blocks);
  const blockSamples = step * stepsPerBlock;
  for (let b = 0; b < blocks; b++) {
    let sum = 0;
    for (let j = b; j < b + stepsPerBlock; j++) sum += left[j]! + right[j]!;
    powers[b] = sum / blockSamples;
  }
  const toLufs = (power: number) => -0.691 + 10 * Math.log10(power);
  const gatedMean = (threshold: number) => {
    let sum = 0;
    let count = 0;
    for (const power of powers)
      if (toLufs(power) > threshold) {
        sum += power;
        count++;
      }
    return count ? sum / count : 0;
  };
  const absolute = gatedMean(LOUDNESS_DEFAULTS.absoluteGate);
  if (absolute === 0) return -Infinity;
  const relative = gatedMean(toLufs(absolute) + LOUDNESS_DEFAULTS.relativeGate);
  return relative === 0 ? -Infinity : toLufs(relative);
}

/** The largest absolute sample value over both channels, in dBFS (-Infinity for silence). */
export function samplePeak(audio: StereoAudio): Decibels {
  let peak = 0;
  for (const channel of audio.channels) for (const x of channel) peak = Math.max(peak, Math.abs(x));
  return 20 * Math.log10(peak);
}

let phaseFilters: Float64Array[] | undefined;
// Windowed-sinc interpolators for the in-between positions of 4x oversampling.
function interpolators(): Float64Array[] {
  if (phaseFilters) return phaseFilters;
  const {oversampling, tapsPerPhase} = LOUDNESS_DEFAULTS;
  const half = tapsPerPhase / 2;
  phaseFilters = [];
  for (let p = 1; p < oversampling; p++) {
    const taps = new Float64Array(tapsPerPhase);
    for (let t = 0; t < tapsPerPhase; t++) {
      const x = t - half + 1 - p / oversampling;
      const sinc = Math.sin(Math.PI * x) / (Math.PI * x);
      const window = 0.5 + 0.5 * Math.cos((Math.PI * x) / (half + 1));
      taps[t] = sinc * window;
    }
    phaseFilters.push(taps);
  }
  return phaseFilters;
}

/** The true peak (BS.1770-4 Annex 2: 4x oversampled with 12 taps per phase) over both channels, in dBTP. */
export function truePeak(audio: StereoAudio): Decibels {
  const [f1, f2, f3] = interpolators() as [Float64Array, Float64Array, Float64Array];
  const taps = LOUDNESS_DEFAULTS.tapsPerPhase;
  const half = taps / 2;
  let peak = 0;
  const block = 65536;
  // Blocks with zero padding (outside the signal) keep the inner loop free of bounds checks
  // without a padded copy of the whole channel.
  const scratch = new Float32Array(block + taps);
  for (const source of audio.channels) {
    const n = source.length;
    for (let start = 0; start < n; start += block) {
      const from = start - half + 1;
      scratch.fill(0);
      scratch.set(source.subarray(Math.max(0, from), Math.min(n, from + block + taps)), Math.max(0, -from));
      for (let i = start, end = Math.min(n, start + block); i < end; i++) {
        const x = Math.abs(source[i]!);
        if (x > peak) peak = x;
        // Between samples i and i+1 from samples i-half+1 .. i+half. An inter-sample peak of a
        // band-limited signal stays within a few dB of its neighbours, so stretches well below the
        // peak so far are skipped.
        if (Math.max(x, Math.abs(source[i + 1] ?? 0)) * 4 < peak) continue;
        const offset = i - start;
        let a = 0;
        let b = 0;
        let c = 0;
        for (let t = 0; t < taps; t++) {
          const value = scratch[offset + t]!;
          a += f1[t]! * value;
          b += f2[t]! * value;
          c += f3[t]! * value;
        }
        peak = Math.max(peak, Math.abs(a), Math.abs(b), Math.abs(c));
      }
    }
  }
  return 20 * Math.log10(peak);
}

/** What `normalizeLoudness` did. */
export interface NormalizedAudio {
  audio: StereoAudio;
  /** The gain applied, in dB. */
  gainDb: Decibels;
  /** The integrated loudness after the gain, in LUFS. */
  loudness: Lufs;
  /** True when the true-peak ceiling held the gain below what the target asked for. */
  limitedByPeak: boolean;
}

/**
 * Scales `audio` by one gain so its integrated loudness is `target` LUFS (exact, since BS.1770
 * loudness is linear in gain), unless that would push the true peak above `truePeakCeiling`: then
 * the gain stops at the ceiling and `limitedByPeak` says so. Silence is returned unchanged.
 */
export function normalizeLoudness(
  audio: StereoAudio,
  target: Lufs,
  options: {truePeakCeiling?: Decibels} = {},
): NormalizedAudio {
  if (!Number.isFinite(target) || target > 0 || target < -70)
    throw new RangeError('loudness target must be from -70 to 0 LUFS');
  const measured = integratedLoudness(audio);
  if (!Number.isFinite(measured))
    return {audio: applyGain(audio, 1), gainDb: 0, loudness: measured, limitedByPeak: false};
  let gainDb = target - measured;
  let limitedByPeak = false;
  if (options.truePeakCeiling !== undefined) {
    const headroom = options.truePeakCeiling - truePeak(audio);
    if (gainDb > headroom) {
      gainDb = headroom;
      limitedByPeak = true;
    }
  }
  return {
    audio: applyGain(audio, decibelsToGain(gainDb)),
    gainDb,
    loudness: measured + gainDb,
    limitedByPeak,
  };
}
