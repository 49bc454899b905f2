import type {SeparateOptions, SeparationEngine, Stems, StemSet} from './separation.ts';
import {assertStemSet, throwIfAborted, yieldToEventLoop} from './separation.ts';
import type {Seconds, StereoAudio} from './stereo.ts';
import {audioLength} from './stereo.ts';
import type {Spectrogram} from './stft.ts';
import {fftOfSize, istft, normalizeOverlapAdd, stft} from './stft.ts';
import type {Hertz} from './units.ts';
import {createWorkerPool} from './workers.ts';
import type {WorkerPool} from './workers.ts';

/** Settings of the `dsp` separation engine. */
export interface DspOptions {
  /** @default 2048 */
  nFft?: number;
  /** @default 512 */
  hop?: number;
  /** Nothing below this is vocal. @default 120 */
  lowCutHz?: Hertz;
  /** Nothing above this is vocal. @default 10000 */
  highCutHz?: Hertz;
  /** The lowest sung fundamental searched for. @default 150 */
  minF0?: Hertz;
  /** The highest sung fundamental searched for. @default 900 */
  maxF0?: Hertz;
  /** How much side (L − R) energy counts against a bin being centred: weight m² / (m² + β s²). @default 8 */
  sideWeight?: number;
  /** The power of the centre weight in the pitch salience (higher ignores panned instruments more). @default 6 */
  salienceCentrePower?: number;
  /** The power of the centre weight in the vocal mask. @default 3 */
  maskCentrePower?: number;
  /** Half-width in bins of the neighbourhood a bin's log level is compared with for pitch salience. @default 12 */
  whiteningRadius?: number;
  /** Harmonics searched for in the pitch salience. @default 16 */
  salienceHarmonics?: number;
  /** The weight of each further harmonic in the pitch salience (the first weighs 1). @default 0.84 */
  harmonicDecay?: number;
  /** Viterbi cost of a pitch jump, per 20-cent step. @default 0.05 */
  jumpCost?: number;
  /** A frame is sung when its salience is above this fraction of the track's 90th percentile. @default 0.25 */
  voicingThreshold?: number;
  /** Half-width (in bins) of each harmonic of the comb mask, before vibrato widens it. @default 1.6 */
  harmonicWidth?: number;
  /** The power of the harmonic share H / √(H² + P²) (medians across time and frequency) in the vocal mask; 0 ignores it. @default 1 */
  percussivePower?: number;
  /** For 4 stems, the harmonic accompaniment below this is bass (fading out an octave above). @default 250 */
  bassCutHz?: Hertz;
  /** The Wiener-style mask exponent (1 = plain ratio mask, 2 = power ratio). @default 2 */
  maskExponent?: number;
}

/** Defaults of the `dsp` engine. */
export const DSP_DEFAULTS = {
  nFft: 2048,
  hop: 512,
  lowCutHz: 120,
  highCutHz: 10000,
  minF0: 150,
  maxF0: 900,
  sideWeight: 8,
  salienceCentrePower: 6,
  maskCentrePower: 3,
  whiteningRadius: 12,
  salienceHarmonics: 16,
  harmonicDecay: 0.84,
  jumpCost: 0.05,
  voicingThreshold: 0.25,
  harmonicWidth: 1.6,
  percussivePower: 1,
  bassCutHz: 250,
  maskExponent: 2,
} as const satisfies Required<DspOptions>;

const CENTS_PER_STEP = 20;

function resolveSettings(options: DspOptions): Required<DspOptions> {
  const settings = {...DSP_DEFAULTS, ...options};
  if (!(settings.minF0 > 0 && settings.maxF0 > settings.minF0))
    throw new RangeError('minF0 must be positive and below maxF0');
  if (!(Number.isInteger(settings.hop) && settings.hop >= 1 && 2 * settings.hop <= settings.nFft))
    throw new RangeError('hop must be a whole number of at most nFft / 2');
  if (!(settings.lowCutHz >= 0 && settings.highCutHz > settings.lowCutHz))
    throw new RangeError('highCutHz must be above lowCutHz');
  return settings;
}

// x ** e, by multiplication for the small whole exponents the defaults use (Math.pow is slow in hot loops).
function power(x: number, e: number): number {
  switch (e) {
    case 0:
      return 1;
    case 0.5:
      return Math.sqrt(x);
    case 1:
      return x;
    case 2:
      return x * x;
    case 3:
      return x * x * x;
    case 6: {
      const c = x * x * x;
      return c * c;
    }
    default:
      return x ** e;
  }
}

