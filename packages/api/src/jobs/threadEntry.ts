import {parentPort, workerData} from 'node:worker_threads';
import type {ThreadFunction, ThreadMessage} from './thread.ts';

// The entry of every thread `runInThread` starts: loads the named function and reports back.
const {module, exportName, input} = workerData as {module: string; exportName: string; input: unknown};
const post = (message: ThreadMessage) => parentPort?.postMessage(message);
const controller = new AbortController();
parentPort?.on('message', (message: {type?: unknown}) => {
  if (message.type === 'abort') controller.abort(new Error('The job was canceled or lost.'));
});

try {
  const loaded = (await import(module)) as Record<string, unknown>;
  const fn = loaded[exportName];
  if (typeof fn !== 'function') throw new Error(`${module} exports no function ${exportName}`);
  const value = await (fn as ThreadFunction<unknown, unknown>)(input, {
    progress: (stage, percent) => post({type: 'progress', stage, percent}),
    signal: controller.signal,
  });
  post({type: 'result', value});
} catch (error) {
  const {code, transient} = error as {code?: unknown; transient?: unknown};
  post({
    type: 'error',
    message: error instanceof Error ? error.message : String(error),
    ...(typeof code === 'string' ? {code, transient: transient === true} : {}),
  });
}
