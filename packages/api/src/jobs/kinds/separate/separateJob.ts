import {join} from 'node:path';
import {listEngines} from '@nada/audio';
import type {SeparatedSong, SeparationStage, StemName, WaveformPeaks} from '@nada/audio';
import type {Config} from '../../../config.ts';
import type {FileRow} from '../../../db/schema.ts';
import {JobError} from '../../jobError.ts';
import {stemFileName, stripExtension} from '../../resultNames.ts';
import type {JobContext, JobKind, JobOutput} from '../../registry.ts';
import {AUDIO_FORMATS, copyFromStorage, safeExtension, storeResultFiles} from '../../resultFiles.ts';
import type {ResultFile} from '../../resultFiles.ts';
import {separateResultFacts} from './separateFacts.ts';
import type {SeparateWorkInput} from './separateWork.ts';
import {CHARGED_LENGTH_SLACK_SECONDS, inTempFolder, jobLanguage, runJobInThread} from '../workInThread.ts';
import {separateParamsSchema, separateResultSchema, separateStageSchema} from './separateParams.ts';
import type {SeparateParams, SeparateResult, SeparateStage} from './separateParams.ts';

/** Share of the whole job's percent the separation takes; storing the files takes the rest. */
const SEPARATION_PERCENT = 90;

/** How each stem is named in its file name, per language ('id' is the default). */
const STEM_LABELS: Record<'id' | 'en', Record<StemName, string>> = {
  id: {instrumental: 'minus one', vocals: 'vokal', drums: 'drum', bass: 'bas', other: 'lainnya'},
  en: {instrumental: 'minus one', vocals: 'vocals', drums: 'drums', bass: 'bass', other: 'other'},
};

/** What a `separate` job needs from the configuration. */
export type SeparateJobConfig = Pick<Config, 'modelsDir' | 'ffmpegPath'>;

/**
 * The `separate` job kind: splits the input song into stems (vocals and the minus one, or four
 * stems) with @nada/audio in a worker thread, optionally in another key and tempo, and stores each
 * stem and the waveform peaks of every stem and of the input as the owner's files.
 */
export function separateJobKind(
  config: SeparateJobConfig,
): JobKind<SeparateParams, SeparateResult, SeparateStage> {
  return {
    kind: 'separate',
    params: separateParamsSchema,
    result: separateResultSchema,
    stages: separateStageSchema,
    maxAttempts: 3,
    retryBaseDelayMs: 5000,
    resultFacts: separateResultFacts,
    separates: true,
    async checkSubmission({params, inputFiles}): Promise<Record<string, string> | undefined> {
      if (inputFiles.length !== 1) return {inputFileIds: 'must name exactly one file: the song'};
      return await checkSeparationEngine(config, params);
    },
    run: (context) => runSeparateJob(context, config),
  };
}

/**
 * Whether `params.engine` is installed and offers `params.stems`: messages by field of the
 * submission, or nothing (shared with the kinds that separate, such as `import`).
 */
export async function checkSeparationEngine(
  config: SeparateJobConfig,
  params: Pick<SeparateParams, 'engine' | 'stems'>,
): Promise<Record<string, string> | undefined> {
  const engines = await listEngines({modelsDir: config.modelsDir});
  const engine = engines.find((candidate) => candidate.id === params.engine);
  if (!engine) return {'params.engine': 'is not an installed separation engine (see GET /api/engines)'};
  if (!engine.stems.includes(params.stems))
    return {
      'params.stems': `is not offered by the ${engine.id} engine (it offers ${engine.stems.join(' or ')})`,
    };
  return undefined;
}

/** What a run of a `separate` job receives. */
export type SeparateContext = JobContext<SeparateParams, SeparateStage>;

/**
 * Separates `context.inputFiles[0]` and stores its stems and peaks as the owner's files: the work
 * of a `separate` job, which other kinds (an `import`) run on a file of theirs with a context of theirs.
 */