// exp(-x² / 2) for x = i / GAUSS_STEPS up to 3.
const GAUSS_STEPS = 64;
const GAUSS = Float32Array.from({length: 3 * GAUSS_STEPS + 2}, (_, i) =>
  Math.exp(-((i / GAUSS_STEPS) ** 2) / 2),
);

// The median of five values without sorting: pairs are ordered and the lowest candidate dropped twice.
function median5(a: number, b: number, c: number, d: number, e: number): number {
  let t: number;
  if (b < a) {
    t = a;
    a = b;
    b = t;
  }
  if (d < c) {
    t = c;
    c = d;
    d = t;
  }
  if (a < c) {
    a = e;
    if (b < a) {
      t = a;
      a = b;
      b = t;
    }
  } else {
    c = e;
    if (d < c) {
      t = c;
      c = d;
      d = t;
    }
  }
  return a < c ? Math.min(b, c) : Math.min(a, d);
}

/** The fundamental of the predominant centred melody per frame (0 = unsung), by harmonic salience and Viterbi. */
function trackMelody(
  weighted: Float32Array,
  frames: number,
  bins: number,
  binHz: Hertz,
  settings: Required<DspOptions>,
): Float32Array {
  const {minF0, maxF0, salienceHarmonics, harmonicDecay, jumpCost, voicingThreshold} = settings;
  const steps = Math.floor((1200 * Math.log2(maxF0 / minF0)) / CENTS_PER_STEP) + 1;
  const topBin = Math.min(bins - 2, Math.floor(settings.highCutHz / binHz));
  // Every harmonic of every candidate as a lower bin and the interpolation weights of it and the next.
  const H = salienceHarmonics;
  const lower = new Int32Array(steps * H);
  const weightLow = new Float32Array(steps * H);
  const weightHigh = new Float32Array(steps * H);
  const counts = new Int32Array(steps);
  for (let s = 0; s < steps; s++) {
    const f0 = minF0 * 2 ** ((s * CENTS_PER_STEP) / 1200);
    let h = 0;
    for (; h < H; h++) {
      const p = ((h + 1) * f0) / binHz;
      if (p > topBin) break;
      const k = Math.floor(p);
      lower[s * H + h] = k;
      weightLow[s * H + h] = (1 - (p - k)) * harmonicDecay ** h;
      weightHigh[s * H + h] = (p - k) * harmonicDecay ** h;
    }
    counts[s] = h;
  }
  const salience = new Float32Array(frames * steps);
  let scale = 0;
  for (let t = 0; t < frames; t++) {
    const row = t * bins;
    for (let s = 0; s < steps; s++) {
      let sum = 0;
      const end = s * H + counts[s]!;
      for (let i = s * H; i < end; i++) {
        const k = row + lower[i]!;
        sum += weighted[k]! * weightLow[i]! + weighted[k + 1]! * weightHigh[i]!;
      }
      salience[t * steps + s] = sum;
      if (sum > scale) scale = sum;
    }
  }
  // Viterbi over candidates: a jump costs jumpCost per step (max-plus distance transform, two passes
  // per frame), and a new phrase may start anywhere at the cost of a two-semitone jump.
  const restartCost = jumpCost * (200 / CENTS_PER_STEP + 1);
  const score = new Float64Array(steps);
  const reached = new Float64Array(steps);
  const from = new Int16Array(steps);
  const back = new Int16Array(frames * steps);
  const norm = scale > 0 ? 1 / scale : 0;
  for (let s = 0; s < steps; s++) score[s] = salience[s]! * norm;
  for (let t = 1; t < frames; t++) {
    let globalBest = -Infinity;
    let globalArg = 0;
    for (let s = 0; s < steps; s++) {
      reached[s] = score[s]!;
      from[s] = s;
      if (score[s]! > globalBest) {
        globalBest = score[s]!;
        globalArg = s;
      }
    }
    for (let s = 1; s < steps; s++)
      if (reached[s - 1]! - jumpCost > reached[s]!) {
        reached[s] = reached[s - 1]! - jumpCost;
        from[s] = from[s - 1]!;
      }
    for (let s = steps - 2; s >= 0; s--)
      if (reached[s + 1]! - jumpCost > reached[s]!) {
        reached[s] = reached[s + 1]! - jumpCost;
        from[s] = from[s + 1]!;
      }
    const restart = globalBest - restartCost;
    let max = -Infinity;
    for (let s = 0; s < steps; s++) {
      let value = reached[s]!;
      let arg = from[s]!;
      if (restart > value) {
        value = restart;
        arg = globalArg;
      }
      value += salience[t * steps + s]! * norm;
      score[s] = value;
      back[t * steps + s] = arg;
      if (value > max) max = value;
    }
    for (let s = 0; s < steps; s++) score[s]! -= max;
  }
  const path = new Int16Array(frames);
  let arg = 0;
  for (let s = 1; s < steps; s++) if (score[s]! > score[arg]!) arg = s;
  for (let t = frames - 1; t >= 0; t--) {
    path[t] = arg;
    if (t > 0) arg = back[t * steps + arg]!;
  }
  // Voicing: the path's salience against a high percentile of the frames' best saliences.
  const best = new Float32Array(frames);
  for (let t = 0; t < frames; t++) {
    let top = 0;
    for (let s = 0; s < steps; s++) top = Math.max(top, salience[t * steps + s]!);
    best[t] = top;
  }
  const sorted = Float32Array.from(best).sort();
  const reference = sorted[Math.floor(0.9 * (sorted.length - 1))] ?? 0;
  const f0 = new Float32Array(frames);
  for (let t = 0; t < frames; t++) {
    const s = path[t]!;
    if (salience[t * steps + s]! > voicingThreshold * reference)
      f0[t] = minF0 * 2 ** ((s * CENTS_PER_STEP) / 1200);
  }
  return f0;
}

