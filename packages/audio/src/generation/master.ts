import {integratedLoudness, truePeak} from '../loudness.ts';
import type {StereoAudio} from '../stereo.ts';
import {audioLength, createStereo} from '../stereo.ts';
import {decibelsToGain} from '../units.ts';

/** What mastering aims at. */
export const MASTER_TARGET = {
  loudness: -14,
  truePeakCeiling: -1,
  limiterCeilingDb: -1.6,
  releaseSeconds: 0.12,
  lookaheadSeconds: 0.003,
  fadeSeconds: 0.6,
} as const;

/** Adds stems sample by sample. */
export function sumStems(stems: readonly StereoAudio[], length: number, sampleRate: number): StereoAudio {
  const mix = createStereo(length, sampleRate);
  for (const stem of stems)
    for (let c = 0; c < 2; c++) {
      const out = mix.channels[c]!;
      const source = stem.channels[c]!;
      for (let i = 0; i < length; i++) out[i]! += source[i] ?? 0;
    }
  return mix;
}

// The sliding minimum of `values` over [i - radius, i + radius] (a monotonic deque, O(n)).
function slidingMin(values: Float32Array, radius: number): Float32Array {
  const n = values.length;
  const out = new Float32Array(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    const right = Math.min(n - 1, i + radius);
    while (next <= right) {
      while (tail > head && values[deque[tail - 1]!]! >= values[next]!) tail--;
      deque[tail++] = next++;
    }
    while (deque[head]! < i - radius) head++;
    out[i] = values[deque[head]!]!;
  }
  return out;
}

/**
 * The gain curve of a look-ahead peak limiter for `audio` after `gain`: at every sample at most what
 * keeps both channels under `ceiling` (linear), reached smoothly before a peak (a minimum over the
 * look-ahead, then a moving average no longer than it, which can only lower it) and released
 * exponentially after.
 */
export function limiterCurve(
  audio: StereoAudio,
  gain: number,
  ceiling: number,
  sampleRate: number,
): Float32Array {
  const length = audioLength(audio);
  const [left, right] = audio.channels;
  const wanted = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const peak = gain * Math.max(Math.abs(left[i]!), Math.abs(right[i]!));
    wanted[i] = peak > ceiling ? ceiling / peak : 1;
  }
  const radius = Math.max(1, Math.round(MASTER_TARGET.lookaheadSeconds * sampleRate));
  const floor = slidingMin(wanted, radius);
  // Moving average over [i - radius/2, i + radius/2]: each averaged value is a minimum over a window
  // that contains i, so the average never exceeds wanted[i].
  const half = Math.floor(radius / 2);
  const smooth = new Float32Array(length);
  let sum = 0;
  for (let i = 0; i < Math.min(length, half); i++) sum += floor[i]!;
  for (let i = 0; i < length; i++) {
    if (i + half < length) sum += floor[i + half]!;
    if (i - half - 1 >= 0) sum -= floor[i - half - 1]!;
    const count = Math.min(length - 1, i + half) - Math.max(0, i - half) + 1;
    smooth[i] = sum / count;
  }
  const release = Math.exp(-1 / (MASTER_TARGET.releaseSeconds * sampleRate));
  const curve = new Float32Array(length);
  let current = 1;
  for (let i = 0; i < length; i++) {
    current = Math.min(smooth[i]!, 1 - (1 - current) * release);
    curve[i] = gain * current;
  }
  return curve;
}

function applyCurve(audio: StereoAudio, curve: Float32Array): StereoAudio {
  return {
    sampleRate: audio.sampleRate,
    channels: audio.channels.map((channel) => channel.map((x, i) => x * curve[i]!)) as [
      Float32Array,
      Float32Array,
    ],
  };
}

/** What mastering did: the gain curve every stem got, and the result's loudness and true peak. */
export interface Mastered {
  mix: StereoAudio;
  stems: StereoAudio[];
  curve: Float32Array;
  integratedLufs: number;
  truePeakDb: number;
}

/**
 * Masters the mix to -14 LUFS integrated with the true peak at most -1 dBTP: a gain and a peak
 * limiter, refined until the loudness is on target. The limiter's gain curve (one gain per sample,
 * the same for both channels) is applied to every stem too, so the mastered stems still add up to
 * the mastered mix exactly.
 */
export function masterStems(stems: readonly StereoAudio[], length: number, sampleRate: number): Mastered {
  const mix = sumStems(stems, length, sampleRate);
  const measured = integratedLoudness(mix);
  if (!Number.isFinite(measured)) throw new RangeError('the mix is silent');
  let gainDb = MASTER_TARGET.loudness - measured;
  const ceiling = decibelsToGain(MASTER_TARGET.limiterCeilingDb);
  // The last moments fade out, so the ringing final chord ends in silence rather than a cut.
  const fade = Math.min(length, Math.round(MASTER_TARGET.fadeSeconds * sampleRate));
  const limitAndFade = () => {
    const limited = limiterCurve(mix, decibelsToGain(gainDb), ceiling, sampleRate);
    for (let i = 0; i < fade; i++) limited[length - 1 - i]! *= Math.sin((Math.PI / 2) * (i / fade)) ** 2;
    return limited;
  };
  let curve = limitAndFade();
  let mastered = applyCurve(mix, curve);
  for (let pass = 0; pass < 4; pass++) {
    const error = MASTER_TARGET.loudness - integratedLoudness(mastered);
    if (Math.abs(error) < 0.05) break;
    gainDb += error;
    curve = limitAndFade();
    mastered = applyCurve(mix, curve);
  }
  // Inter-sample peaks can still pass the sample-peak limiter: one more gain takes them under.
  let peak = truePeak(mastered);
  if (peak > MASTER_TARGET.truePeakCeiling - 0.05) {
    const trim = decibelsToGain(MASTER_TARGET.truePeakCeiling - 0.1 - peak);
    for (let i = 0; i < length; i++) curve[i]! *= trim;
    mastered = applyCurve(mix, curve);
    peak = truePeak(mastered);
  }
  return {
    mix: mastered,
    stems: stems.map((stem) => applyCurve(stem, curve)),
    curve,
    integratedLufs: integratedLoudness(mastered),
    truePeakDb: peak,
  };
}
