import type {StereoAudio} from './stereo.ts';
import {audioLength} from './stereo.ts';
import type {Hertz} from './units.ts';

/** One zoom level of waveform peaks: the lowest and highest sample of each bucket over both channels. */
export interface WaveformLevel {
  samplesPerBucket: number;
  min: number[];
  max: number[];
}

/** Waveform peaks at several zoom levels, the JSON the player reads (see the README). */
export interface WaveformPeaks {
  sampleRate: Hertz;
  /** How many source channels the envelope covers (always 2: min and max are taken over both). */
  channels: number;
  /** The source length in samples; the last bucket of a level may be shorter. */
  length: number;
  levels: WaveformLevel[];
}

/** Default zoom levels and rounding of `waveformPeaks`. */
export const PEAKS_DEFAULTS = {samplesPerBucket: [256, 1024, 4096], decimals: 4} as const;

/**
 * Min/max waveform peaks of `audio` per bucket of `samplesPerBucket` samples, for each zoom level,
 * rounded to `decimals` places to keep the JSON small.
 */
export function waveformPeaks(
  audio: StereoAudio,
  options: {samplesPerBucket?: readonly number[]; decimals?: number} = {},
): WaveformPeaks {
  const length = audioLength(audio);
  const sizes = options.samplesPerBucket ?? PEAKS_DEFAULTS.samplesPerBucket;
  const scale = 10 ** (options.decimals ?? PEAKS_DEFAULTS.decimals);
  const round = (x: number) => Math.round(x * scale) / scale;
  const [left, right] = audio.channels;
  const levels = sizes.map((samplesPerBucket) => {
    if (!Number.isInteger(samplesPerBucket) || samplesPerBucket < 1)
      throw new RangeError('samplesPerBucket must be a positive whole number');
    const buckets = Math.ceil(length / samplesPerBucket);
    const min: number[] = new Array<number>(buckets);
    const max: number[] = new Array<number>(buckets);
    for (let b = 0; b < buckets; b++) {
      let low = Infinity;
      let high = -Infinity;
      for (let i = b * samplesPerBucket, end = Math.min(length, i + samplesPerBucket); i < end; i++) {
        const l = left[i] ?? 0;
        const r = right[i] ?? 0;
        if (l < low) low = l;
        if (r < low) low = r;
        if (l > high) high = l;
        if (r > high) high = r;
      }
      min[b] = round(low);
      max[b] = round(high);
    }
    return {samplesPerBucket, min, max};
  });
  return {sampleRate: audio.sampleRate, channels: 2, length, levels};
}
