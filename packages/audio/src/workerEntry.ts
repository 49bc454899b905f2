import {parentPort} from 'node:worker_threads';
import {transferablesOf} from './transfer.ts';

// The entry of every worker of a `WorkerPool`: runs named exports of modules, one task at a time.
interface TaskMessage {
  id: number;
  module: string;
  exportName: string;
  input: unknown;
}

const port = parentPort;
if (!port) throw new Error('workerEntry.ts runs only as a worker thread');

port.on('message', (task: TaskMessage) => {
  void (async () => {
    try {
      const loaded = (await import(task.module)) as Record<string, unknown>;
      const fn = loaded[task.exportName];
      if (typeof fn !== 'function') throw new Error(`${task.module} exports no function ${task.exportName}`);
      const value: unknown = await (fn as (input: unknown) => unknown)(task.input);
      port.postMessage({id: task.id, ok: true, value}, transferablesOf(value));
    } catch (error) {
      const {code} = error as {code?: unknown};
      port.postMessage({
        id: task.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        ...(typeof code === 'string' ? {code} : {}),
      });
    }
  })();
});
