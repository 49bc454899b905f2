// The one shape every worker thread of Nada speaks, whether it is a thread of the audio pool
// (`createWorkerPool`) or a job thread of the API (`runInThread`): the parent names a module's
// export and gives it an input; the thread answers with progress, then a result or an error.

/**
 * Flags for `node` when a process starts and ends worker threads all day, as the API, `nada worker`
 * and `nada separate` do (a thread per job, a pool per separation). On CPUs with memory protection
 * keys (AMD EPYC, recent Xeons) V8 keeps every page of compiled code in one map for the whole
 * process, and threads coming and going race it: the process aborts with "Check failed:
 * jit_page.has_value()" (seen in CI, in @nada/api's tests; V8 in Node 18 to 24). Without the keys V8
 * runs as it does on CPUs that lack them. The flag is refused in NODE_OPTIONS, so every command that
 * starts such a process names it: scripts/start.mjs, deploy/, the test configurations.
 */
export const THREAD_SAFE_NODE_FLAGS: readonly string[] = ['--no-memory-protection-keys'];

/** What a function run in a worker receives besides its input. */
export interface WorkerTools {
  /** Sends progress to the parent. */
  progress(stage: string, percent: number): void;
  /** Aborts when the parent asks the work to stop, for functions that can stop cleanly. */
  signal: AbortSignal;
}

/** A function a worker can run: exported by name, taking and returning structured-cloneable data. */
export type WorkerFunction<Input, Output> = (input: Input, tools: WorkerTools) => Output | Promise<Output>;

/** Messages a worker posts back, in this order: any number of progress reports, then one result or error. */
export type WorkerReply =
  | {type: 'progress'; stage: string; percent: number}
  | {type: 'result'; value: unknown}
  | {type: 'error'; message: string; code?: string; transient?: boolean};

/** The error of a task that failed in a worker, with the `code` (and transience) it was thrown with. */
export type WorkerErrorReply = Extract<WorkerReply, {type: 'error'}>;

/** The error reply for what a task threw: its message, and its string `code` and `transient` flag when it had them. */
export function errorReply(error: unknown): WorkerErrorReply {
  const {code, transient} = (error ?? {}) as {code?: unknown; transient?: unknown};
  return {
    type: 'error',
    message: error instanceof Error ? error.message : String(error),
    ...(typeof code === 'string' ? {code, transient: transient === true} : {}),
  };
}

/**
 * Inside a worker: loads `module`, calls its export `exportName` with `input` and `tools`, and
 * answers with the result or, for anything thrown (a missing export included), the error reply.
 */
export async function runWorkerTask(
  module: string,
  exportName: string,
  input: unknown,
  tools: WorkerTools,
): Promise<Extract<WorkerReply, {type: 'result' | 'error'}>> {
  try {
    const loaded = (await import(module)) as Record<string, unknown>;
    const fn = loaded[exportName];
    if (typeof fn !== 'function') throw new Error(`${module} exports no function ${exportName}`);
    const value: unknown = await (fn as WorkerFunction<unknown, unknown>)(input, tools);
    return {type: 'result', value};
  } catch (error) {
    return errorReply(error);
  }
}
