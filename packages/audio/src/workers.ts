import {availableParallelism} from 'node:os';
import {Worker} from 'node:worker_threads';
import {transferablesOf} from './transfer.ts';
import type {WorkerReply} from './workerProtocol.ts';

/** One unit of work: the named export of a module (a `WorkerFunction`), called with `input` (structured-cloneable) in a worker. */
export interface WorkerTask<Input = unknown> {
  /** The module's URL, e.g. `new URL('./myTasks.ts', import.meta.url)`. */
  module: URL | string;
  exportName: string;
  input: Input;
  /** Move the typed arrays of `input` to the worker instead of copying them (they become unusable here). @default false */
  transferInput?: boolean;
}

/** Options of `createWorkerPool` and `runInWorkers`. */
export interface WorkerPoolOptions {
  /** How many threads. @default the machine's available parallelism */
  size?: number;
  /** Aborting terminates the threads and rejects every pending task. */
  signal?: AbortSignal;
}

/** A fixed set of worker threads that run `WorkerTask`s; typed arrays in results are transferred, not copied. */
export interface WorkerPool {
  run<Output>(task: WorkerTask): Promise<Output>;
  /** Terminates the threads; pending tasks reject. */
  close(): Promise<void>;
}

/** An error a task threw inside a worker, with its `code` when it had one (e.g. an `AudioError`). */
export class WorkerTaskError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'WorkerTaskError';
    this.code = code;
  }
}

/** A worker's answer to the pool: the shared `WorkerReply`, tagged with its task's id. */
type Reply = WorkerReply & {id: number};

interface Pending {
  id: number;
  task: WorkerTask;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Starts `size` worker threads for CPU-bound audio work (per channel or per chunk). The audio core
 * is synchronous and keeps no shared state, so the same functions run here, on the main thread, or
 * inside the API's own `runInThread`.
 */
export function createWorkerPool(options: WorkerPoolOptions = {}): WorkerPool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const entry = new URL('./workerEntry.ts', import.meta.url);
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const queue: Pending[] = [];
  const running = new Map<Worker, Pending>();
  let nextId = 1;
  let closed: Error | null = null;

  const fail = (error: Error) => {
    if (closed) return;
    closed = error;
    for (const pending of [...queue.splice(0), ...running.values()]) pending.reject(error);
    running.clear();
    for (const worker of all) void worker.terminate();
  };
  const pump = () => {
    for (;;) {
      if (!idle.length || !queue.length) return;
      const worker = idle.pop();
      const pending = queue.shift();
      if (!worker || !pending) return;
      running.set(worker, pending);
      // Busy workers keep the process alive; idle ones do not hold it open.
      worker.ref();
      const {task} = pending;
      const message = {
        id: pending.id,
        module: String(task.module),
        exportName: task.exportName,
        input: task.input,
      };
      worker.postMessage(message, task.transferInput ? transferablesOf(task.input) : []);
    }
  };
  for (let i = 0; i < size; i++) {
    const worker = new Worker(entry);
    worker.on('message', (reply: Reply) => {
      // Pool tasks report no progress to their caller: only the answer frees the worker.
      if (reply.type === 'progress') return;
      const pending = running.get(worker);
      running.delete(worker);
      worker.unref();
      idle.push(worker);
      if (pending && pending.id === reply.id) {
        if (reply.type === 'result') pending.resolve(reply.value);
        else pending.reject(new WorkerTaskError(reply.message, reply.code));
      }
      pump();
    });
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => {
      if (!closed) fail(new Error(`An audio worker exited with code ${code}`));
    });
    worker.unref();
    all.push(worker);
    idle.push(worker);
  }
  const onAbort = () => fail((options.signal?.reason as Error) ?? new Error('aborted'));
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, {once: true});

  return {
    run<Output>(task: WorkerTask): Promise<Output> {
      if (closed) return Promise.reject(closed);
      return new Promise<Output>((resolve, reject) => {
        queue.push({id: nextId++, task, resolve: resolve as (value: unknown) => void, reject});
        pump();
      });
    },
    async close() {
      options.signal?.removeEventListener('abort', onAbort);
      fail(new Error('The worker pool is closed'));
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}

/** Runs `tasks` on a pool of worker threads and returns their results in order. */
export async function runInWorkers<Output>(
  tasks: readonly WorkerTask[],
  options: WorkerPoolOptions = {},
): Promise<Output[]> {
  const pool = createWorkerPool({
    ...options,
    size: Math.min(options.size ?? availableParallelism(), Math.max(1, tasks.length)),
  });
  try {
    return await Promise.all(tasks.map((task) => pool.run<Output>(task)));
  } finally {
    await pool.close();
  }
}