/** The vocal mask of a segment (frames × `width` lowest bins), from the mid and side spectrograms. */
function vocalMask(
  mid: Spectrogram,
  side: Spectrogram,
  sampleRate: Hertz,
  settings: Required<DspOptions>,
): {mask: Float32Array; width: number} {
  const {frames, bins, nFft, re, im} = mid;
  const binHz = sampleRate / nFft;
  const lowBin = Math.ceil(settings.lowCutHz / binHz);
  const highBin = Math.min(bins - 1, Math.floor(settings.highCutHz / binHz));
  const width = Math.min(bins, highBin + 2);
  // Magnitudes of the mid up to the high cut and the centre weight of every bin.
  const magnitudes = new Float32Array(frames * width);
  const weighted = new Float32Array(frames * width);
  const centre = new Float32Array(frames * width);
  const {sideWeight: beta, salienceCentrePower, maskCentrePower} = settings;
  const sideStep = side.hop / mid.hop;
  for (let t = 0; t < frames; t++) {
    const sideRow = Math.min(side.frames - 1, Math.round(t / sideStep)) * bins;
    for (let k = 0; k < width; k++) {
      const i = t * bins + k;
      const m2 = re[i]! ** 2 + im[i]! ** 2;
      const j = sideRow + k;
      const s2 = side.re[j]! ** 2 + side.im[j]! ** 2;
      const c = m2 > 0 ? m2 / (m2 + beta * s2) : 0;
      const m = Math.sqrt(m2);
      magnitudes[t * width + k] = m;
      centre[t * width + k] = c;
    }
  }
  // Harmonic-percussive ratio per bin by median filtering (5 frames across time, 5 bins across frequency).
  const harmonicity = new Float32Array(frames * width);
  for (let t = 0; t < frames; t++) {
    const row = t * width;
    const t0 = Math.max(0, t - 2) * width;
    const t1 = Math.max(0, t - 1) * width;
    const t3 = Math.min(frames - 1, t + 1) * width;
    const t4 = Math.min(frames - 1, t + 2) * width;
    for (let k = Math.max(2, lowBin); k < width - 2; k++) {
      const harmonic = median5(
        magnitudes[t0 + k]!,
        magnitudes[t1 + k]!,
        magnitudes[row + k]!,
        magnitudes[t3 + k]!,
        magnitudes[t4 + k]!,
      );
      const percussive = median5(
        magnitudes[row + k - 2]!,
        magnitudes[row + k - 1]!,
        magnitudes[row + k]!,
        magnitudes[row + k + 1]!,
        magnitudes[row + k + 2]!,
      );
      const hp = harmonic * harmonic;
      const sum = hp + percussive * percussive;
      harmonicity[row + k] = sum > 0 ? hp / sum : 0;
    }
  }
  // The pitch salience's spectrum: log magnitudes weighted by how centred and how harmonic a bin is.
  for (let t = 0; t < frames; t++)
    for (let i = t * width + lowBin; i < (t + 1) * width; i++)
      weighted[i] = Math.log(
        power(centre[i]!, salienceCentrePower) * harmonicity[i]! * magnitudes[i]! + 1e-9,
      );
  // Pitch salience works on how far each bin stands above the mean log level of its neighbourhood
  // (spectral whitening), so neither the loud low register nor a voice's subharmonics (whose odd
  // partials land between its harmonics) score high.
  const radius = settings.whiteningRadius;
  const prefix = new Float64Array(width + 1);
  for (let t = 0; t < frames; t++) {
    const row = t * width;
    for (let k = 0; k < width; k++) prefix[k + 1] = prefix[k]! + (k >= lowBin ? weighted[row + k]! : 0);
    for (let k = lowBin; k < width; k++) {
      const from = Math.max(lowBin, k - radius);
      const to = Math.min(width, k + radius + 1);
      const mean = (prefix[to]! - prefix[from]!) / (to - from);
      weighted[row + k] = Math.max(0, weighted[row + k]! - mean);
    }
  }
  const f0 = trackMelody(weighted, frames, width, binHz, settings);
  const mask = new Float32Array(frames * width);
  const comb = new Float32Array(width);
  const {harmonicWidth, percussivePower, maskExponent} = settings;
  for (let t = 0; t < frames; t++) {
    const pitch = f0[t]!;
    if (pitch <= 0) continue;
    comb.fill(0);
    const before = f0[Math.max(0, t - 1)]! || pitch;
    const after = f0[Math.min(frames - 1, t + 1)]! || pitch;
    const spread = Math.abs(after - before) / 2 / binHz;
    for (let h = 1; h * pitch < settings.highCutHz; h++) {
      const p = (h * pitch) / binHz;
      const sigma = harmonicWidth + 0.5 * h * spread;
      const from = Math.max(lowBin, Math.floor(p - 3 * sigma));
      const to = Math.min(highBin, Math.ceil(p + 3 * sigma));
      const scale = GAUSS_STEPS / sigma;
      for (let k = from; k <= to; k++) {
        const x = Math.abs(k - p) * scale;
        const g = x < 3 * GAUSS_STEPS ? GAUSS[Math.round(x)]! : 0;
        if (g > comb[k]!) comb[k] = g;
      }
    }
    const row = t * width;
    for (let k = lowBin; k <= highBin; k++) {
      const g = comb[k]!;
      if (g < 1e-3) continue;
      let v = g * power(centre[row + k]!, maskCentrePower);
      if (percussivePower > 0) v *= power(harmonicity[row + k]!, percussivePower / 2);
      if (maskExponent !== 1) {
        const a = power(v, maskExponent);
        v = a / (a + power(1 - v, maskExponent));
      }
      mask[row + k] = v;
    }
  }
  return {mask, width};
}

