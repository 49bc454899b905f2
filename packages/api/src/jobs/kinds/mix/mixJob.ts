import {join} from 'node:path';
import {stemGains} from '@nada/audio';
import type {MixFileOutput} from '@nada/audio';
import type {Config} from '../../../config.ts';
import type {FileRow} from '../../../db/schema.ts';
import {apiError} from '../../../errors.ts';
import {findOwnedFile} from '../../../files/store.ts';
import {ownedJobStems} from '../../../mixes/stems.ts';
import {stripExtension} from '../../resultNames.ts';
import {JobError} from '../../jobError.ts';
import {inputFileIdsOf, outputOf} from '../../jobRow.ts';
import type {JobContext, JobKind, JobOutput, ResolveInput} from '../../registry.ts';
import {findOwnedJob} from '../../store.ts';
import {copyFromStorage, safeExtension, storeAudioWithPeaks} from '../../resultFiles.ts';
import {mixParamsSchema, mixResultSchema, mixStageSchema} from './mixParams.ts';
import type {MixParams, MixResult, MixStage} from './mixParams.ts';
import type {MixWorkInput} from './mixWork.ts';
import {CHARGED_LENGTH_SLACK_SECONDS, inTempFolder, jobLanguage, runJobInThread} from '../workInThread.ts';

/** Share of the whole job's percent the render takes; storing the result takes the rest. */
const RENDER_PERCENT = 90;

/** How far a region may reach past the stems' end (lengths measured by different decoders differ). */
const REGION_END_SLACK_SECONDS = 0.05;

/** How the result is named after what was done to it, per language ('id' is the default). */
const LABELS = {
  id: {mix: 'campuran', key: 'nada', tempo: 'tempo', song: 'Lagu'},
  en: {mix: 'mix', key: 'key', tempo: 'tempo', song: 'Song'},
} as const;

/** What a `mix` job needs from the configuration. */
export type MixJobConfig = Pick<Config, 'ffmpegPath'>;

/** What a run of a `mix` job receives. */
export type MixContext = JobContext<MixParams, MixStage>;

/** The length of the stems: the longest input, as the mix is. */
const stemsSeconds = (inputFiles: readonly FileRow[]) =>
  Math.max(0, ...inputFiles.map((file) => file.duration_seconds ?? 0));

/**
 * The `mix` job kind, the playground's export: mixes the named stems of one of the owner's finished
 * jobs at their volume, mute, solo and pan, keeps the loop region when asked, changes the key and
 * tempo with Rubber Band (minus one's quality) in a worker thread, and stores the mix and its peaks.
 * Its inputs are the source job's stems, found at submit; charged the length it mixes.
 */
export function mixJobKind(config: MixJobConfig): JobKind<MixParams, MixResult, MixStage> {
  return {
    kind: 'mix',
    params: mixParamsSchema,
    result: mixResultSchema,
    stages: mixStageSchema,
    maxAttempts: 3,
    retryBaseDelayMs: 5000,
    resolveInputFileIds: stemFileIds,
    async checkSubmission({params, inputFiles}): Promise<Record<string, string> | undefined> {
      if (!params.region) return undefined;
      const seconds = stemsSeconds(inputFiles);
      if (params.region.start >= seconds)
        return {'params.region.start': `must be before the end of the stems (${seconds.toFixed(2)} s)`};
      if (params.region.end > seconds + REGION_END_SLACK_SECONDS)
        return {'params.region.end': `must not be after the end of the stems (${seconds.toFixed(2)} s)`};
      return undefined;
    },
    creditSeconds: ({params, inputFiles}) => {
      const seconds = stemsSeconds(inputFiles);
      return params.region ? Math.min(seconds, params.region.end) - params.region.start : seconds;
    },
    run: (context) => runMixJob(context, config),
  };
}

/**
 * The audio files of the stems `params.stems` names, in that order: the caller's own job alone
 * (another's is as absent as a missing one, 404), one that made stems (409 JOB_HAS_NO_STEMS), and
 * stems it made (400 with the field).
 */
