import type {SeparateOptions, SeparationEngine, Stems, StemSet} from './separation.ts';
import {assertStemSet, throwIfAborted, yieldToEventLoop} from './separation.ts';
import type {StereoAudio} from './stereo.ts';
import {audioLength, toMono} from './stereo.ts';
import {FrameProcessor, stft} from './stft.ts';
import {runInWorkers} from './workers.ts';
import type {Hertz} from './units.ts';

/** REPET-SIM settings. */
export interface RepetSimOptions {
  /** @default 2048 */
  nFft?: number;
  /** @default 512 */
  hop?: number;
  /** Frequency bands of the similarity features. @default 48 */
  bands?: number;
  /** Similarity is computed every this many frames, and frames in between follow their grid frame. @default 4 */
  similarityDecimation?: number;
  /** How far apart (before or after) repeating frames are searched for. @default 30 */
  searchSeconds?: number;
  /** The least distance between two chosen repeating frames. @default 1 */
  minDistanceSeconds?: number;
  /** How many most similar frames make the median. @default 10 */
  maxRepeats?: number;
  /** Frames less similar than this (cosine) are never chosen. @default 0 */
  minSimilarity?: number;
  /** Everything below this goes to the background (vocals have no energy there). @default 100 */
  highPassHz?: Hertz;
}

/** Defaults of REPET-SIM (Rafii & Pardo 2012, with a decimated similarity search to stay fast). */
export const REPET_SIM_DEFAULTS = {
  nFft: 2048,
  hop: 512,
  bands: 48,
  similarityDecimation: 4,
  searchSeconds: 30,
  minDistanceSeconds: 1,
  maxRepeats: 10,
  minSimilarity: 0,
  highPassHz: 100,
} as const satisfies Required<RepetSimOptions>;

// Unit-length band energies of the mono mix at every `step`-th frame (frames as `stft` numbers them).
function similarityFeatures(
  mono: Float32Array,
  settings: Required<RepetSimOptions>,
): {features: Float32Array; count: number} {
  const {nFft, hop, bands, similarityDecimation} = settings;
  const spec = stft(mono, {nFft, hop: hop * similarityDecimation, window: 'hann'});
  const {frames, bins, re, im} = spec;
  const edges = new Int32Array(bands + 1);
  for (let b = 0; b <= bands; b++) edges[b] = Math.min(bins, Math.max(b, Math.round(bins ** (b / bands))));
  const features = new Float32Array(frames * bands);
  for (let t = 0; t < frames; t++) {
    let norm = 0;
    for (let b = 0; b < bands; b++) {
      let sum = 0;
      for (let k = edges[b]!; k < edges[b + 1]!; k++)
        sum += Math.sqrt(re[t * bins + k]! ** 2 + im[t * bins + k]! ** 2);
      features[t * bands + b] = sum;
      norm += sum * sum;
    }
    if (norm > 0) {
      const scale = 1 / Math.sqrt(norm);
      for (let b = 0; b < bands; b++) features[t * bands + b]! *= scale;
    }
  }
  return {features, count: frames};
}