// The inverse STFT of the mid spectrogram under a mask of its lowest `width` bins (zero above),
// skipping the frames the mask silences entirely (the unsung ones); normalised like `istft`.
function maskedInverse(mid: Spectrogram, mask: Float32Array, width: number): Float32Array {
  const {nFft, hop, frames, bins, window, length} = mid;
  const fft = fftOfSize(nFft);
  const re = new Float64Array(bins);
  const im = new Float64Array(bins);
  const frame = new Float64Array(nFft);
  const out = new Float32Array(length);
  const pad = nFft / 2;
  for (let t = 0; t < frames; t++) {
    let silent = true;
    for (let k = 0; k < width; k++) {
      const g = mask[t * width + k]!;
      if (g !== 0) silent = false;
      re[k] = mid.re[t * bins + k]! * g;
      im[k] = mid.im[t * bins + k]! * g;
    }
    if (silent) continue;
    fft.inverse(re, im, frame);
    const offset = t * hop - pad;
    const from = Math.max(0, -offset);
    const to = Math.min(nFft, length - offset);
    for (let i = from; i < to; i++) out[offset + i]! += frame[i]! * window[i]!;
  }
  // Divided by the summed squared window of every frame covering a sample (skipped frames count too).
  return normalizeOverlapAdd(out, {nFft, hop, frames, window});
}

