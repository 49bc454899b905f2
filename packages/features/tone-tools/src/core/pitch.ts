import type {Hertz} from './notes';

/** A pitch found in a block of samples. */
export interface PitchEstimate {
  /** Fundamental frequency. */
  frequency: Hertz;
  /** How periodic the block is, 0..1 (1 − YIN's normalised difference at the period). */
  clarity: number;
}

/** Defaults of {@link detectPitch}. */
export const PITCH_DEFAULTS = {
  /** Lowest fundamental searched (below a 5-string bass's low B, 30.87 Hz). */
  minFrequency: 30 as Hertz,
  /** Highest fundamental searched (above a violin's open E string's 4th harmonic region). */
  maxFrequency: 2000 as Hertz,
  /** YIN's absolute threshold on the cumulative-mean normalised difference. */
  threshold: 0.15,
  /** Root-mean-square level under which a block counts as silence (about −50 dBFS). */
  silenceRms: 0.003,
} as const;

/** Options of {@link detectPitch}. */
export interface DetectPitchOptions {
  /** @default PITCH_DEFAULTS.minFrequency */
  minFrequency?: Hertz;
  /** @default PITCH_DEFAULTS.maxFrequency */
  maxFrequency?: Hertz;
  /** @default PITCH_DEFAULTS.threshold */
  threshold?: number;
  /** @default PITCH_DEFAULTS.silenceRms */
  silenceRms?: number;
}

/** Root-mean-square level of a block of samples. */
export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return samples.length === 0 ? 0 : Math.sqrt(sum / samples.length);
}

/**
 * Finds the fundamental of a block with YIN (de Cheveigné and Kawahara, 2002): a cumulative-mean
 * normalised difference function, an absolute threshold, and parabolic interpolation around the
 * chosen lag. Returns null for silence or a block without a clear period. The block should hold at
 * least two periods of the lowest frequency searched.
 */
export function detectPitch(
  samples: Float32Array,
  sampleRate: Hertz,
  options: DetectPitchOptions = {},
): PitchEstimate | null {
  if (!Number.isFinite(sampleRate) || sampleRate <= 0) throw new RangeError('sampleRate must be positive');
  const minFrequency = options.minFrequency ?? PITCH_DEFAULTS.minFrequency;
  const maxFrequency = options.maxFrequency ?? PITCH_DEFAULTS.maxFrequency;
  if (!(minFrequency > 0 && maxFrequency > minFrequency)) {
    throw new RangeError('minFrequency must be positive and below maxFrequency');
  }
  const threshold = options.threshold ?? PITCH_DEFAULTS.threshold;
  if (rms(samples) < (options.silenceRms ?? PITCH_DEFAULTS.silenceRms)) return null;

  const minLag = Math.max(2, Math.floor(sampleRate / maxFrequency));
  const maxLag = Math.min(Math.floor(samples.length / 2), Math.ceil(sampleRate / minFrequency));
  if (maxLag <= minLag + 2) return null;
  const window = samples.length - maxLag;

  const difference = new Float32Array(maxLag + 1);
  for (let lag = 1; lag <= maxLag; lag += 1) {
    let sum = 0;
    for (let index = 0; index < window; index += 1) {
      const delta = (samples[index] ?? 0) - (samples[index + lag] ?? 0);
      sum += delta * delta;
    }
    difference[lag] = sum;
  }
  const normalised = new Float32Array(maxLag + 1);
  normalised[0] = 1;
  let running = 0;
  for (let lag = 1; lag <= maxLag; lag += 1) {
    running += difference[lag] ?? 0;
    normalised[lag] = running === 0 ? 1 : ((difference[lag] ?? 0) * lag) / running;
  }

  let chosen = -1;
  for (let lag = minLag; lag < maxLag; lag += 1) {
    if ((normalised[lag] ?? 1) < threshold) {
      // Walk down to the bottom of this dip, not its first sample under the threshold.
      while (lag + 1 < maxLag && (normalised[lag + 1] ?? 1) < (normalised[lag] ?? 1)) lag += 1;
      chosen = lag;
      break;
    }
  }
  if (chosen < 0) return null;

  const before = normalised[chosen - 1] ?? 1;
  const at = normalised[chosen] ?? 1;
  const after = normalised[chosen + 1] ?? 1;
  const curvature = before + after - 2 * at;
  const shift = curvature > 0 ? (before - after) / (2 * curvature) : 0;
  const period = chosen + Math.max(-1, Math.min(1, shift));
  return {frequency: sampleRate / period, clarity: Math.max(0, Math.min(1, 1 - at))};
}
