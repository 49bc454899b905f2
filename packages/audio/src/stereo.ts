import type {Hertz} from './units.ts';

/** A length in samples (per channel). */
export type Samples = number;
/** A duration in seconds. */
export type Seconds = number;

/** Planar stereo audio: two equally long channels of float samples (nominally -1..1) at `sampleRate`. */
export interface StereoAudio {
  sampleRate: Hertz;
  channels: [Float32Array, Float32Array];
}

/** The sample rate everything in Nada is decoded to. */
export const SAMPLE_RATE: Hertz = 44100;

function check(audio: StereoAudio): void {
  if (!(audio.sampleRate > 0)) throw new RangeError('sampleRate must be positive');
  if (audio.channels[0].length !== audio.channels[1].length)
    throw new RangeError('both channels must have the same length');
}

/** A silent stereo buffer of `length` samples. */
export function createStereo(length: Samples, sampleRate: Hertz = SAMPLE_RATE): StereoAudio {
  if (!Number.isInteger(length) || length < 0)
    throw new RangeError('length must be a whole number of samples');
  return {sampleRate, channels: [new Float32Array(length), new Float32Array(length)]};
}

/** The number of samples per channel. */
export function audioLength(audio: StereoAudio): Samples {
  check(audio);
  return audio.channels[0].length;
}

/** The duration in seconds. */
export function audioDuration(audio: StereoAudio): Seconds {
  return audioLength(audio) / audio.sampleRate;
}

/** Stereo audio with `mono` in both channels (copied, so the channels can change independently). */
export function monoToStereo(mono: Float32Array, sampleRate: Hertz = SAMPLE_RATE): StereoAudio {
  if (!(sampleRate > 0)) throw new RangeError('sampleRate must be positive');
  return {sampleRate, channels: [mono.slice(), mono.slice()]};
}

/** The mean of both channels. */
export function toMono(audio: StereoAudio): Float32Array {
  check(audio);
  const [left, right] = audio.channels;
  const mono = new Float32Array(left.length);
  for (let i = 0; i < mono.length; i++) mono[i] = 0.5 * (left[i]! + right[i]!);
  return mono;
}

/** The sample-wise sum of several buffers at one sample rate; shorter ones count as silence after their end. */
export function mixAudio(...parts: StereoAudio[]): StereoAudio {
  const first = parts[0];
  if (!first) throw new RangeError('mixAudio needs at least one buffer');
  let length = 0;
  for (const part of parts) {
    check(part);
    if (part.sampleRate !== first.sampleRate) throw new RangeError('mixAudio needs one sample rate');
    length = Math.max(length, part.channels[0].length);
  }
  const out = createStereo(length, first.sampleRate);
  for (const part of parts)
    for (let c = 0; c < 2; c++) {
      const source = part.channels[c]!;
      const target = out.channels[c]!;
      for (let i = 0; i < source.length; i++) target[i]! += source[i]!;
    }
  return out;
}

/**
 * `audio` minus each of `parts`, sample by sample (what an engine's last stem is, so its stems sum
 * back to the input exactly); the parts are at least as long as `audio`.
 */
export function subtractAudio(audio: StereoAudio, ...parts: StereoAudio[]): StereoAudio {
  const length = audioLength(audio);
  const out = createStereo(length, audio.sampleRate);
  for (let c = 0; c < 2; c++) {
    const mix = audio.channels[c]!;
    const sources = parts.map((part) => part.channels[c]!);
    const target = out.channels[c]!;
    for (let i = 0; i < length; i++) {
      let rest = mix[i]!;
      for (const source of sources) rest -= source[i]!;
      target[i] = rest;
    }
  }
  return out;
}

/** A copy scaled by a linear `gain` (1 = unchanged). */
export function applyGain(audio: StereoAudio, gain: number): StereoAudio {
  check(audio);
  if (!Number.isFinite(gain)) throw new RangeError('gain must be finite');
  const scale = (channel: Float32Array) => {
    const out = new Float32Array(channel.length);
    for (let i = 0; i < out.length; i++) out[i] = channel[i]! * gain;
    return out;
  };
  return {sampleRate: audio.sampleRate, channels: [scale(audio.channels[0]), scale(audio.channels[1])]};
}

/** A copy of samples `start` (inclusive) to `end` (exclusive). */
export function sliceAudio(
  audio: StereoAudio,
  start: Samples,
  end: Samples = audioLength(audio),
): StereoAudio {
  check(audio);
  return {
    sampleRate: audio.sampleRate,
    channels: [audio.channels[0].slice(start, end), audio.channels[1].slice(start, end)],
  };
}

/** A copy cut or padded with silence at the end to exactly `length` samples. */
export function fitLength(audio: StereoAudio, length: Samples): StereoAudio {
  if (!Number.isInteger(length) || length < 0)
    throw new RangeError('length must be a whole number of samples');
  const out = createStereo(length, audio.sampleRate);
  for (let c = 0; c < 2; c++) out.channels[c]!.set(audio.channels[c]!.subarray(0, length));
  return out;
}
