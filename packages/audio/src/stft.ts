import {RealFft} from './fft.ts';

/** The analysis/synthesis windows the STFT offers; a custom window is a `Float32Array` of length `nFft`. */
export type WindowName = 'hann' | 'sqrt-hann';

/** STFT settings. */
export interface StftOptions {
  /** The FFT size in samples, a power of two. @default 2048 */
  nFft?: number;
  /** The hop between frames in samples, at most nFft (at most nFft / 2 for reconstruction). @default nFft / 4 */
  hop?: number;
  /** The window, used for analysis and synthesis. @default 'hann' */
  window?: WindowName | Float32Array;
}

/** A complex spectrogram: `frames` rows of `bins` (nFft / 2 + 1) values, frame-major (`frame * bins + bin`). */
export interface Spectrogram {
  nFft: number;
  hop: number;
  frames: number;
  bins: number;
  /** The length of the signal it came from, so `istft` gives back exactly that many samples. */
  length: number;
  window: Float32Array;
  re: Float32Array;
  im: Float32Array;
}

/** Default STFT settings. */
export const STFT_DEFAULTS = {nFft: 2048, window: 'hann'} as const;

/** A periodic window of `size` samples (periodic, so overlapped copies sum to a constant). */
export function makeWindow(name: WindowName, size: number): Float32Array {
  const window = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size);
    window[i] = name === 'hann' ? hann : Math.sqrt(hann);
  }
  return window;
}

const ffts = new Map<number, RealFft>();
/** A cached `RealFft` of `size` for this thread (instances hold scratch buffers, so they are per thread). */
export function fftOfSize(size: number): RealFft {
  let fft = ffts.get(size);
  if (!fft) {
    fft = new RealFft(size);
    ffts.set(size, fft);
  }
  return fft;
}

function resolve(options: StftOptions): {nFft: number; hop: number; window: Float32Array} {
  const nFft = options.nFft ?? STFT_DEFAULTS.nFft;
  if (!Number.isInteger(nFft) || nFft < 4 || (nFft & (nFft - 1)) !== 0)
    throw new RangeError('nFft must be a power of two of at least 4');
  const hop = options.hop ?? nFft / 4;
  if (!Number.isInteger(hop) || hop < 1 || hop > nFft)
    throw new RangeError('hop must be a whole number from 1 to nFft');
  const source = options.window ?? STFT_DEFAULTS.window;
  const window = typeof source === 'string' ? makeWindow(source, nFft) : source;
  if (window.length !== nFft) throw new RangeError('window must have nFft samples');
  return {nFft, hop, window};
}

/** The number of frames `stft` makes for a signal of `length` samples (frames are centred on multiples of `hop`). */
export function frameCount(length: number, hop: number): number {
  return Math.ceil(length / hop) + 1;
}

/**
 * The short-time Fourier transform of `signal`. Frame `t` is centred on sample `t * hop` (the signal
 * is padded with zeros by nFft / 2 on both sides), so `istft` reconstructs every sample.
 */
export function stft(signal: Float32Array, options: StftOptions = {}): Spectrogram {
  const {nFft, hop, window} = resolve(options);
  const fft = fftOfSize(nFft);
  const bins = fft.bins;
  const frames = frameCount(signal.length, hop);
  const re = new Float32Array(frames * bins);
  const im = new Float32Array(frames * bins);
  const frame = new Float64Array(nFft);
  const outRe = new Float64Array(bins);
  const outIm = new Float64Array(bins);
  const pad = nFft / 2;
  for (let t = 0; t < frames; t++) {
    const start = t * hop - pad;
    if (start >= 0 && start + nFft <= signal.length)
      for (let i = 0; i < nFft; i++) frame[i] = signal[start + i]! * window[i]!;
    else
      for (let i = 0; i < nFft; i++) {
        const index = start + i;
        frame[i] = index >= 0 && index < signal.length ? signal[index]! * window[i]! : 0;
      }
    fft.forward(frame, outRe, outIm);
    re.set(outRe, t * bins);
    im.set(outIm, t * bins);
  }
  return {nFft, hop, frames, bins, length: signal.length, window, re, im};
}

/**
 * The inverse of `stft` by weighted overlap-add: each frame is windowed again and the sum is divided
 * by the summed squared window, which reconstructs the signal exactly for an unmodified spectrogram.
 */
export function istft(spectrogram: Spectrogram, options: {length?: number} = {}): Float32Array {
  const {nFft, hop, frames, bins, window, re, im} = spectrogram;
  const length = options.length ?? spectrogram.length;
  const fft = fftOfSize(nFft);
  if (bins !== fft.bins || re.length !== frames * bins || im.length !== frames * bins)
    throw new RangeError('spectrogram size does not match nFft and frames');
  const pad = nFft / 2;
  // Overlap-add straight into the output (sample n sits at padded position n + pad).
  const out = new Float32Array(length);
  const frame = new Float64Array(nFft);
  for (let t = 0; t < frames; t++) {
    fft.inverse(re.subarray(t * bins, (t + 1) * bins), im.subarray(t * bins, (t + 1) * bins), frame);
    const offset = t * hop - pad;
    const from = Math.max(0, -offset);
    const to = Math.min(nFft, length - offset);
    for (let i = from; i < to; i++) out[offset + i]! += frame[i]! * window[i]!;
  }
  return normalizeOverlapAdd(out, {nFft, hop, frames, window});
}

