import {join} from 'node:path';
import {CUT_END_TOLERANCE_SECONDS} from '@nada/audio';
import type {TransformOperation, TransformOutput} from '@nada/audio';
import type {Config} from '../../../config.ts';
import {stripExtension} from '../../resultNames.ts';
import {JobError} from '../../jobError.ts';
import {firstInputSong} from '../../registry.ts';
import type {JobContext, JobKind, JobOutput} from '../../registry.ts';
import {copyFromStorage, safeExtension, storeAudioWithPeaks} from '../../resultFiles.ts';
import {transformParamsSchema, transformResultSchema, transformStageSchema} from './transformParams.ts';
import type {TransformParams, TransformResult, TransformStage} from './transformParams.ts';
import type {TransformWorkInput} from './transformWork.ts';
import {CHARGED_LENGTH_SLACK_SECONDS, inTempFolder, jobLanguage, runJobInThread} from '../workInThread.ts';

/** Share of the whole job's percent the transform takes; storing the result takes the rest. */
const TRANSFORM_PERCENT = 90;

/** How a result is named after what was done to it, per language ('id' is the default). */
const LABELS = {
  id: {key: 'nada', tempo: 'tempo', cut: 'potongan', seconds: 'dtk'},
  en: {key: 'key', tempo: 'tempo', cut: 'cut', seconds: 's'},
} as const;

/** What a `transform` job needs from the configuration. */
export type TransformJobConfig = Pick<Config, 'ffmpegPath'>;

/** What a run of a `transform` job receives. */
export type TransformContext = JobContext<TransformParams, TransformStage>;

/**
 * The `transform` job kind, the file tools of /tone/sound: changes a song's key and tempo, finds its
 * tempo and key, cuts a range with fades or converts it, with @nada/audio in a worker thread, and
 * stores the result and its waveform peaks as the owner's files. Charged the input's length.
 */
export function transformJobKind(
  config: TransformJobConfig,
): JobKind<TransformParams, TransformResult, TransformStage> {
  return {
    kind: 'transform',
    params: transformParamsSchema,
    result: transformResultSchema,
    stages: transformStageSchema,
    maxAttempts: 3,
    retryBaseDelayMs: 5000,
    resultFacts: {songName: firstInputSong},
    async checkSubmission({params, inputFiles}): Promise<Record<string, string> | undefined> {
      const [input] = inputFiles;
      if (!input || inputFiles.length !== 1) return {inputFileIds: 'must name exactly one file: the song'};
      if (params.operation !== 'cut') return undefined;
      const duration = input.duration_seconds;
      if (duration === null) return {inputFileIds: 'is not an audio file'};
      if (params.startSeconds >= duration)
        return {'params.startSeconds': `must be before the end of the file (${duration.toFixed(2)} s)`};
      if (params.endSeconds > duration + CUT_END_TOLERANCE_SECONDS)
        return {'params.endSeconds': `must not be after the end of the file (${duration.toFixed(2)} s)`};
      return undefined;
    },
    run: (context) => runTransformJob(context, config),
  };
}

async function runTransformJob(
  context: TransformContext,
  config: TransformJobConfig,
): Promise<JobOutput<TransformResult>> {
  const {params, inputFiles} = context;
  const input = inputFiles[0];
  if (!input || inputFiles.length !== 1)
    throw new JobError('JOB_INPUT_INVALID', 'A transform job takes exactly one input file.');
  return inTempFolder('transform', async (folder) => {
    const inputPath = join(folder, `input${safeExtension(input.original_name)}`);
    await copyFromStorage(context, input, inputPath);
    const work: TransformWorkInput = {
      inputPath,
      outputDir: folder,
      operation: operationOf(params),
      maxSeconds: (input.duration_seconds ?? 0) + CHARGED_LENGTH_SLACK_SECONDS,
      ffmpegPath: config.ffmpegPath,
      percentOfJob: TRANSFORM_PERCENT,
    };
    const output = await runJobInThread<TransformWorkInput, TransformOutput, TransformStage>(context, {
      module: new URL('./transformWork.ts', import.meta.url),
      exportName: 'transformInThread',
      input: work,
    });
    if (output.operation === 'analyse') {
      const {durationSeconds, bpm, key, loudness} = output;
      return {
        fileIds: [],
        data: {operation: 'analyse', inputFileId: input.id, durationSeconds, bpm, key, loudness},
      };
    }
    const base = `${stripExtension(input.original_name)}${await suffixOf(context)}`;
    await context.progress('store', TRANSFORM_PERCENT);
    const {fileId, peaksFileId} = await storeAudioWithPeaks(context, 'result', base, output);
    return {
      fileIds: [fileId, peaksFileId],
      data: {
        operation: output.operation,
        inputFileId: input.id,
        fileId,
        peaksFileId,
        format: output.format,
        durationSeconds: output.durationSeconds,
      },
    };
  });
}

/** The API's parameters as @nada/audio's operation. */
function operationOf(params: TransformParams): TransformOperation {
  switch (params.operation) {
    case 'keytempo':
      return {
        operation: 'keytempo',
        semitones: params.semitones,
        tempo: params.tempoPercent / 100,
        format: params.format,
      };
    case 'analyse':
      return {operation: 'analyse'};
    case 'cut':
      return {
        operation: 'cut',
        startSeconds: params.startSeconds,
        endSeconds: params.endSeconds,
        fadeInSeconds: params.fadeInSeconds,
        fadeOutSeconds: params.fadeOutSeconds,
        format: params.format,
      };
    case 'convert':
      return {operation: 'convert', format: params.format};
  }
}

const secondsText = (value: number) => String(Math.round(value * 10) / 10);

/** What the result's name adds to the input's: ' (key +3, tempo 110%)', ' (cut 30-60 s)' or nothing. */
async function suffixOf(context: TransformContext): Promise<string> {
  const {params} = context;
  const labels = LABELS[await jobLanguage(context)];
  if (params.operation === 'keytempo') {
    const parts = [];
    if (params.semitones !== 0)
      parts.push(`${labels.key} ${params.semitones > 0 ? '+' : ''}${params.semitones}`);
    if (params.tempoPercent !== 100) parts.push(`${labels.tempo} ${secondsText(params.tempoPercent)}%`);
    return ` (${parts.join(', ')})`;
  }
  if (params.operation === 'cut')
    return ` (${labels.cut} ${secondsText(params.startSeconds)}-${secondsText(params.endSeconds)} ${labels.seconds})`;
  return '';
}
