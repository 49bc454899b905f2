import {createHash} from 'node:crypto';
import {instrumentName, understandPrompt} from '@nada/audio';
import type {GenerationRequest} from '@nada/audio';
import type {Config} from '../../../config.ts';
import {sanitizeFileName} from '../../../files/fileName.ts';
import {saveGeneratedTrack} from '../../../tracks/store.ts';
import {resultPart} from '../../jobRow.ts';
import {jobStemsOf} from '../../registry.ts';
import type {JobContext, JobKind, JobOutput} from '../../registry.ts';
import {generateParamsSchema, generateResultSchema, generateStageSchema} from './generateParams.ts';
import type {GenerateParams, GenerateResult, GenerateStage} from './generateParams.ts';
import type {GenerateWorkInput, GenerateWorkOutput} from './generateWork.ts';
import {inTempFolder, jobLanguage, runJobInThread} from '../workInThread.ts';
import {storeResultFiles} from '../../resultFiles.ts';
import type {ResultFile} from '../../resultFiles.ts';

/** Share of the whole job's percent the generation takes; storing the files takes the rest. */
const GENERATION_PERCENT = 90;

/** What a `generate` job needs from the configuration. */
export type GenerateJobConfig = Pick<Config, 'ffmpegPath'>;

// What the API reads of a generation's result: its instrument groups (the playground mixes them) and its title.
const generatedStemsSchema = generateResultSchema.pick({stems: true, durationSeconds: true});
const generatedTitleSchema = generateResultSchema.pick({title: true});

/** What a run of a `generate` job receives. */
type GenerateContext = JobContext<GenerateParams, GenerateStage>;

/** The engine's request of a job's params (the result's language is not part of it). */
export function generationRequestOf(
  params: Omit<GenerateParams, 'locale'> & {locale?: unknown},
): GenerationRequest {
  const {locale: _locale, ...request} = params;
  return request;
}

/**
 * The `generate` job kind: composes, arranges, renders, mixes and masters a track from a prompt with
 * @nada/audio in a worker thread, and stores the mix, its waveform peaks, each stem and the MIDI as
 * the owner's files, then records the track in the owner's list (`generated_tracks`).
 */
export function generateJobKind(
  config: GenerateJobConfig,
): JobKind<GenerateParams, GenerateResult, GenerateStage> {
  return {
    kind: 'generate',
    params: generateParamsSchema,
    result: generateResultSchema,
    stages: generateStageSchema,
    maxAttempts: 2,
    retryBaseDelayMs: 5000,
    resultFacts: {
      stems(data) {
        const part = resultPart(generatedStemsSchema, data);
        return part ? jobStemsOf(part) : null;
      },
      songName({data}) {
        const title = resultPart(generatedTitleSchema, data)?.title;
        return title ? {title} : null;
      },
    },
    async checkSubmission({inputFiles}): Promise<Record<string, string> | undefined> {
      if (inputFiles.length) return {inputFileIds: 'must be empty: a generate job starts from its prompt'};
      return undefined;
    },
    // The length asked for (in the form or the prompt) is what the track lasts, and what it costs.
    creditSeconds: ({params}) => understandPrompt(generationRequestOf(params)).durationSeconds,
    run: (context) => runGenerateJob(context, config),
  };
}

/**
 * The seed of a job that names none: derived from its id, so a retry or takeover makes the same
 * track, and shown in the result so "generate again with this seed" makes it again.
 */
function seedOf(context: GenerateContext): number {
  if (context.params.seed !== undefined) return context.params.seed;
  return createHash('sha256').update(context.jobId).digest().readUInt32BE(0) & 0x7fffffff;
}

async function runGenerateJob(
  context: GenerateContext,
  config: GenerateJobConfig,
): Promise<JobOutput<GenerateResult>> {
  const {params} = context;
  const locale = await jobLanguage(context);
  return inTempFolder('generate', async (folder) => {
    const made = await runJobInThread<GenerateWorkInput, GenerateWorkOutput, GenerateStage>(context, {
      module: new URL('./generateWork.ts', import.meta.url),
      exportName: 'generateInThread',
      input: {
        request: {...generationRequestOf(params), seed: seedOf(context)},
        outputDir: folder,
        locale,
        ffmpegPath: config.ffmpegPath,
        percentOfJob: GENERATION_PERCENT,
      },
    });
    return storeResults(context, made, locale);
  });
}

async function storeResults(
  context: GenerateContext,
  made: GenerateWorkOutput,
  locale: 'id' | 'en',
): Promise<JobOutput<GenerateResult>> {
  const {track, peaksPath, sampleRate} = made;
  const base = sanitizeFileName(track.title, 'Nada');
  const audio = {durationSeconds: track.durationSeconds, codec: 'mp3', sampleRateHz: sampleRate};
  const files: ResultFile[] = [
    {name: 'mix', fileName: `${base}.mp3`, contentType: 'audio/mpeg', content: track.mixPath, audio},
    {
      name: 'peaks:mix',
      fileName: `${base}.peaks.json`,
      contentType: 'application/json',
      content: peaksPath,
    },
    ...track.stems.map((stem) => ({
      name: `stem:${stem.name}`,
      // Named in the page's language, as the title is: "Senja Santai (gitar).mp3".
      fileName: `${base} (${instrumentName(stem.name, locale)}).mp3`,
      contentType: 'audio/mpeg',
      content: stem.path,
      audio,
    })),
    {name: 'midi', fileName: `${base}.mid`, contentType: 'audio/midi', content: track.midiPath},
  ];

  const stored = await storeResultFiles(context, files, {
    beforeEach: (index) =>
      context.progress('store', GENERATION_PERCENT + ((100 - GENERATION_PERCENT) * index) / files.length),
  });
  const ids = new Map(files.map((file, index) => [file.name, stored[index] ?? '']));
  const idOf = (name: string) => ids.get(name) ?? '';

  const data = generateResultSchema.parse({
    title: track.title,
    mix: {fileId: idOf('mix'), peaksFileId: idOf('peaks:mix')},
    stems: track.stems.map((stem) => ({name: stem.name, fileId: idOf(`stem:${stem.name}`)})),
    midiFileId: idOf('midi'),
    bpm: track.bpm,
    key: track.key,
    durationSeconds: track.durationSeconds,
    seed: track.seed,
    integratedLufs: track.integratedLufs,
    truePeakDb: track.truePeakDb,
    understood: track.understood,
  } satisfies GenerateResult);
  // Last, once the result is whole: the owner's list shows finished tracks only.
  const now = new Date().toISOString();
  await saveGeneratedTrack(context.services.db, {
    id: context.jobId,
    owner_id: context.ownerId,
    title: track.title,
    mix_file_id: data.mix.fileId,
    peaks_file_id: data.mix.peaksFileId,
    duration_seconds: track.durationSeconds,
    created_at: now,
    updated_at: now,
  });
  return {fileIds: [...ids.values()], data};
}