/** What a segment task returns: the vocals (centred, the same in both channels) and, for 4 stems, drums and bass. */
export interface DspSegmentResult {
  vocals: Float32Array;
  drums?: [Float32Array, Float32Array];
  bass?: [Float32Array, Float32Array];
}

/** The input of `dspSegmentTask`. */
export interface DspSegmentInput {
  /** The segment's left channel, with up to a second of context before (`offset` samples) and after it. */
  left: Float32Array;
  /** The right channel, aligned with `left`. */
  right: Float32Array;
  /** Where the segment starts in `left`/`right` (the samples before it are context). */
  offset: number;
  /** The segment's length in samples. */
  length: number;
  sampleRate: Hertz;
  stems: StemSet;
  options?: DspOptions;
}

// The percussive mask of the accompaniment (both channels' residual, mid magnitudes): median
// filters across time (harmonic) and frequency (percussive), as a power ratio.
function percussiveMask(re: Float32Array, im: Float32Array, frames: number, bins: number): Float32Array {
  const magnitudes = new Float32Array(frames * bins);
  for (let i = 0; i < magnitudes.length; i++) magnitudes[i] = Math.sqrt(re[i]! ** 2 + im[i]! ** 2);
  const mask = new Float32Array(frames * bins);
  for (let t = 0; t < frames; t++) {
    const row = t * bins;
    const t0 = Math.max(0, t - 2) * bins;
    const t1 = Math.max(0, t - 1) * bins;
    const t3 = Math.min(frames - 1, t + 1) * bins;
    const t4 = Math.min(frames - 1, t + 2) * bins;
    for (let k = 2; k < bins - 2; k++) {
      const harmonic = median5(
        magnitudes[t0 + k]!,
        magnitudes[t1 + k]!,
        magnitudes[row + k]!,
        magnitudes[t3 + k]!,
        magnitudes[t4 + k]!,
      );
      const percussive = median5(
        magnitudes[row + k - 2]!,
        magnitudes[row + k - 1]!,
        magnitudes[row + k]!,
        magnitudes[row + k + 1]!,
        magnitudes[row + k + 2]!,
      );
      const p2 = percussive * percussive;
      const sum = p2 + harmonic * harmonic;
      mask[row + k] = sum > 0 ? p2 / sum : 0;
    }
  }
  return mask;
}

/**
 * Separates one stretch of a song, as a worker task (the engine cuts songs into segments with a
 * second of context on each side, which bounds memory and lets two threads share the work).
 */