async function stemFileIds({params, ownerId, db, kinds}: ResolveInput<MixParams>): Promise<string[]> {
  const stems = await ownedJobStems(db, kinds, ownerId, params.sourceJobId);
  const fields: Record<string, string> = {};
  const ids = params.stems.map((stem, index) => {
    const at = stems.stems.indexOf(stem.stem);
    if (at < 0)
      fields[`params.stems.${index}.stem`] = `is not a stem of this job (${stems.stems.join(', ')})`;
    return stems.fileIds[at] ?? '';
  });
  if (Object.keys(fields).length > 0) throw apiError('VALIDATION_FAILED', fields);
  return ids;
}

async function runMixJob(context: MixContext, config: MixJobConfig): Promise<JobOutput<MixResult>> {
  const {params, inputFiles} = context;
  if (inputFiles.length !== params.stems.length)
    throw new JobError('JOB_INPUT_MISSING', 'A stem of the mix no longer exists.');
  return inTempFolder('mix', async (folder) => {
    const stems = [];
    for (const [index, level] of params.stems.entries()) {
      const file = inputFiles[index];
      if (!file) throw new JobError('JOB_INPUT_MISSING', 'A stem of the mix no longer exists.');
      const path = join(folder, `stem-${index}${safeExtension(file.original_name)}`);
      await copyFromStorage(context, file, path);
      stems.push({path, volume: level.volume, muted: level.muted, solo: level.solo, pan: level.pan});
    }
    const work: MixWorkInput = {
      outputDir: folder,
      settings: {
        stems,
        semitones: params.semitones,
        tempo: params.tempoPercent / 100,
        region: params.region,
        format: params.format,
      },
      maxSeconds: stemsSeconds(inputFiles) + CHARGED_LENGTH_SLACK_SECONDS,
      ffmpegPath: config.ffmpegPath,
      percentOfJob: RENDER_PERCENT,
    };
    const output = await runJobInThread<MixWorkInput, MixFileOutput, MixStage>(context, {
      module: new URL('./mixWork.ts', import.meta.url),
      exportName: 'mixInThread',
      input: work,
    });
    const base = await nameOf(context);
    await context.progress('store', RENDER_PERCENT);
    const {fileId, peaksFileId} = await storeAudioWithPeaks(context, 'mix', base, output);
    const gains = stemGains(params.stems);
    return {
      fileIds: [fileId, peaksFileId],
      data: {
        sourceJobId: params.sourceJobId,
        fileId,
        peaksFileId,
        format: output.format,
        durationSeconds: output.durationSeconds,
        semitones: params.semitones,
        tempoPercent: params.tempoPercent,
        stems: params.stems.filter((_, index) => (gains[index] ?? 0) > 0).map((stem) => stem.stem),
      },
    };
  });
}

const percentText = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The result's name: the source song's, then what the mix changed, e.g. 'Lagu saya (campuran,
 * nada +2, tempo 80%)'; the song's name from the source's upload, generation title or video title.
 */
async function nameOf(context: MixContext): Promise<string> {
  const {params} = context;
  const labels = LABELS[await jobLanguage(context)];
  const parts: string[] = [labels.mix];
  if (params.semitones !== 0)
    parts.push(`${labels.key} ${params.semitones > 0 ? '+' : ''}${params.semitones}`);
  if (params.tempoPercent !== 100) parts.push(`${labels.tempo} ${percentText(params.tempoPercent)}%`);
  const song = (await songNameOf(context)) ?? labels.song;
  return `${song} (${parts.join(', ')})`;
}

/** The name of the source job's song, as its kind names it (`resultFacts.songName`), or null when it has none (or is gone). */
async function songNameOf(context: MixContext): Promise<string | null> {
  const {services, ownerId, kinds, params} = context;
  const row = await findOwnedJob(services.db, ownerId, params.sourceJobId);
  const output = row ? outputOf(row) : null;
  if (!row || !output) return null;
  const name = kinds
    .get(row.kind)
    ?.resultFacts.songName?.({data: output.data, inputFileIds: inputFileIdsOf(row)});
  if (!name) return null;
  if ('title' in name) return name.title;
  const file = await findOwnedFile(services.db, ownerId, name.fileId);
  return file ? stripExtension(file.original_name) : null;
}
