import type {Samples, Seconds, WaveformPeakLevel, WaveformPeaks} from './types';

/** The length of the audio the peaks describe. */
export function peaksDuration(peaks: WaveformPeaks): Seconds {
  return peaks.sampleRate > 0 ? peaks.length / peaks.sampleRate : 0;
}

/** Whether the peaks describe no audio at all (no samples or no levels). */
export function isEmptyPeaks(peaks: WaveformPeaks): boolean {
  return peaks.length <= 0 || peaks.sampleRate <= 0 || !peaks.levels.some((level) => level.max.length > 0);
}

/**
 * The level to draw from when one column covers `samplesPerColumn` samples: the finest level whose
 * buckets are at least that wide (the README's rule), or the coarsest when every level is finer.
 */
export function pickLevel(peaks: WaveformPeaks, samplesPerColumn: Samples): WaveformPeakLevel | undefined {
  const levels = peaks.levels
    .filter((level) => level.samplesPerBucket > 0 && level.max.length > 0)
    .sort((a, b) => a.samplesPerBucket - b.samplesPerBucket);
  return levels.find((level) => level.samplesPerBucket >= samplesPerColumn) ?? levels.at(-1);
}

/** Where and how finely to turn peaks into columns. */
export interface PeakColumnsOptions {
  /** Time at the left edge of the first column. */
  start: Seconds;
  /** Time at the right edge of the last column. */
  end: Seconds;
  /** Number of columns, one per device pixel. */
  columns: number;
}

/** The envelope of each column; columns past the end of the audio hold NaN. */
export interface PeakColumns {
  /** Lowest sample under each column. */
  min: Float32Array;
  /** Highest sample under each column. */
  max: Float32Array;
}

/**
 * Merges the buckets under each column (min of mins, max of maxes). The work is proportional to the
 * number of columns, plus at most the buckets of the coarsest level, never to the number of samples.
 */
export function peakColumns(peaks: WaveformPeaks, {start, end, columns}: PeakColumnsOptions): PeakColumns {
  const count = Math.max(0, Math.floor(columns));
  const min = new Float32Array(count).fill(Number.NaN);
  const max = new Float32Array(count).fill(Number.NaN);
  if (count === 0 || end <= start || isEmptyPeaks(peaks)) return {min, max};
  const firstSample = start * peaks.sampleRate;
  const samplesPerColumn = ((end - start) * peaks.sampleRate) / count;
  const level = pickLevel(peaks, samplesPerColumn);
  if (!level) return {min, max};
  const buckets = Math.min(level.min.length, level.max.length);
  for (let column = 0; column < count; column += 1) {
    const from = firstSample + column * samplesPerColumn;
    const to = Math.min(from + samplesPerColumn, peaks.length);
    if (from >= peaks.length || to <= 0) continue;
    const firstBucket = Math.max(0, Math.floor(from / level.samplesPerBucket));
    // A column narrower than a bucket (zoomed in) still reads the one bucket it falls in.
    const lastBucket = Math.min(
      buckets - 1,
      Math.max(firstBucket, Math.ceil(to / level.samplesPerBucket) - 1),
    );
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (let bucket = firstBucket; bucket <= lastBucket; bucket += 1) {
      low = Math.min(low, level.min[bucket] ?? 0);
      high = Math.max(high, level.max[bucket] ?? 0);
    }
    if (low <= high) {
      min[column] = low;
      max[column] = high;
    }
  }
  return {min, max};
}
