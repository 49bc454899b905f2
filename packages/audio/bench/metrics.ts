// Separation quality measures of the benchmark besides the global SDR (`signalToDistortion`).

import type {StereoAudio} from '../src/index.ts';

const EPSILON = 1e-9;

/**
 * Scale-invariant SDR (Le Roux et al. 2019) over both channels: the estimate is projected on the
 * reference first, so a gain error alone does not count against it.
 */
export function siSdr({channels: reference}: StereoAudio, {channels: estimate}: StereoAudio): number {
  let dot = 0;
  let energy = 0;
  for (let c = 0; c < 2; c++) {
    const s = reference[c]!;
    const e = estimate[c]!;
    for (let i = 0; i < s.length; i++) {
      dot += s[i]! * (e[i] ?? 0);
      energy += s[i]! * s[i]!;
    }
  }
  const alpha = dot / (energy + EPSILON);
  let target = 0;
  let noise = 0;
  for (let c = 0; c < 2; c++) {
    const s = reference[c]!;
    const e = estimate[c]!;
    for (let i = 0; i < s.length; i++) {
      const projected = alpha * s[i]!;
      const residual = (e[i] ?? 0) - projected;
      target += projected * projected;
      noise += residual * residual;
    }
  }
  return 10 * Math.log10((target + EPSILON) / (noise + EPSILON));
}

/** The median of `values` (NaN when empty). */
export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
