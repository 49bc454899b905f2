import {spawn} from 'node:child_process';
import type {Readable, Writable} from 'node:stream';

/** What a finished tool run left behind. */
export interface ToolResult {
  code: number | null;
  /** The end of its stderr (the last 64 KB). */
  stderr: string;
  /** True when it was killed for running past `timeoutMs`. */
  timedOut: boolean;
}

/** How to run a system tool. */
export interface RunToolOptions {
  signal?: AbortSignal | undefined;
  /** Receives stdout as it arrives (for tools that pipe audio out). */
  onStdout?: (chunk: Buffer) => void;
  /** Receives stderr as it arrives, besides keeping its end in the result (progress lines). */
  onStderr?: (chunk: Buffer) => void;
  /** The tool's environment. @default this process's */
  env?: NodeJS.ProcessEnv | undefined;
  /** Kills the tool (SIGKILL) past this many milliseconds; the result then says `timedOut`. */
  timeoutMs?: number | undefined;
  /** Writes stdin; the promise it returns must settle when everything is written. */
  writeStdin?: (stdin: Writable) => Promise<void>;
}

/** Thrown when the tool's binary does not exist (spawn ENOENT/EACCES). */
export class ToolMissingError extends Error {
  constructor(path: string, cause: unknown) {
    super(`${path} cannot be started`, {cause});
    this.name = 'ToolMissingError';
  }
}

const STDERR_LIMIT = 64 * 1024;

/**
 * Runs `path args`, resolving with its exit code and the end of its stderr once it exits. Abort kills
 * the process and rejects with the signal's reason.
 */
export function runTool(
  path: string,
  args: readonly string[],
  options: RunToolOptions = {},
): Promise<ToolResult> {
  const {signal} = options;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<ToolResult>((resolve, reject) => {
    const child = spawn(path, args, {
      stdio: [options.writeStdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      env: options.env,
    });
    let stderr = '';
    let settled = false;
    let timedOut = false;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
          }, options.timeoutMs);
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      action();
    };
    const onAbort = () => {
      child.kill('SIGKILL');
      finish(() => reject(signal?.reason as Error));
    };
    signal?.addEventListener('abort', onAbort, {once: true});
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EACCES')
        finish(() => reject(new ToolMissingError(path, error)));
      else finish(() => reject(error));
    });
    (child.stderr as Readable).on('data', (chunk: Buffer) => {
      options.onStderr?.(chunk);
      stderr += chunk.toString('utf8');
      if (stderr.length > STDERR_LIMIT) stderr = stderr.slice(-STDERR_LIMIT);
    });
    const stdout = child.stdout as Readable;
    if (options.onStdout) stdout.on('data', options.onStdout);
    else stdout.resume();
    if (options.writeStdin && child.stdin) {
      const stdin = child.stdin;
      // A tool that exits early closes its stdin: the exit code explains why, not EPIPE.
      stdin.on('error', () => undefined);
      options.writeStdin(stdin).then(
        () => stdin.end(),
        (error: unknown) => {
          child.kill('SIGKILL');
          finish(() => reject(error as Error));
        },
      );
    }
    child.on('close', (code) => finish(() => resolve({code, stderr, timedOut})));
  });
}