export function dspSegmentTask(input: DspSegmentInput): DspSegmentResult {
  const settings = resolveSettings(input.options ?? {});
  const {left, right, offset, length, sampleRate} = input;
  const n = left.length;
  const midSignal = new Float32Array(n);
  const sideSignal = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    midSignal[i] = 0.5 * (left[i]! + right[i]!);
    sideSignal[i] = 0.5 * (left[i]! - right[i]!);
  }
  const stftOptions = {nFft: settings.nFft, hop: settings.hop, window: 'hann'} as const;
  const mid = stft(midSignal, stftOptions);
  // The centre weight needs the side's magnitudes only: for 2 stems, every other frame is enough.
  const side = stft(sideSignal, input.stems === '2' ? {...stftOptions, hop: 2 * settings.hop} : stftOptions);
  const {mask, width} = vocalMask(mid, side, sampleRate, settings);
  // Vocals are the masked mid: a centred voice is the same in both channels, and the side holds
  // only what is panned (and a little of the voice's room).
  const vocals = maskedInverse(mid, mask, width).slice(offset, offset + length);
  if (input.stems === '2') return {vocals};

  // 4 stems: the accompaniment (mix minus vocals, per channel: L = mid + side, R = mid - side) is
  // split into drums (percussive mask) and, of the rest, bass (below a crossover) and other.
  const {frames, bins, nFft} = mid;
  const accompanimentMid = mid.re.slice();
  const accompanimentMidIm = mid.im.slice();
  for (let t = 0; t < frames; t++)
    for (let k = 0; k < width; k++) {
      const g = 1 - mask[t * width + k]!;
      accompanimentMid[t * bins + k]! *= g;
      accompanimentMidIm[t * bins + k]! *= g;
    }
  const percussive = percussiveMask(accompanimentMid, accompanimentMidIm, frames, bins);
  const binHz = sampleRate / nFft;
  const drums: Float32Array[] = [];
  const bass: Float32Array[] = [];
  for (const sign of [1, -1]) {
    const drumSpec: Spectrogram = {
      ...mid,
      re: new Float32Array(mid.re.length),
      im: new Float32Array(mid.re.length),
    };
    const bassSpec: Spectrogram = {
      ...mid,
      re: new Float32Array(mid.re.length),
      im: new Float32Array(mid.re.length),
    };
    for (let t = 0; t < frames; t++)
      for (let k = 0; k < bins; k++) {
        const i = t * bins + k;
        const re = accompanimentMid[i]! + sign * side.re[i]!;
        const im = accompanimentMidIm[i]! + sign * side.im[i]!;
        const p = percussive[i]!;
        drumSpec.re[i] = re * p;
        drumSpec.im[i] = im * p;
        // A smooth crossover: fully bass below bassCutHz, none an octave above.
        const frequency = k * binHz;
        const low =
          frequency <= settings.bassCutHz ? 1 : Math.max(0, 1 - Math.log2(frequency / settings.bassCutHz));
        bassSpec.re[i] = re * (1 - p) * low;
        bassSpec.im[i] = im * (1 - p) * low;
      }
    drums.push(istft(drumSpec).slice(offset, offset + length));
    bass.push(istft(bassSpec).slice(offset, offset + length));
  }
  return {
    vocals,
    drums: drums as [Float32Array, Float32Array],
    bass: bass as [Float32Array, Float32Array],
  };
}

/** Options of `createDspEngine`: the algorithm's settings and how the work is spread. */
export interface DspEngineOptions extends DspOptions {
  /** Worker threads that share the song's segments; 0 runs everything on the calling thread. @default 2 */
  workers?: number;
  /** Songs are cut into segments of at most this length, which bounds memory. @default 60 */
  segmentSeconds?: Seconds;
}

const MARGIN_SECONDS = 1;

let sharedPool: {size: number; pool: WorkerPool} | undefined;
function poolOfSize(size: number): WorkerPool {
  // Idle workers do not keep the process alive, so one pool serves every job without start-up cost.
  if (sharedPool?.size !== size) {
    void sharedPool?.pool.close();
    sharedPool = {size, pool: createWorkerPool({size})};
  }
  return sharedPool.pool;
}

interface SegmentBounds {
  /** The context starts here and ends at `end` (exclusive). */
  start: number;
  end: number;
  /** The segment itself, `from` to `to` (exclusive). */
  from: number;
  to: number;
}

// Cuts the song into segments with up to a second of context on both sides.
function segmentBounds(length: number, parts: number, margin: number): SegmentBounds[] {
  const size = Math.ceil(length / parts);
  const bounds: SegmentBounds[] = [];
  for (let from = 0; from < length; from += size) {
    const to = Math.min(length, from + size);
    bounds.push({start: Math.max(0, from - margin), end: Math.min(length, to + margin), from, to});
  }
  return bounds;
}

// A segment's task input: copies, so they can move to a worker. Made only when a worker is free,
// so the whole song is never copied at once.
function segmentInput(
  audio: StereoAudio,
  bounds: SegmentBounds,
  set: StemSet,
  options: DspOptions,
): DspSegmentInput {
  const {start, end, from, to} = bounds;
  return {
    left: audio.channels[0].slice(start, end),
    right: audio.channels[1].slice(start, end),
    offset: from - start,
    length: to - from,
    sampleRate: audio.sampleRate,
    stems: set,
    options,
  };
}

