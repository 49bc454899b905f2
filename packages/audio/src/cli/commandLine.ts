import {isAudioError} from '../errors.ts';

/** Where a `nada` command writes and what it reads from its environment. */
export interface CommandIo {
  /** Receives the result: one written file per line, then a summary. */
  stdout(text: string): void;
  /** Receives progress (`separate 42%`) and errors. */
  stderr(text: string): void;
  /** Where `NADA_MODELS_DIR` is read from. @default process.env */
  env?: Record<string, string | undefined>;
  /** Aborting stops the job (e.g. on Ctrl-C) and removes the files written so far. */
  signal?: AbortSignal;
}

/** A command line that does not parse or has a value out of range. */
export class UsageError extends Error {}

/**
 * Splits `argv` into the values of the options in `flags` (flag → value name; `--flag=value` or
 * `--flag value`) and the positional arguments; `'help'` for `-h`/`--help`. Unknown options throw
 * a `UsageError`, as does an option without its value.
 */
export function parseFlags(
  argv: readonly string[],
  flags: Record<string, string>,
): {values: Map<string, string>; positionals: string[]} | 'help' {
  const values = new Map<string, string>();
  const positionals: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    if (argument === '-h' || argument === '--help') return 'help';
    const [flag = '', inline] = argument.startsWith('--') ? argument.split(/=(.*)/s, 2) : [argument];
    const name = flags[flag];
    if (name) {
      // The value is the next argument even when it starts with a dash: --loudness -14, --key -2.
      const value = inline ?? argv[++index];
      if (value === undefined) throw new UsageError(`${flag} needs a value`);
      values.set(name, value);
    } else if (argument.startsWith('-') && argument !== '-')
      throw new UsageError(`Unknown option ${argument}`);
    else positionals.push(argument);
  }
  return {values, positionals};
}

/** The `output` value (`-o <dir>`), or a `UsageError`. */
export function requireOutput(values: Map<string, string>): string {
  const output = values.get('output');
  if (!output) throw new UsageError('No output folder given (-o <dir>)');
  return output;
}

/** Writes each progress line to stderr once, skipping repeats of the line before. */
export function progressLines(io: CommandIo): (line: string) => void {
  let last = '';
  return (line) => {
    if (line !== last) io.stderr(`${line}\n`);
    last = line;
  };
}

/**
 * Runs a command: `parse` the arguments (a `UsageError` prints it with `usage`: exit code 2;
 * `'help'` prints `usage`: 0), then `run` them (0 when done; a failure prints the error, with its
 * code for an `AudioError`: 1). With `rangeIsUsage`, a `RangeError` from `run` is a bad command
 * line (2).
 */
export async function runCommand<T>(options: {
  io: CommandIo;
  usage: string;
  parse: () => T | 'help';
  run: (parsed: T) => Promise<void>;
  rangeIsUsage?: boolean;
}): Promise<number> {
  const {io, usage} = options;
  let parsed;
  try {
    parsed = options.parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n\n${usage}\n`);
    return 2;
  }
  if (parsed === 'help') {
    io.stdout(`${usage}\n`);
    return 0;
  }
  try {
    await options.run(parsed);
    return 0;
  } catch (error) {
    if (isAudioError(error)) io.stderr(`Error (${error.code}): ${error.message}\n`);
    else if (options.rangeIsUsage && error instanceof RangeError) {
      io.stderr(`${error.message}\n\n${usage}\n`);
      return 2;
    } else io.stderr(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
