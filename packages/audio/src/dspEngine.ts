import type {DspSegmentInput, DspSegmentResult} from './dspSegment.ts';
import {dspSegmentTask} from './dspSegment.ts';
import type {DspOptions} from './dspSettings.ts';
import {resolveSettings} from './dspSettings.ts';
import type {SeparateOptions, SeparationEngine, Stems, StemSet} from './separation.ts';
import {assertStemSet, throwIfAborted, yieldToEventLoop} from './separation.ts';
import type {Seconds, StereoAudio} from './stereo.ts';
import {audioLength} from './stereo.ts';
import {createWorkerPool} from './workers.ts';
import type {WorkerPool} from './workers.ts';

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
        module: new URL('./dspSegment.ts', import.meta.url),
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