// Runs the segments on the pool, at most `concurrency` at a time, handing each result to `place`
// as it arrives (so finished segments are not all held until the end).
async function runOnPool(
  pool: WorkerPool,
  count: number,
  concurrency: number,
  input: (index: number) => DspSegmentInput,
  place: (index: number, result: DspSegmentResult) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal?.reason as Error);
    signal?.addEventListener('abort', onAbort, {once: true});
  });
  let next = 0;
  const runner = async () => {
    while (next < count) {
      const index = next++;
      throwIfAborted(signal);
      const result = await pool.run<DspSegmentResult>({
        module: new URL(import.meta.url),
        exportName: 'dspSegmentTask',
        input: input(index),
        transferInput: true,
      });
      place(index, result);
    }
  };
  try {
    await Promise.race([Promise.all(Array.from({length: Math.min(concurrency, count)}, runner)), aborted]);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The `dsp` engine with its own settings: pitch-guided harmonic masks on the predominant centred
 * melody, weighted by centre extraction and harmonic–percussive separation (see the README).
 */
export function createDspEngine(engineOptions: DspEngineOptions = {}): SeparationEngine {
  const {workers = 2, segmentSeconds = 60, ...options} = engineOptions;
  resolveSettings(options);
  if (!(Number.isInteger(workers) && workers >= 0)) throw new RangeError('workers must be a whole number');
  if (!(segmentSeconds >= 5)) throw new RangeError('segmentSeconds must be at least 5');
  const engine: SeparationEngine = {
    id: 'dsp',
    stems: ['2', '4'],
    async separate<S extends StemSet>(
      audio: StereoAudio,
      separateOptions: SeparateOptions<S>,
    ): Promise<Stems<S>> {
      const {signal, onProgress, stems: set} = separateOptions;
      assertStemSet(engine, set);
      throwIfAborted(signal);
      const length = audioLength(audio);
      const {sampleRate} = audio;
      onProgress?.(0);
      await yieldToEventLoop();
      throwIfAborted(signal);
      const parts = Math.max(workers || 1, Math.ceil(length / (segmentSeconds * sampleRate)));
      const bounds = segmentBounds(length, parts, Math.round(MARGIN_SECONDS * sampleRate));
      const stereo = (): [Float32Array, Float32Array] => [new Float32Array(length), new Float32Array(length)];
      // Drums and bass exist only for 4 stems.
      const four = set === '4';
      const vocals = stereo();
      const drums = four ? stereo() : null;
      const bass = four ? stereo() : null;
      let done = 0;
      const place = (index: number, result: DspSegmentResult) => {
        const at = bounds[index]!.from;
        for (let c = 0; c < 2; c++) {
          vocals[c]!.set(result.vocals, at);
          if (drums && result.drums) drums[c]!.set(result.drums[c]!, at);
          if (bass && result.bass) bass[c]!.set(result.bass[c]!, at);
        }
        onProgress?.((0.95 * ++done) / bounds.length);
      };
      const input = (index: number) => segmentInput(audio, bounds[index]!, set, options);
      if (workers > 0 && bounds.length) {
        const pool = poolOfSize(workers);
        try {
          await runOnPool(pool, bounds.length, workers, input, place, signal);
        } catch (error) {
          // A crashed or aborted pool is not reused.
          if (sharedPool?.pool === pool) {
            sharedPool = undefined;
            void pool.close();
          }
          throw error;
        }
      } else {
        for (let index = 0; index < bounds.length; index++) {
          throwIfAborted(signal);
          place(index, dspSegmentTask(input(index)));
          await yieldToEventLoop();
        }
      }
      throwIfAborted(signal);
      // The last stem is the mix minus the others, so the stems sum back to the input exactly.
      const rest = stereo();
      for (let c = 0; c < 2; c++) {
        const mix = audio.channels[c]!;
        const v = vocals[c]!;
        const r = rest[c]!;
        if (drums && bass) {
          const d = drums[c]!;
          const b = bass[c]!;
          for (let i = 0; i < length; i++) r[i] = mix[i]! - v[i]! - d[i]! - b[i]!;
        } else for (let i = 0; i < length; i++) r[i] = mix[i]! - v[i]!;
      }
      onProgress?.(1);
      const stem = (channels: [Float32Array, Float32Array]): StereoAudio => ({sampleRate, channels});
      if (set === '2') {
        const stems: Stems<'2'> = {vocals: stem(vocals), instrumental: stem(rest)};
        return stems as Stems<S>;
      }
      const stems: Stems<'4'> = {
        vocals: stem(vocals),
        drums: stem(drums ?? stereo()),
        bass: stem(bass ?? stereo()),
        other: stem(rest),
      };
      return stems as Stems<S>;
    },
  };
  return engine;
}

/** The `dsp` engine with default settings: the built-in engine that needs no model weights. */
export const dspEngine: SeparationEngine = createDspEngine();