// For every grid frame, up to maxRepeats most similar grid frames (itself first), at least minDistance apart.
function repeatingFrames(
  features: Float32Array,
  count: number,
  settings: Required<RepetSimOptions>,
  sampleRate: Hertz,
): {indices: Int32Array; counts: Uint8Array} {
  const {bands, maxRepeats, minSimilarity} = settings;
  const gridSeconds = (settings.hop * settings.similarityDecimation) / sampleRate;
  const reach = Math.max(1, Math.round(settings.searchSeconds / gridSeconds));
  const minDistance = Math.max(1, Math.round(settings.minDistanceSeconds / gridSeconds));
  const indices = new Int32Array(count * maxRepeats);
  const counts = new Uint8Array(count);
  const similarity = new Float32Array(2 * reach + 1);
  const peaks: number[] = [];
  for (let g = 0; g < count; g++) {
    const from = Math.max(0, g - reach);
    const to = Math.min(count - 1, g + reach);
    for (let h = from; h <= to; h++) {
      let dot = 0;
      for (let b = 0; b < bands; b++) dot += features[g * bands + b]! * features[h * bands + b]!;
      similarity[h - from] = dot;
    }
    peaks.length = 0;
    for (let h = from; h <= to; h++) {
      const value = similarity[h - from]!;
      if (h !== g && value <= minSimilarity) continue;
      const left = h > from ? similarity[h - from - 1]! : -Infinity;
      const right = h < to ? similarity[h - from + 1]! : -Infinity;
      if (h === g || (value >= left && value >= right)) peaks.push(h);
    }
    peaks.sort((a, b) => (a === g ? -1 : b === g ? 1 : similarity[b - from]! - similarity[a - from]!));
    let chosen = 0;
    for (const h of peaks) {
      let far = true;
      for (let i = 0; i < chosen; i++)
        if (Math.abs(indices[g * maxRepeats + i]! - h) < minDistance) far = false;
      if (!far) continue;
      indices[g * maxRepeats + chosen] = h;
      if (++chosen === maxRepeats) break;
    }
    counts[g] = chosen;
  }
  return {indices, counts};
}

// Waksman's network of 29 compare-exchanges that sorts 10 values (Knuth, TAOCP vol. 3, 5.3.4), less
// what cannot change which two values end in the 5th and 6th places, written out so the values stay
// in registers: the median of the default 10 repeating frames without the branches of an insertion
// sort, which the CPU mispredicts on every other bin. The same medians to the bit; repetSim.test.ts
// runs it on every order of ten values.
/**
 * The median of `source[offsets[i] + k]` for i from 0 to 9 (the mean of the 5th and 6th smallest):
 * bin k of ten repeating frames. Exported for its test.
 */
// prettier-ignore
export function medianOfTen(source: Float32Array, offsets: Int32Array, k: number): number {
  let v0 = source[offsets[0]! + k]!;
  let v1 = source[offsets[1]! + k]!;
  let v2 = source[offsets[2]! + k]!;
  let v3 = source[offsets[3]! + k]!;
  let v4 = source[offsets[4]! + k]!;
  let v5 = source[offsets[5]! + k]!;
  let v6 = source[offsets[6]! + k]!;
  let v7 = source[offsets[7]! + k]!;
  let v8 = source[offsets[8]! + k]!;
  let v9 = source[offsets[9]! + k]!;
  let t: number;
  t = Math.min(v4, v9); v9 = Math.max(v4, v9); v4 = t;
  t = Math.min(v3, v8); v8 = Math.max(v3, v8); v3 = t;
  t = Math.min(v2, v7); v7 = Math.max(v2, v7); v2 = t;
  t = Math.min(v1, v6); v6 = Math.max(v1, v6); v1 = t;
  t = Math.min(v0, v5); v5 = Math.max(v0, v5); v0 = t;
  t = Math.min(v1, v4); v4 = Math.max(v1, v4); v1 = t;
  t = Math.min(v6, v9); v9 = Math.max(v6, v9); v6 = t;
  t = Math.min(v0, v3); v3 = Math.max(v0, v3); v0 = t;
  t = Math.min(v5, v8); v8 = Math.max(v5, v8); v5 = t;
  t = Math.min(v0, v2); v2 = Math.max(v0, v2); v0 = t;
  t = Math.min(v3, v6); v6 = Math.max(v3, v6); v3 = t;
  t = Math.min(v7, v9); v9 = Math.max(v7, v9); v7 = t;
  v1 = Math.max(v0, v1);
  t = Math.min(v2, v4); v4 = Math.max(v2, v4); v2 = t;
  t = Math.min(v5, v7); v7 = Math.max(v5, v7); v5 = t;
  v8 = Math.min(v8, v9);
  t = Math.min(v1, v2); v2 = Math.max(v1, v2); v1 = t;
  t = Math.min(v4, v6); v6 = Math.max(v4, v6); v4 = t;
  t = Math.min(v7, v8); v8 = Math.max(v7, v8); v7 = t;
  t = Math.min(v3, v5); v5 = Math.max(v3, v5); v3 = t;
  t = Math.min(v2, v5); v5 = Math.max(v2, v5); v2 = t;
  v6 = Math.min(v6, v8);
  v3 = Math.max(v1, v3);
  t = Math.min(v4, v7); v7 = Math.max(v4, v7); v4 = t;
  v3 = Math.max(v2, v3);
  v6 = Math.min(v6, v7);
  v4 = Math.max(v3, v4);
  v5 = Math.min(v5, v6);
  return 0.5 * (v4 + v5);
}

