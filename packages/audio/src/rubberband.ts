import {AudioError} from './errors.ts';
import {decodeAudio} from './ffmpeg.ts';
import {ToolMissingError, runTool} from './process.ts';
import type {StereoAudio} from './stereo.ts';
import {audioLength, fitLength} from './stereo.ts';
import {tempFolder} from './temp.ts';
import type {Semitones} from './units.ts';
import {KEY_SHIFT_RANGE} from './units.ts';
import {readFloatWav, writeFloatWav} from './wav.ts';

/** The tempo factors Nada offers: 50 % to 200 %. */
export const TEMPO_RANGE = {min: 0.5, max: 2} as const;

/** Defaults of `changeKeyAndTempo`. */
export const KEY_TEMPO_DEFAULTS = {
  rubberbandPath: 'rubberband',
  formants: 'preserve',
  engine: 'fine',
} as const;

/** Options of `changeKeyAndTempo`. */
export interface KeyTempoOptions {
  /** The key shift, -12..12 semitones (fractions allowed). @default 0 */
  semitones?: Semitones;
  /** The tempo factor, 0.5..2 (0.9 = 90 % speed, 1/0.9 as long). @default 1 */
  tempo?: number;
  /** Keep the spectral envelope (vocals keep their timbre) or shift it with the pitch. @default 'preserve' */
  formants?: 'preserve' | 'shift';
  /** Rubber Band's R3 engine (`fine`, best quality) or R2 (`fast`). @default 'fine' */
  engine?: 'fine' | 'fast';
  /** @default 'rubberband' */
  rubberbandPath?: string;
  /** Used when the input is a path. @default 'ffmpeg' */
  ffmpegPath?: string;
  signal?: AbortSignal;
}

/**
 * Shifts the key and changes the tempo of a file or of audio with the Rubber Band command line tool,
 * through temporary float WAV files. The result has exactly round(length / tempo) samples, starting
 * in step with the input.
 */
export async function changeKeyAndTempo(
  input: string | StereoAudio,
  options: KeyTempoOptions = {},
): Promise<StereoAudio> {
  const semitones = options.semitones ?? 0;
  const tempo = options.tempo ?? 1;
  if (!Number.isFinite(semitones) || semitones < KEY_SHIFT_RANGE.min || semitones > KEY_SHIFT_RANGE.max)
    throw new RangeError(`semitones must be from ${KEY_SHIFT_RANGE.min} to ${KEY_SHIFT_RANGE.max}`);
  if (!Number.isFinite(tempo) || tempo < TEMPO_RANGE.min || tempo > TEMPO_RANGE.max)
    throw new RangeError(`tempo must be from ${TEMPO_RANGE.min} to ${TEMPO_RANGE.max}`);
  const audio =
    typeof input === 'string'
      ? await decodeAudio(input, {
          ...(options.ffmpegPath ? {ffmpegPath: options.ffmpegPath} : {}),
          ...(options.signal ? {signal: options.signal} : {}),
        })
      : input;
  const length = audioLength(audio);
  if (semitones === 0 && tempo === 1) return fitLength(audio, length);
  const target = Math.round(length / tempo);
  const folder = await tempFolder();
  try {
    const source = folder.file('in.wav');
    const result = folder.file('out.wav');
    await writeFloatWav(audio, source);
    const args = ['-q', (options.engine ?? KEY_TEMPO_DEFAULTS.engine) === 'fine' ? '-3' : '-2'];
    if (tempo !== 1) args.push('-T', String(tempo));
    if (semitones !== 0) args.push('-p', String(semitones));
    if ((options.formants ?? KEY_TEMPO_DEFAULTS.formants) === 'preserve' && semitones !== 0) args.push('-F');
    args.push(source, result);
    let run;
    try {
      run = await runTool(options.rubberbandPath ?? KEY_TEMPO_DEFAULTS.rubberbandPath, args, {
        signal: options.signal,
      });
    } catch (error) {
      throw error instanceof ToolMissingError ? new AudioError('RUBBERBAND_MISSING', {cause: error}) : error;
    }
    if (run.code !== 0) throw new AudioError('RUBBERBAND_FAILED', {detail: run.stderr.trim()});
    const output = await readFloatWav(result);
    if (!output) throw new AudioError('RUBBERBAND_FAILED', {detail: 'Rubber Band wrote no float WAV'});
    return fitLength(output, target);
  } finally {
    await folder.cleanup();
  }
}
