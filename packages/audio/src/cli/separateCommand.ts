import {DEFAULT_ENGINE} from '../engines.ts';
import {TEMPO_RANGE} from '../rubberband.ts';
import {LOUDNESS_TARGET_RANGE, SONG_FORMATS, separateSong} from '../separateSong.ts';
import type {SeparateSongOptions, SeparationStage, SongFormat} from '../separateSong.ts';
import {STEM_SETS} from '../separation.ts';
import type {StemSet} from '../separation.ts';
import {KEY_SHIFT_RANGE} from '../units.ts';
import {UsageError, parseFlags, progressLines, requireOutput, runCommand} from './commandLine.ts';
import type {CommandIo} from './commandLine.ts';

/** The usage text of `nada separate`. */
export const SEPARATE_USAGE = `Usage: nada separate <input> -o <dir> [options]

Separates a song into stems and writes them as <dir>/<stem>.<format>.

  -o, --output <dir>       where the stems go (created if needed)
  --stems 2|4              2 = vocals + instrumental, 4 = vocals, drums, bass, other + instrumental (default 2)
  --engine <id>            dsp, repet-sim, nada, onnx:nada-mask (bundled) or onnx:<model> from the
                           models folder (default ${DEFAULT_ENGINE})
  --models-dir <dir>       the ONNX models folder (default: $NADA_MODELS_DIR)
  --key <semitones>        shift the key by -12..12 semitones (default 0)
  --tempo <factor>         change the tempo by 0.5..2, e.g. 0.9 = 90 % speed (default 1)
  --format wav|mp3|flac    the output format (default mp3; wav is 16-bit)
  --loudness <LUFS>        bring the stems played together to this loudness, e.g. -14
  -h, --help               print this help`;

const FLAGS: Record<string, string> = {
  '-o': 'output',
  '--output': 'output',
  '--stems': 'stems',
  '--engine': 'engine',
  '--models-dir': 'modelsDir',
  '--key': 'key',
  '--tempo': 'tempo',
  '--format': 'format',
  '--loudness': 'loudness',
};

function parseNumber(name: string, text: string, min: number, max: number, whole: boolean): number {
  const value = Number(text);
  if (
    !text.trim() ||
    !Number.isFinite(value) ||
    (whole && !Number.isInteger(value)) ||
    value < min ||
    value > max
  )
    throw new UsageError(
      `--${name} must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}, not "${text}"`,
    );
  return value;
}

/** Parses the arguments after `nada separate` into the input, the output folder and `separateSong`'s options. */
function parseArguments(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): {input: string; output: string; options: SeparateSongOptions} | 'help' {
  const parsed = parseFlags(argv, FLAGS);
  if (parsed === 'help') return 'help';
  const {values, positionals} = parsed;
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length ? `Only one input file, not ${positionals.length}` : 'No input file given',
    );
  const output = requireOutput(values);
  const stems = values.get('stems') ?? '2';
  if (!(stems in STEM_SETS)) throw new UsageError(`--stems must be 2 or 4, not "${stems}"`);
  const format = values.get('format') ?? 'mp3';
  if (!(SONG_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be ${SONG_FORMATS.join(', ')}, not "${format}"`);
  const options: SeparateSongOptions = {stems: stems as StemSet, format: format as SongFormat};
  const engine = values.get('engine');
  if (engine !== undefined) options.engine = engine;
  const modelsDir = values.get('modelsDir') ?? env['NADA_MODELS_DIR'];
  if (modelsDir) options.modelsDir = modelsDir;
  const key = values.get('key');
  if (key !== undefined)
    options.semitones = parseNumber('key', key, KEY_SHIFT_RANGE.min, KEY_SHIFT_RANGE.max, true);
  const tempo = values.get('tempo');
  if (tempo !== undefined)
    options.tempo = parseNumber('tempo', tempo, TEMPO_RANGE.min, TEMPO_RANGE.max, false);
  const loudness = values.get('loudness');
  if (loudness !== undefined)
    options.loudnessTarget = parseNumber(
      'loudness',
      loudness,
      LOUDNESS_TARGET_RANGE.min,
      LOUDNESS_TARGET_RANGE.max,
      false,
    );
  return {input: positionals[0]!, output, options};
}

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * `nada separate <input> -o <dir> [options]` (see `SEPARATE_USAGE`): runs `separateSong`, with
 * progress on stderr, and resolves to the exit code: 0 when done, 1 when the job fails (the error
 * and its code on stderr), 2 for a bad command line (with the usage).
 */
export function runSeparateCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  return runCommand({
    io,
    usage: SEPARATE_USAGE,
    parse: () => parseArguments(argv, io.env ?? process.env),
    rangeIsUsage: true,
    run: async ({input, output, options}) => {
      const progress = progressLines(io);
      const result = await separateSong(input, output, {
        ...options,
        onProgress: (stage: SeparationStage, fraction: number) =>
          progress(`${stage} ${Math.floor(100 * fraction)}%`),
        ...(io.signal ? {signal: io.signal} : {}),
      });
      for (const stem of result.stems) io.stdout(`${stem.path}\n`);
      const {durationSeconds, bpm, key, loudness} = result.input;
      io.stdout(
        `${formatDuration(durationSeconds)}, ${bpm} BPM, ${key}, ${loudness} LUFS; ${result.engine}, ` +
          `${result.stems.length} stems of ${formatDuration(result.durationSeconds)}\n`,
      );
    },
  });
}
