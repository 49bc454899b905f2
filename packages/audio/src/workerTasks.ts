import {magnitude, stft} from './stft.ts';
import type {StftOptions} from './stft.ts';
import type {WorkerTools} from './workerProtocol.ts';

/** A worker task: the magnitude spectrogram of one channel (frame-major, `bins` per frame). */
export function magnitudeTask(input: {signal: Float32Array; options?: StftOptions}): {
  frames: number;
  bins: number;
  magnitude: Float32Array;
} {
  const spec = stft(input.signal, input.options);
  return {frames: spec.frames, bins: spec.bins, magnitude: magnitude(spec)};
}

/** A worker task that fails with a coded error, so callers can test error paths. */
export function failingTask(input: {code: string}): never {
  throw Object.assign(new Error(`failed with ${input.code}`), {code: input.code});
}

/** A worker task that reports progress through its tools before it answers, as a job's long tasks do. */
export function countingTask(input: {steps: number}, tools: WorkerTools): number {
  for (let step = 1; step <= input.steps; step++) tools.progress('count', (100 * step) / input.steps);
  return input.steps;
}
