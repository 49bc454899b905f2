import {join} from 'node:path';
import {AudioError} from './errors.ts';
import {decodeAudio, encodeAudio} from './ffmpeg.ts';
import type {EncodeFormat} from './ffmpeg.ts';
import {waveformPeaks} from './peaks.ts';
import type {WaveformPeaks} from './peaks.ts';
import {changeKeyAndTempo} from './rubberband.ts';
import {throwIfAborted} from './separation.ts';
import {analyseSong} from './songAnalysis.ts';
import type {Seconds, StereoAudio} from './stereo.ts';
import {audioDuration, audioLength, sliceAudio} from './stereo.ts';

/** The formats the file tools write. */
export const TRANSFORM_FORMATS = ['mp3', 'wav', 'flac', 'm4a', 'ogg'] as const;

/** One of `TRANSFORM_FORMATS`. */
export type TransformFormat = (typeof TRANSFORM_FORMATS)[number];

/** The stages `transformFile` reports, in order. */
export const TRANSFORM_STAGES = ['decode', 'process', 'encode'] as const;

/** One of `TRANSFORM_STAGES`. */
export type TransformStage = (typeof TRANSFORM_STAGES)[number];

/**
 * How far a cut may reach past the decoded end (lengths measured by different decoders differ by a
 * few milliseconds); the cut then ends at the end.
 */
export const CUT_END_TOLERANCE_SECONDS = 0.05;

/** A range of a song to keep, with fades at its ends. */
export interface CutRange {
  startSeconds: Seconds;
  endSeconds: Seconds;
  /** @default 0 */
  fadeInSeconds?: Seconds;
  /** @default 0 */
  fadeOutSeconds?: Seconds;
}

/** What a file tool does to a song. */
export type TransformOperation =
  | {operation: 'keytempo'; semitones: number; tempo: number; format: TransformFormat}
  | {operation: 'analyse'}
  | ({operation: 'cut'; format: TransformFormat} & CutRange)
  | {operation: 'convert'; format: TransformFormat};

/** Options of `transformFile`. */
export interface TransformOptions {
  /** Refuse an input longer than this with `AUDIO_TOO_LONG`. */
  maxSeconds?: Seconds;
  /** @default 'ffmpeg' */
  ffmpegPath?: string;
  /** @default 'rubberband' */
  rubberbandPath?: string;
  signal?: AbortSignal;
  /** Called with a stage and how far the whole transform is, 0..1. */
  onProgress?: (stage: TransformStage, fraction: number) => void;
}

/** What `transformFile` made: an analysis, or a file with its length and waveform peaks. */
export type TransformOutput =
  | {
      operation: 'analyse';
      durationSeconds: Seconds;
      bpm: number;
      key: string;
      loudness: number;
    }
  | {
      operation: 'keytempo' | 'cut' | 'convert';
      path: string;
      format: TransformFormat;
      durationSeconds: Seconds;
      sampleRate: number;
      peaks: WaveformPeaks;
    };

const ENCODE_FORMATS: Record<TransformFormat, EncodeFormat> = {
  mp3: 'mp3',
  wav: 'wav16',
  flac: 'flac',
  m4a: 'm4a',
  ogg: 'ogg',
};

/**
 * `range` of `audio` with a fade in from silence and a fade out to silence (quarter-sine ramps, so
 * the level changes smoothly). A range that starts at or after the end, or ends more than
 * `CUT_END_TOLERANCE_SECONDS` after it, fails with `AUDIO_RANGE_OUTSIDE`.
 */
export function cutAudio(audio: StereoAudio, range: CutRange): StereoAudio {
  const {startSeconds, endSeconds} = range;
  const fadeIn = range.fadeInSeconds ?? 0;
  const fadeOut = range.fadeOutSeconds ?? 0;
  if (![startSeconds, endSeconds, fadeIn, fadeOut].every((value) => Number.isFinite(value) && value >= 0))
    throw new RangeError('the range and fades must be finite and not negative');
  if (endSeconds <= startSeconds) throw new RangeError('the range must end after it starts');
  if (fadeIn + fadeOut > endSeconds - startSeconds + 1e-9)
    throw new RangeError('the fades must fit in the range');
  const duration = audioDuration(audio);
  if (startSeconds >= duration || endSeconds > duration + CUT_END_TOLERANCE_SECONDS)
    throw new AudioError('AUDIO_RANGE_OUTSIDE', {
      detail: `range ${startSeconds}-${endSeconds} s of ${duration.toFixed(3)} s`,
    });
  const rate = audio.sampleRate;
  const start = Math.round(startSeconds * rate);
  const end = Math.min(audioLength(audio), Math.round(endSeconds * rate));
  const cut = sliceAudio(audio, start, end);
  const length = end - start;
  const fadeInSamples = Math.min(length, Math.round(fadeIn * rate));
  const fadeOutSamples = Math.min(length, Math.round(fadeOut * rate));
  for (const channel of cut.channels) {
    for (let i = 0; i < fadeInSamples; i++) channel[i]! *= Math.sin(((i / fadeInSamples) * Math.PI) / 2);
    for (let i = 0; i < fadeOutSamples; i++)
      channel[length - 1 - i]! *= Math.sin(((i / fadeOutSamples) * Math.PI) / 2);
  }
  return cut;
}

/**
 * Runs one file tool on the song at `inputPath`: changes its key and tempo with Rubber Band (formants
 * kept, as the minus one does), measures its tempo and key, cuts a range with fades, or converts it.
 * A file it makes is written into `outputDir` as `result.<extension>`.
 */
export async function transformFile(
  inputPath: string,
  outputDir: string,
  operation: TransformOperation,
  options: TransformOptions = {},
): Promise<TransformOutput> {
  const {signal, onProgress} = options;
  onProgress?.('decode', 0);
  const audio = await decodeAudio(inputPath, {
    ...(options.ffmpegPath ? {ffmpegPath: options.ffmpegPath} : {}),
    ...(options.maxSeconds === undefined ? {} : {maxSeconds: options.maxSeconds}),
    ...(signal ? {signal} : {}),
  });
  throwIfAborted(signal);
  onProgress?.('process', 0.2);
  if (operation.operation === 'analyse') {
    const analysis = analyseSong(audio);
    onProgress?.('process', 1);
    return {
      operation: 'analyse',
      durationSeconds: analysis.durationSeconds,
      bpm: analysis.bpm,
      key: analysis.key,
      loudness: analysis.loudness,
    };
  }
  let result: StereoAudio = audio;
  if (operation.operation === 'keytempo')
    result = await changeKeyAndTempo(audio, {
      semitones: operation.semitones,
      tempo: operation.tempo,
      formants: 'preserve',
      engine: 'fine',
      ...(options.rubberbandPath ? {rubberbandPath: options.rubberbandPath} : {}),
      ...(signal ? {signal} : {}),
    });
  else if (operation.operation === 'cut') result = cutAudio(audio, operation);
  throwIfAborted(signal);
  onProgress?.('encode', 0.8);
  const path = join(outputDir, `result.${operation.format}`);
  await encodeAudio(result, path, {
    format: ENCODE_FORMATS[operation.format],
    ...(options.ffmpegPath ? {ffmpegPath: options.ffmpegPath} : {}),
    ...(signal ? {signal} : {}),
  });
  onProgress?.('encode', 1);
  return {
    operation: operation.operation,
    path,
    format: operation.format,
    durationSeconds: audioDuration(result),
    sampleRate: result.sampleRate,
    peaks: waveformPeaks(result),
  };
}