/** The median of `source[offsets[i] + k]` for i below `n` (1 to 255), sorted into `scratch` by insertion. */
function medianOf(
  source: Float32Array,
  offsets: Int32Array,
  n: number,
  k: number,
  scratch: Float32Array,
): number {
  for (let i = 0; i < n; i++) {
    const value = source[offsets[i]! + k]!;
    let j = i - 1;
    while (j >= 0 && scratch[j]! > value) {
      scratch[j + 1] = scratch[j]!;
      j--;
    }
    scratch[j + 1] = value;
  }
  return n % 2 ? scratch[(n - 1) / 2]! : 0.5 * (scratch[n / 2 - 1]! + scratch[n / 2]!);
}

// The background of one channel: the mix masked by min(median of repeating frames, mix) / mix.
function backgroundOfChannel(
  signal: Float32Array,
  repeats: {indices: Int32Array; counts: Uint8Array},
  settings: Required<RepetSimOptions>,
  sampleRate: Hertz,
): Float32Array {
  const {nFft, hop, similarityDecimation: step, maxRepeats} = settings;
  const processor = new FrameProcessor(signal, {nFft, hop, window: 'hann'});
  const {bins, frames, re, im} = processor;
  const magnitudes = new Float32Array(frames * bins);
  for (let t = 0; t < frames; t++) {
    processor.analyze(t);
    for (let k = 0; k < bins; k++) magnitudes[t * bins + k] = Math.sqrt(re[k]! ** 2 + im[k]! ** 2);
  }
  const lowBins = Math.ceil((settings.highPassHz * nFft) / sampleRate);
  const gridCount = repeats.counts.length;
  const rows = new Int32Array(maxRepeats);
  const values = new Float32Array(maxRepeats);
  for (let t = 0; t < frames; t++) {
    const g = Math.min(gridCount - 1, Math.round(t / step));
    const offset = t - g * step;
    const n = repeats.counts[g]!;
    for (let i = 0; i < n; i++) {
      const frame = Math.min(frames - 1, Math.max(0, repeats.indices[g * maxRepeats + i]! * step + offset));
      rows[i] = frame * bins;
    }
    processor.analyze(t);
    for (let k = 0; k < bins; k++) {
      const own = magnitudes[t * bins + k]!;
      let gain = 1;
      if (k >= lowBins && own > 1e-12 && n > 0) {
        const median = n === 10 ? medianOfTen(magnitudes, rows, k) : medianOf(magnitudes, rows, n, k, values);
        gain = Math.min(median, own) / own;
      }
      re[k]! *= gain;
      im[k]! *= gain;
    }
    processor.synthesize();
  }
  return processor.output;
}

function resolveSettings(options: RepetSimOptions): Required<RepetSimOptions> {
  const settings = {...REPET_SIM_DEFAULTS, ...options};
  if (!(settings.maxRepeats >= 1 && settings.maxRepeats <= 255))
    throw new RangeError('maxRepeats must be from 1 to 255');
  if (!Number.isInteger(settings.similarityDecimation) || settings.similarityDecimation < 1)
    throw new RangeError('similarityDecimation must be a positive whole number');
  return settings;
}

/** The repeating frames of every similarity grid frame: REPET-SIM's first stage, on the mono mix. */
export interface RepeatingFrames {
  indices: Int32Array;
  counts: Uint8Array;
}

function findRepeats(audio: StereoAudio, settings: Required<RepetSimOptions>): RepeatingFrames {
  const {features, count} = similarityFeatures(toMono(audio), settings);
  return repeatingFrames(features, count, settings, audio.sampleRate);
}

