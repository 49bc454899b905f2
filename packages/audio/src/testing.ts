import type {StereoAudio} from './stereo.ts';

export {tempFolder} from './temp.ts';

/** A deterministic white noise in -1..1 (a linear congruential generator), for tests. */
export function testNoise(length: number, seed = 1): Float32Array {
  let state = seed >>> 0;
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    out[i] = state / 2 ** 31 - 1;
  }
  return out;
}

/** A sine of `frequency` hertz and `amplitude`, `seconds` long, for tests. */
export function testSine(
  frequency: number,
  seconds: number,
  sampleRate = 44100,
  amplitude = 0.5,
): Float32Array {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < out.length; i++)
    out[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  return out;
}

/** The largest absolute difference between two equally long signals. */
export function maxDifference(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new RangeError(`lengths differ: ${a.length} and ${b.length}`);
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  return max;
}

/** Stereo test audio with different content in each channel. */
export function testStereo(seconds: number, sampleRate = 44100): StereoAudio {
  const left = testSine(440, seconds, sampleRate, 0.4);
  const right = testSine(660, seconds, sampleRate, 0.3);
  const hiss = testNoise(left.length, 9);
  for (let i = 0; i < left.length; i++) {
    left[i]! += 0.05 * hiss[i]!;
    right[i]! -= 0.05 * hiss[i]!;
  }
  return {sampleRate, channels: [left, right]};
}