export async function runSeparateJob(
  context: SeparateContext,
  config: SeparateJobConfig,
): Promise<JobOutput<SeparateResult>> {
  const {params, inputFiles} = context;
  const input = inputFiles[0];
  if (!input || inputFiles.length !== 1)
    throw new JobError('JOB_INPUT_INVALID', 'A separate job takes exactly one input file.');
  return inTempFolder('separate', async (folder) => {
    const inputPath = join(folder, `input${safeExtension(input.original_name)}`);
    await copyFromStorage(context, input, inputPath);
    const outputDir = join(folder, 'out');
    const work: SeparateWorkInput = {
      inputPath,
      outputDir,
      stems: params.stems,
      engine: params.engine,
      modelsDir: config.modelsDir,
      semitones: params.semitones,
      tempo: params.tempo,
      format: params.format,
      loudnessTarget: params.loudnessTarget,
      // The job was charged the input's stored length (measured by decoding at upload): a file that
      // holds more (a row from before that measure) is refused once decoding passes it, before any
      // separation, whatever its header claims.
      maxSeconds: (input.duration_seconds ?? 0) + CHARGED_LENGTH_SLACK_SECONDS,
      ffmpegPath: config.ffmpegPath,
      percentOfJob: SEPARATION_PERCENT,
    };
    const song = await runJobInThread<SeparateWorkInput, SeparatedSong, SeparationStage>(context, {
      module: new URL('./separateWork.ts', import.meta.url),
      exportName: 'separateInThread',
      input: work,
    });
    return storeResults(context, input, song);
  });
}

async function storeResults(
  context: SeparateContext,
  input: FileRow,
  song: SeparatedSong,
): Promise<JobOutput<SeparateResult>> {
  const {params} = context;
  const language = await jobLanguage(context);
  const labels = STEM_LABELS[language];
  const base = stripExtension(input.original_name);
  const extension = params.format;
  // Two results of one song in another key, tempo or stem set never share a name (issue 42).
  const nameOf = (stem: StemName, suffix: string) =>
    stemFileName(base, labels[stem], params, language, suffix);
  const peaksOf = (peaks: WaveformPeaks) => Buffer.from(JSON.stringify(peaks));

  const files: ResultFile[] = [];
  for (const stem of song.stems) {
    files.push(
      {
        name: `stem:${stem.name}`,
        fileName: nameOf(stem.name, `.${extension}`),
        contentType: AUDIO_FORMATS[stem.format].contentType,
        content: stem.path,
        audio: {
          durationSeconds: stem.samples / song.sampleRate,
          codec: AUDIO_FORMATS[stem.format].codec,
          sampleRateHz: song.sampleRate,
        },
      },
      {
        name: `peaks:${stem.name}`,
        fileName: nameOf(stem.name, '.peaks.json'),
        contentType: 'application/json',
        content: peaksOf(stem.peaks),
      },
    );
  }
  files.push({
    name: 'peaks:input',
    fileName: `${base}.peaks.json`,
    contentType: 'application/json',
    content: peaksOf(song.input.peaks),
  });

  const stored = await storeResultFiles(context, files, {
    beforeEach: (index) =>
      context.progress('store', SEPARATION_PERCENT + ((100 - SEPARATION_PERCENT) * index) / files.length),
  });
  const ids = new Map(files.map((file, index) => [file.name, stored[index] ?? '']));
  const idOf = (name: string) => ids.get(name) ?? '';

  const data: SeparateResult = {
    stems: song.stems.map((stem) => ({
      name: stem.name,
      fileId: idOf(`stem:${stem.name}`),
      peaksFileId: idOf(`peaks:${stem.name}`),
    })),
    input: {
      fileId: input.id,
      peaksFileId: idOf('peaks:input'),
      durationSeconds: song.input.durationSeconds,
      bpm: song.input.bpm,
      key: song.input.key,
      loudness: song.input.loudness,
    },
    durationSeconds: song.durationSeconds,
    engine: song.engine,
    semitones: song.semitones,
    tempo: song.tempo,
    format: params.format,
  };
  return {fileIds: [...ids.values()], data};
}