/**
 * REPET-SIM's second stage for one channel, as a worker task: the channel's background, and its
 * vocals (the channel minus the background).
 */
export function repetSimChannelTask(input: {
  signal: Float32Array;
  sampleRate: Hertz;
  repeats: RepeatingFrames;
  options?: RepetSimOptions;
}): {background: Float32Array; vocals: Float32Array} {
  const settings = resolveSettings(input.options ?? {});
  const {signal} = input;
  const background = backgroundOfChannel(signal, input.repeats, settings, input.sampleRate);
  const vocals = new Float32Array(signal.length);
  for (let i = 0; i < signal.length; i++) vocals[i] = signal[i]! - background[i]!;
  return {background, vocals};
}

/**
 * Separates vocals from the repeating background by REPET-SIM: frames are compared by cosine
 * similarity of their band energies; each frame's background is the median of its most similar
 * frames (capped by the mix), turned into a soft mask. Vocals are the mix minus the background, so
 * the two stems sum back to the input exactly. Synchronous, pure and thread-safe.
 */
export function repetSim(
  audio: StereoAudio,
  options: RepetSimOptions = {},
  onProgress?: (fraction: number) => void,
): Stems<'2'> {
  const settings = resolveSettings(options);
  audioLength(audio);
  const repeats = findRepeats(audio, settings);
  onProgress?.(0.3);
  const parts = audio.channels.map((signal, c) => {
    const part = repetSimChannelTask({signal, sampleRate: audio.sampleRate, repeats, options: settings});
    onProgress?.(0.3 + 0.35 * (c + 1));
    return part;
  });
  return assemble(audio, parts);
}

function assemble(audio: StereoAudio, parts: {background: Float32Array; vocals: Float32Array}[]): Stems<'2'> {
  const [left, right] = parts as [(typeof parts)[number], (typeof parts)[number]];
  return {
    vocals: {sampleRate: audio.sampleRate, channels: [left.vocals, right.vocals]},
    instrumental: {sampleRate: audio.sampleRate, channels: [left.background, right.background]},
  };
}

/** Options of `createRepetSimEngine`: the algorithm's settings, and where to run the channels. */
export interface RepetSimEngineOptions extends RepetSimOptions {
  /** Separate the two channels in two worker threads instead of one after the other here. @default false */
  workers?: boolean;
}

/** REPET-SIM as a `SeparationEngine` (2 stems): the baseline the benchmark compares the `dsp` engine with. */
export function createRepetSimEngine(engineOptions: RepetSimEngineOptions = {}): SeparationEngine {
  const {workers = false, ...options} = engineOptions;
  const engine: SeparationEngine = {
    id: 'repet-sim',
    stems: ['2'],
    async separate<S extends StemSet>(
      audio: StereoAudio,
      separateOptions: SeparateOptions<S>,
    ): Promise<Stems<S>> {
      const {signal, onProgress} = separateOptions;
      assertStemSet(engine, separateOptions.stems);
      throwIfAborted(signal);
      onProgress?.(0);
      await yieldToEventLoop();
      let stems: Stems<'2'>;
      if (workers) {
        const settings = resolveSettings(options);
        audioLength(audio);
        const repeats = findRepeats(audio, settings);
        onProgress?.(0.3);
        throwIfAborted(signal);
        const module = new URL(import.meta.url);
        const parts = await runInWorkers<{background: Float32Array; vocals: Float32Array}>(
          audio.channels.map((channel) => ({
            module,
            exportName: 'repetSimChannelTask',
            input: {signal: channel, sampleRate: audio.sampleRate, repeats, options: settings},
          })),
          {size: 2, ...(signal ? {signal} : {})},
        );
        stems = assemble(audio, parts);
      } else stems = repetSim(audio, options, (fraction) => onProgress?.(fraction));
      throwIfAborted(signal);
      onProgress?.(1);
      return stems as Stems<S>;
    },
  };
  return engine;
}

/** The REPET-SIM engine with default settings. */
export const repetSimEngine: SeparationEngine = createRepetSimEngine();