/**
 * Divides an overlap-added signal (frames windowed twice, frame t starting at padded position
 * t·hop, padding nFft/2) by the summed squared window of every frame covering each sample: the
 * last step of `istft`, shared with inverses that skip frames (all frames still count). In place.
 */
export function normalizeOverlapAdd(
  out: Float32Array,
  {nFft, hop, frames, window}: {nFft: number; hop: number; frames: number; window: Float32Array},
): Float32Array {
  const pad = nFft / 2;
  const length = out.length;
  // The summed squared window: periodic with the hop wherever every covering frame exists
  // (padded positions nFft - hop up to frames * hop), summed frame by frame near the ends.
  const periodic = new Float64Array(hop);
  const regular = nFft % hop === 0;
  if (regular)
    for (let q = 0; q < hop; q++) for (let i = q; i < nFft; i += hop) periodic[q]! += window[i]! ** 2;
  const interiorFrom = regular ? nFft - hop : Infinity;
  const interiorTo = frames * hop;
  for (let n = 0; n < length; n++) {
    const position = n + pad;
    let weight = 0;
    if (position >= interiorFrom && position < interiorTo) weight = periodic[position % hop]!;
    else {
      const first = Math.max(0, Math.ceil((position - nFft + 1) / hop));
      const last = Math.min(frames - 1, Math.floor(position / hop));
      for (let t = first; t <= last; t++) weight += window[position - t * hop]! ** 2;
    }
    out[n] = weight > 1e-10 ? out[n]! / weight : 0;
  }
  return out;
}

/** The magnitude of every bin of a spectrogram (same layout). */
export function magnitude(spectrogram: Spectrogram): Float32Array {
  const {re, im} = spectrogram;
  const out = new Float32Array(re.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.sqrt(re[i]! ** 2 + im[i]! ** 2);
  return out;
}

/**
 * Frame-by-frame STFT for engines that cannot hold a whole spectrogram: `analyze(t)` fills `re`/`im`
 * with frame `t` exactly as `stft` would, and `synthesize()` overlap-adds a (modified) frame into an
 * output of the signal's length with the same window-sum normalisation as `istft`. Frames may be
 * analysed in any order but must be synthesised in order 0, 1, 2, ...
 */
export class FrameProcessor {
  readonly nFft: number;
  readonly hop: number;
  readonly bins: number;
  readonly frames: number;
  readonly window: Float32Array;
  /** The current frame's spectrum, `bins` values. */
  readonly re: Float64Array;
  readonly im: Float64Array;
  readonly #signal: Float32Array;
  readonly #frame: Float64Array;
  // A ring of nFft samples is all overlap-add needs: older samples are final.
  readonly #sum: Float64Array;
  readonly #weight: Float64Array;
  #output: Float32Array | undefined;
  #next = 0;

  constructor(signal: Float32Array, options: StftOptions = {}) {
    const {nFft, hop, window} = resolve(options);
    this.nFft = nFft;
    this.hop = hop;
    this.window = window;
    this.bins = nFft / 2 + 1;
    this.frames = frameCount(signal.length, hop);
    this.re = new Float64Array(this.bins);
    this.im = new Float64Array(this.bins);
    this.#signal = signal;
    this.#frame = new Float64Array(nFft);
    this.#sum = new Float64Array(nFft);
    this.#weight = new Float64Array(nFft);
  }

  /** The synthesised signal, complete once every frame has been synthesised (allocated on first use). */
  get output(): Float32Array {
    this.#output ??= new Float32Array(this.#signal.length);
    return this.#output;
  }

  /** Computes frame `t` into `re`/`im`. */
  analyze(t: number): void {
    const {nFft, hop, window} = this;
    const signal = this.#signal;
    const start = t * hop - nFft / 2;
    const frame = this.#frame;
    if (start >= 0 && start + nFft <= signal.length)
      for (let i = 0; i < nFft; i++) frame[i] = signal[start + i]! * window[i]!;
    else
      for (let i = 0; i < nFft; i++) {
        const index = start + i;
        frame[i] = index >= 0 && index < signal.length ? signal[index]! * window[i]! : 0;
      }
    fftOfSize(nFft).forward(frame, this.re, this.im);
  }

  /** Overlap-adds the spectrum in `re`/`im` as the next frame of the output. */
  synthesize(): void {
    const {nFft, hop, window, output} = this;
    const t = this.#next++;
    if (t >= this.frames) throw new RangeError('every frame has been synthesised');
    const frame = this.#frame;
    fftOfSize(nFft).inverse(this.re, this.im, frame);
    const sum = this.#sum;
    const weight = this.#weight;
    const pad = nFft / 2;
    // Positions are in padded coordinates; the ring index is position mod nFft.
    const start = t * hop;
    for (let i = 0; i < nFft; i++) {
      const w = window[i]!;
      const slot = (start + i) % nFft;
      sum[slot]! += frame[i]! * w;
      weight[slot]! += w * w;
    }
    // Samples before the next frame's start are complete.
    const doneUntil = t === this.frames - 1 ? start + nFft : start + hop;
    for (let position = start; position < doneUntil; position++) {
      const slot = position % nFft;
      const index = position - pad;
      if (index >= 0 && index < output.length) {
        const w = weight[slot]!;
        output[index] = w > 1e-10 ? sum[slot]! / w : 0;
      }
      sum[slot] = 0;
      weight[slot] = 0;
    }
  }
}
