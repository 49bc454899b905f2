import {describe, expect, it} from 'vitest';
import {magnitude, stft} from './stft.ts';
import {testNoise} from './testing.ts';
import {createWorkerPool, runInWorkers, WorkerTaskError} from './workers.ts';
import type {magnitudeTask} from './workerTasks.ts';

const tasks = new URL('./workerTasks.ts', import.meta.url);

describe('worker threads', () => {
  it('runs per-channel STFTs in worker threads with the same result as on the main thread', async () => {
    const channels = [testNoise(20000, 1), testNoise(20000, 2)];
    const results = await runInWorkers<ReturnType<typeof magnitudeTask>>(
      channels.map((signal) => ({
        module: tasks,
        exportName: 'magnitudeTask',
        input: {signal, options: {nFft: 512}},
      })),
      {size: 2},
    );
    expect(results).toHaveLength(2);
    results.forEach((result, c) => {
      const expected = magnitude(stft(channels[c] ?? new Float32Array(0), {nFft: 512}));
      expect(result.magnitude).toBeInstanceOf(Float32Array);
      expect(result.magnitude).toEqual(expected);
    });
  });

  it('runs tasks that report progress through their tools, and the worker then takes the next task', async () => {
    const results = await runInWorkers<number>(
      [3, 5].map((steps) => ({module: tasks, exportName: 'countingTask', input: {steps}})),
      {size: 1},
    );
    expect(results).toEqual([3, 5]);
  });

  it('passes coded errors back and stops on abort', async () => {
    const pool = createWorkerPool({size: 1});
    try {
      const error = await pool
        .run({module: tasks, exportName: 'failingTask', input: {code: 'AUDIO_EMPTY'}})
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WorkerTaskError);
      expect((error as WorkerTaskError).code).toBe('AUDIO_EMPTY');
    } finally {
      await pool.close();
    }
    const controller = new AbortController();
    const pending = runInWorkers(
      [{module: tasks, exportName: 'magnitudeTask', input: {signal: testNoise(44100 * 20)}}],
      {signal: controller.signal},
    );
    controller.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
  });
});
