import {AudioError} from './errors.ts';
import type {StereoAudio} from './stereo.ts';
import {audioLength} from './stereo.ts';

/** The stem sets an engine can produce: 2 (vocals + instrumental) or 4 (vocals, drums, bass, other). */
export type StemSet = '2' | '4';

/** The stems of each set, in the order files and UIs list them. */
export const STEM_SETS = {
  '2': ['vocals', 'instrumental'],
  '4': ['vocals', 'drums', 'bass', 'other'],
} as const satisfies Record<StemSet, readonly string[]>;

/** The stem names of a set. */
export type StemNameOf<S extends StemSet> = (typeof STEM_SETS)[S][number];
/** Any stem name. */
export type StemName = StemNameOf<StemSet>;
/** The result of a separation: one stereo buffer per stem of the set, each as long as the input. */
export type Stems<S extends StemSet = StemSet> = Record<StemNameOf<S>, StereoAudio>;

/** Options of `SeparationEngine.separate`. */
export interface SeparateOptions<S extends StemSet = StemSet> {
  stems: S;
  /** Aborting stops the work at the next checkpoint and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with the fraction done, 0..1, rising. */
  onProgress?(fraction: number): void;
}

/**
 * A source separation engine. Every engine takes 44.1 kHz stereo and returns stems that are sample
 * aligned with the input and exactly as long; the `dsp` engines also make the stems sum back to the
 * input. Engines are stateless between calls, so one instance can serve many jobs.
 */
export interface SeparationEngine {
  /** A stable id, e.g. `'repet-sim'`, `'dsp'` or `'onnx:<model>'`. */
  readonly id: string;
  /** The stem sets it can produce. */
  readonly stems: readonly StemSet[];
  separate<S extends StemSet>(audio: StereoAudio, options: SeparateOptions<S>): Promise<Stems<S>>;
}

/** Throws the engine's `ENGINE_STEMS_UNSUPPORTED` error unless it offers `stems`. */
export function assertStemSet(engine: Pick<SeparationEngine, 'id' | 'stems'>, stems: StemSet): void {
  if (!(stems in STEM_SETS))
    throw new RangeError(`stems must be one of ${Object.keys(STEM_SETS).join(', ')}`);
  if (!engine.stems.includes(stems))
    throw new AudioError('ENGINE_STEMS_UNSUPPORTED', {
      detail: `${engine.id} offers ${engine.stems.join(', ')}, not ${stems}`,
    });
}

/** Checks that `stems` has every stem of `set`, each as long as `input` at its sample rate. */
export function assertStems<S extends StemSet>(input: StereoAudio, stems: Stems<S>, set: S): void {
  const length = audioLength(input);
  for (const name of STEM_SETS[set] as readonly StemNameOf<S>[]) {
    const stem = stems[name];
    if (!stem) throw new Error(`stem ${name} is missing`);
    if (audioLength(stem) !== length || stem.sampleRate !== input.sampleRate)
      throw new Error(`stem ${name} is not aligned with the input`);
  }
}

/** Rejects with the signal's reason when it is aborted (engines call it between stages). */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason as Error;
}

/** Lets the event loop run (progress events, abort) between the synchronous stages of an engine. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
