import {GENERATION_STAGES, generateTrack} from '../generation/generateTrack.ts';
import type {GenerationStage} from '../generation/generateTrack.ts';
import {assertGenerationRequest} from '../generation/understandPrompt.ts';
import type {GenerationRequest} from '../generation/understandPrompt.ts';
import {GENERATION_LIMITS, GENRES, INSTRUMENTS, MOODS} from '../generation/vocabulary.ts';
import type {Genre, Instrument, Mood} from '../generation/vocabulary.ts';
import {UsageError, parseFlags, progressLines, requireOutput, runCommand} from './commandLine.ts';
import type {CommandIo} from './commandLine.ts';

/** The usage text of `nada generate`. */
export const GENERATE_USAGE = `Usage: nada generate "<prompt>" -o <dir> [options]

Composes, arranges, renders, mixes and masters a track from a prompt in Indonesian or English,
e.g. "lagu pop santai 90 bpm dengan piano" or "upbeat dangdut for a wedding", and writes
<dir>/mix.<format>, one <dir>/<instrument>.<format> per stem and <dir>/song.mid.

  -o, --output <dir>       where the files go (created if needed)
  --seed <n>               the same prompt and seed give the same track (default: random, printed)
  --seconds <n>            length, ${GENERATION_LIMITS.minSeconds}..${GENERATION_LIMITS.maxSeconds} seconds (default: from the prompt, else 120)
  --genre <id>             ${GENRES.join(', ')}
  --mood <id>              ${MOODS.join(', ')}
  --tempo <bpm>            ${GENERATION_LIMITS.minBpm}..${GENERATION_LIMITS.maxBpm}
  --key <key>              e.g. D, "F# minor", Bb, Am
  --instruments <a,b,...>  from ${INSTRUMENTS.join(', ')}
  --format mp3|wav         the output format (default mp3; wav is 16-bit)
  --soundfont <file>       the General MIDI soundfont (default: $NADA_SOUNDFONT or the best installed)
  -h, --help               print this help`;

const FLAGS: Record<string, string> = {
  '-o': 'output',
  '--output': 'output',
  '--seed': 'seed',
  '--seconds': 'seconds',
  '--genre': 'genre',
  '--mood': 'mood',
  '--tempo': 'tempo',
  '--key': 'key',
  '--instruments': 'instruments',
  '--format': 'format',
  '--soundfont': 'soundfont',
};

function wholeNumber(name: string, text: string): number {
  const value = Number(text);
  if (!text.trim() || !Number.isInteger(value))
    throw new UsageError(`--${name} must be a whole number, not "${text}"`);
  return value;
}

function parseArguments(
  argv: readonly string[],
): {request: GenerationRequest; output: string; format: 'mp3' | 'wav'; soundfont?: string} | 'help' {
  const parsed = parseFlags(argv, FLAGS);
  if (parsed === 'help') return 'help';
  const {values, positionals} = parsed;
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length ? 'Put the prompt in quotes: one prompt only' : 'No prompt given',
    );
  const output = requireOutput(values);
  const format = values.get('format') ?? 'mp3';
  if (format !== 'mp3' && format !== 'wav')
    throw new UsageError(`--format must be mp3 or wav, not "${format}"`);
  const request: GenerationRequest = {prompt: positionals[0]!};
  const seed = values.get('seed');
  if (seed !== undefined) request.seed = wholeNumber('seed', seed);
  const seconds = values.get('seconds');
  if (seconds !== undefined) request.durationSeconds = wholeNumber('seconds', seconds);
  const tempo = values.get('tempo');
  if (tempo !== undefined) request.tempo = wholeNumber('tempo', tempo);
  const genre = values.get('genre');
  if (genre !== undefined) request.genre = genre as Genre;
  const mood = values.get('mood');
  if (mood !== undefined) request.mood = mood as Mood;
  const key = values.get('key');
  if (key !== undefined) request.key = key;
  const instruments = values.get('instruments');
  if (instruments !== undefined)
    request.instruments = instruments
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean) as Instrument[];
  try {
    assertGenerationRequest(request);
  } catch (error) {
    if (error instanceof RangeError)
      throw new UsageError(error.message.replace(/^(durationSeconds)/, '--seconds'));
    throw error;
  }
  const soundfont = values.get('soundfont');
  return {request, output, format, ...(soundfont ? {soundfont} : {})};
}

/**
 * `nada generate "<prompt>" -o <dir> [options]` (see `GENERATE_USAGE`): runs `generateTrack` with
 * progress on stderr; resolves to the exit code: 0 when done, 1 when generation fails (the error
 * and its code on stderr), 2 for a bad command line (with the usage).
 */
export function runGenerateCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  return runCommand({
    io,
    usage: GENERATE_USAGE,
    parse: () => parseArguments(argv),
    run: async (parsed) => {
      const progress = progressLines(io);
      const track = await generateTrack(parsed.request, {
        outDir: parsed.output,
        format: parsed.format,
        onProgress: (stage: GenerationStage, percent: number) => {
          if (GENERATION_STAGES.includes(stage)) progress(`${stage} ${percent}%`);
        },
        ...(parsed.soundfont ? {soundfont: parsed.soundfont} : {}),
        ...(io.signal ? {signal: io.signal} : {}),
      });
      io.stdout(`${track.mixPath}\n`);
      for (const stem of track.stems) io.stdout(`${stem.path}\n`);
      io.stdout(`${track.midiPath}\n`);
      const {understood} = track;
      io.stdout(
        `"${track.title}": ${understood.genre}, ${understood.mood}, ${track.bpm} BPM, ${track.key}, ` +
          `${track.durationSeconds} s, ${understood.instruments.join(', ')}; ` +
          `${track.integratedLufs} LUFS, ${track.truePeakDb} dBTP; seed ${track.seed}\n`,
      );
    },
  });
}
