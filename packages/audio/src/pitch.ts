import type {Hertz} from './units.ts';

/** Defaults of the YIN pitch estimator. */
export const PITCH_DEFAULTS = {
  minFrequency: 50,
  maxFrequency: 1500,
  threshold: 0.15,
  frameSize: 2048,
  hop: 512,
} as const;

/** Options of `estimatePitch` and `trackPitch`. */
export interface PitchOptions {
  /** @default 50 */
  minFrequency?: Hertz;
  /** @default 1500 */
  maxFrequency?: Hertz;
  /** The YIN threshold on the normalised difference; lower is stricter. @default 0.15 */
  threshold?: number;
}

/** A pitch estimate: the frequency and how periodic the frame is (1 = perfectly, 0 = not at all). */
export interface PitchEstimate {
  frequency: Hertz;
  clarity: number;
}

/**
 * The fundamental frequency of one frame by YIN (de Cheveigné & Kawahara 2002): the cumulative-mean
 * normalised difference function, the first dip below the threshold, parabolic refinement. Returns
 * null for unpitched or silent frames. The frame must hold at least two periods of `minFrequency`.
 */
export function estimatePitch(
  frame: Float32Array,
  sampleRate: Hertz,
  options: PitchOptions = {},
): PitchEstimate | null {
  const minFrequency = options.minFrequency ?? PITCH_DEFAULTS.minFrequency;
  const maxFrequency = options.maxFrequency ?? PITCH_DEFAULTS.maxFrequency;
  const threshold = options.threshold ?? PITCH_DEFAULTS.threshold;
  if (!(minFrequency > 0 && maxFrequency > minFrequency))
    throw new RangeError('need 0 < minFrequency < maxFrequency');
  const maxLag = Math.ceil(sampleRate / minFrequency);
  const minLag = Math.max(2, Math.floor(sampleRate / maxFrequency));
  const window = frame.length - maxLag;
  if (window < maxLag) throw new RangeError('frame is too short for minFrequency');
  const difference = new Float64Array(maxLag + 2);
  for (let lag = 1; lag <= maxLag + 1; lag++) {
    let sum = 0;
    for (let i = 0; i < window; i++) {
      const d = frame[i]! - frame[i + lag]!;
      sum += d * d;
    }
    difference[lag] = sum;
  }
  const normalised = new Float64Array(maxLag + 2);
  normalised[0] = 1;
  let running = 0;
  for (let lag = 1; lag <= maxLag + 1; lag++) {
    running += difference[lag]!;
    normalised[lag] = running > 0 ? (difference[lag]! * lag) / running : 1;
  }
  let best = -1;
  for (let lag = minLag; lag <= maxLag; lag++)
    if (normalised[lag]! < threshold) {
      while (lag + 1 <= maxLag && normalised[lag + 1]! < normalised[lag]!) lag++;
      best = lag;
      break;
    }
  if (best < 0) return null;
  const a = normalised[best - 1]!;
  const b = normalised[best]!;
  const c = normalised[best + 1]!;
  const denominator = a - 2 * b + c;
  const shift = denominator > 0 ? (0.5 * (a - c)) / denominator : 0;
  return {frequency: sampleRate / (best + shift), clarity: Math.max(0, 1 - b)};
}

/** The pitch of every frame of `signal` (frames of `frameSize` every `hop` samples); null where unpitched. */
export function trackPitch(
  signal: Float32Array,
  sampleRate: Hertz,
  options: PitchOptions & {frameSize?: number; hop?: number} = {},
): (PitchEstimate | null)[] {
  const frameSize = options.frameSize ?? PITCH_DEFAULTS.frameSize;
  const hop = options.hop ?? PITCH_DEFAULTS.hop;
  const out: (PitchEstimate | null)[] = [];
  for (let start = 0; start + frameSize <= signal.length; start += hop)
    out.push(estimatePitch(signal.subarray(start, start + frameSize), sampleRate, options));
  return out;
}

/** The median frequency of the pitched frames of `signal`, or null when none is pitched. */
export function medianPitch(
  signal: Float32Array,
  sampleRate: Hertz,
  options: PitchOptions & {frameSize?: number; hop?: number} = {},
): Hertz | null {
  const frequencies = trackPitch(signal, sampleRate, options)
    .filter((estimate): estimate is PitchEstimate => estimate !== null)
    .map((estimate) => estimate.frequency)
    .sort((a, b) => a - b);
  if (frequencies.length === 0) return null;
  return frequencies[Math.floor(frequencies.length / 2)]!;
}
