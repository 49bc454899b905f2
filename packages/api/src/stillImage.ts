import {ToolMissingError, runTool} from '@nada/audio';

// A decoder refuses images with more pixels than this, so a small file that decompresses to a
// gigantic bitmap (a "decompression bomb") fails as unreadable instead of eating the memory.
const MAX_DECODED_PIXELS = 50_000_000;

/** How a finished process ended: its exit code (null when killed) and everything it wrote to stdout. */
export interface Finished {
  code: number | null;
  stdout: Buffer;
}

/** Options of {@link runProcess}. */
export interface RunProcessOptions {
  /** Written to the process's stdin, then closed; without it stdin is ignored. */
  input?: Buffer | undefined;
  /** @default the server's own environment */
  env?: NodeJS.ProcessEnv;
  /** Killed (SIGKILL) past this. @default 30000 */
  timeoutMs?: number;
  /** Kills the process (SIGKILL) and rejects with the abort. */
  signal?: AbortSignal | undefined;
}

/**
 * Runs `command` and collects its stdout; stderr is read and dropped. Rejects only when the
 * command cannot start (missing binary: our fault) or `signal` aborts; an exit code, even a kill
 * past `timeoutMs`, resolves.
 */
export async function runProcess(command: string, args: string[], options: RunProcessOptions = {}) {
  const {input, env, timeoutMs = 30_000, signal} = options;
  const chunks: Buffer[] = [];
  try {
    const {code} = await runTool(command, args, {
      env,
      timeoutMs,
      signal,
      onStdout: (chunk) => chunks.push(chunk),
      // ffmpeg may stop reading early (an undecodable header); runTool ignores the broken pipe.
      writeStdin: input ? async (stdin) => void stdin.write(input) : undefined,
    });
    return {code, stdout: Buffer.concat(chunks)} satisfies Finished;
  } catch (error) {
    if (error instanceof ToolMissingError) throw new Error(`${command} could not run`, {cause: error});
    throw error;
  }
}

/**
 * Decodes the first frame of an image (any format ffmpeg reads), applies the `filter` graph and
 * encodes it with `codec` (the encoder's arguments and `-f`), without the source's metadata, so
 * what Nada serves is its own encoding. Answers undefined when the image does not decode (damaged,
 * truncated, over 50 megapixels); a missing ffmpeg rejects.
 */
export async function encodeStillImage(
  ffmpegPath: string,
  input: Buffer,
  filter: string,
  codec: readonly string[],
): Promise<Buffer | undefined> {
  const args = [
    '-v',
    'error',
    '-max_pixels',
    String(MAX_DECODED_PIXELS),
    '-i',
    'pipe:0',
    '-frames:v',
    '1',
    '-vf',
    filter,
    '-map_metadata',
    '-1',
    ...codec,
    'pipe:1',
  ];
  const {code, stdout} = await runProcess(ffmpegPath, args, {input, env: {PATH: process.env.PATH}});
  return code === 0 && stdout.length > 0 ? stdout : undefined;
}
