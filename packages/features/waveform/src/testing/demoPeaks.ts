import type {Seconds, WaveformPeaks} from '../types';

/** What {@link demoPeaks} builds. */
export interface DemoPeaksOptions {
  /** Length of the imaginary song. */
  duration: Seconds;
  /** Samples per second. @default 44100 */
  sampleRate?: number;
  /** Bucket widths of the levels, each a multiple of the finest. @default [256, 1024, 4096] */
  samplesPerBucket?: number[];
  /** Seconds of silence at the start (an intro that fades in). @default 0 */
  silence?: Seconds;
}

/**
 * Peaks of an imaginary song for stories and tests: a loudness contour of verses and choruses with
 * beats on it, computed from the time alone, so every run draws exactly the same picture.
 */
export function demoPeaks({
  duration,
  sampleRate = 44_100,
  samplesPerBucket = [256, 1024, 4096],
  silence = 0,
}: DemoPeaksOptions): WaveformPeaks {
  const length = Math.round(duration * sampleRate);
  const widths = [...samplesPerBucket].sort((a, b) => a - b);
  const finest = widths[0] ?? 256;
  const count = Math.ceil(length / finest);
  const min = new Array<number>(count);
  const max = new Array<number>(count);
  for (let bucket = 0; bucket < count; bucket += 1) {
    const time = ((bucket + 0.5) * finest) / sampleRate;
    const amplitude = envelope(time, silence);
    max[bucket] = round(amplitude);
    min[bucket] = -round(amplitude * (0.86 + 0.1 * Math.sin(time * 3.1)));
  }
  // Coarser levels merge the finest, as the real analysis does: min of mins, max of maxes.
  const levels = samplesPerBucket.map((width) => {
    const ratio = Math.max(1, Math.round(width / finest));
    const merged = Math.ceil(length / width);
    const levelMin = new Array<number>(merged);
    const levelMax = new Array<number>(merged);
    for (let bucket = 0; bucket < merged; bucket += 1) {
      const from = bucket * ratio;
      const to = Math.min(count, from + ratio);
      levelMin[bucket] = Math.min(...min.slice(from, to));
      levelMax[bucket] = Math.max(...max.slice(from, to));
    }
    return {samplesPerBucket: width, min: levelMin, max: levelMax};
  });
  return {sampleRate, channels: 2, length, levels};
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function envelope(time: Seconds, silence: Seconds): number {
  if (time < silence) return 0;
  const fadeIn = Math.min(1, (time - silence) / 4);
  // Sections of 16 s alternate between a quieter verse and a louder chorus.
  const section = Math.floor(time / 16) % 2 === 0 ? 0.45 : 0.78;
  const beat = 0.6 + 0.4 * Math.abs(Math.cos(time * Math.PI * 2));
  const texture = 0.85 + 0.15 * Math.sin(time * 17.3) * Math.sin(time * 5.9);
  return Math.min(0.98, fadeIn * section * beat * texture);
}
