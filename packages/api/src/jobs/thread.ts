import {Worker} from 'node:worker_threads';
import type {WorkerFunction, WorkerReply, WorkerTools} from '@nada/audio';
import {isErrorCode} from '../errors.ts';
import {JobError} from './jobError.ts';

/** What a function run by `runInThread` receives besides its input: @nada/audio's `WorkerTools`. */
export type ThreadTools = WorkerTools;

/** A function `runInThread` can run: exported by name from a module, taking and returning structured-cloneable data. */
export type ThreadFunction<Input, Output> = WorkerFunction<Input, Output>;

/** Where the function lives and what to give it; `Stage` is what the function reports progress in. */
export interface RunInThreadOptions<Input, Stage extends string = string> {
  /** The module's URL, e.g. `new URL('./separate.ts', import.meta.url)`. */
  module: URL;
  /** The exported function's name. */
  exportName: string;
  input: Input;
  /**
   * Aborting rejects at once and terminates the thread, after `abortGraceMs`: CPU-bound work cannot
   * be asked to stop politely, but a function that watches `tools.signal` gets that long to clean up
   * (stop the tools it started, remove its files).
   */
  signal?: AbortSignal;
  /** How long an aborted thread may run on to stop cleanly before it is terminated. @default 0 */
  abortGraceMs?: number;
  onProgress?: (stage: Stage, percent: number) => void;
}

/**
 * Runs `module`'s `exportName(input, tools)` in a new worker thread, so heavy work (decoding,
 * separation) leaves the event loop serving requests. The thread answers in @nada/audio's
 * `WorkerReply` shape, as the audio pool's threads do. A `JobError` thrown in the thread arrives
 * as a `JobError` with its code and transience; other errors as plain errors.
 */
export function runInThread<Input, Output, Stage extends string = string>(
  options: RunInThreadOptions<Input, Stage>,
): Promise<Output> {
  const {signal} = options;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<Output>((resolve, reject) => {
    const worker = new Worker(new URL('./threadEntry.ts', import.meta.url), {
      workerData: {module: options.module.href, exportName: options.exportName, input: options.input},
    });
    let settled = false;
    const settle = (action: () => void, terminateAfterMs = 0) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      action();
      if (terminateAfterMs <= 0) {
        void worker.terminate();
        return;
      }
      // The thread winds down on its own meanwhile; neither it nor the timer keeps the process up.
      worker.unref();
      setTimeout(() => void worker.terminate(), terminateAfterMs).unref();
    };
    const onAbort = () => {
      worker.postMessage({type: 'abort'});
      settle(() => reject(signal?.reason as Error), options.abortGraceMs ?? 0);
    };
    signal?.addEventListener('abort', onAbort, {once: true});
    worker.on('message', (message: WorkerReply) => {
      // Like `Output`, the stage is what the named function sends: the caller names its type.
      if (message.type === 'progress') options.onProgress?.(message.stage as Stage, message.percent);
      else if (message.type === 'result') settle(() => resolve(message.value as Output));
      else {
        // A code outside the published ones is a fault like any other (a transient JOB_FAILED).
        const error = isErrorCode(message.code)
          ? new JobError(message.code, message.message, {transient: message.transient ?? false})
          : new Error(message.message);
        settle(() => reject(error));
      }
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`Job thread exited with code ${code}`))));
  });
}
