import {createReadStream, createWriteStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {extname, join} from 'node:path';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {listEngines} from '@nada/audio';
import type {SeparatedSong, SeparationStage, StemName, WaveformPeaks} from '@nada/audio';
import type {Config} from '../../config.ts';
import type {FileRow} from '../../db/schema.ts';
import {releaseStorage, reserveStorage, saveResultFile} from '../../files/store.ts';
import {planOf} from '../../plans/plans.ts';
import {findUserById} from '../../users/store.ts';
import {ObjectNotFoundError} from '../../storage/storage.ts';
import {resultReservationExpiresAt, unfinishedResultExpiresAt} from '../../sweeper/retention.ts';
import {stripExtension} from '../archive.ts';
import {JobError} from '../jobError.ts';
import {stemFileName} from '../resultNames.ts';
import type {JobContext, JobKind, JobOutput} from '../registry.ts';
import type {SeparateWorkInput} from './separateWork.ts';
import {CHARGED_LENGTH_SLACK_SECONDS, inTempFolder, jobLanguage, runJobInThread} from './workInThread.ts';
import {separateParamsSchema, separateResultSchema, separateStageSchema} from './separateParams.ts';
import type {SeparateParams, SeparateResult, SeparateStage} from './separateParams.ts';

/** Share of the whole job's percent the separation takes; storing the files takes the rest. */
const SEPARATION_PERCENT = 90;

/** Content types of the formats a `separate` job writes. */
const CONTENT_TYPES = {mp3: 'audio/mpeg', wav: 'audio/wav', flac: 'audio/flac'} as const;

/** Codec names as ffprobe reports them for uploads, so result rows read like upload rows. */
const CODECS = {mp3: 'mp3', wav: 'pcm_s16le', flac: 'flac'} as const;

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

// ffmpeg reads the content, not the name, but a familiar extension helps its probing of raw streams.
/** The extension of an upload's name when it looks like one ('.mp3'), else ''. */
export function safeExtension(name: string): string {
  const extension = extname(name).toLowerCase();
  return /^\.[a-z0-9]{1,5}$/.test(extension) ? extension : '';
}

/** What the helpers shared by the audio kinds need of a job's context. */
export type StoringContext = Pick<
  JobContext<unknown>,
  'services' | 'jobId' | 'ownerId' | 'resultId' | 'signal'
>;

/** Copies an input's content to `path`; content gone from storage fails the job with JOB_INPUT_MISSING. */
export async function copyFromStorage(context: StoringContext, file: FileRow, path: string) {
  let content: Readable;
  try {
    content = await context.services.storage.get(file.storage_key);
  } catch (error) {
    // The row is there but its content is gone (removed by hand, a lost bucket): retrying cannot help.
    if (error instanceof ObjectNotFoundError)
      throw new JobError('JOB_INPUT_MISSING', 'The input file’s content no longer exists.', {cause: error});
    throw error;
  }
  await pipeline(content, createWriteStream(path), {signal: context.signal});
}

/** One file to store under the job's stable result id `name`. */
export interface ResultFile {
  name: string;
  fileName: string;
  contentType: string;
  /** The content: the path of a file on this machine, or the bytes themselves. */
  content: string | Buffer;
  audio?: {durationSeconds: number; codec: string; sampleRateHz: number};
}

const sizeOf = async (content: string | Buffer) =>
  typeof content === 'string' ? (await stat(content)).size : content.length;

const openContent = (content: string | Buffer): Readable =>
  typeof content === 'string' ? createReadStream(content) : Readable.from([content]);

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
        contentType: CONTENT_TYPES[stem.format],
        content: stem.path,
        audio: {
          durationSeconds: stem.samples / song.sampleRate,
          codec: CODECS[stem.format],
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

  const stored = await storeResultFiles(context, files, (index) =>
    context.progress('store', SEPARATION_PERCENT + ((100 - SEPARATION_PERCENT) * index) / files.length),
  );
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

/**
 * Stores a run's results and answers their ids, in order. Their total size is reserved against the
 * owner's storage quota first (atomically with every upload and job of theirs), so a run whose
 * results would pass it fails with STORAGE_QUOTA_EXCEEDED before writing any, and its credits are
 * released with that failure. `beforeEach(index)` runs before each file is stored (progress).
 */
export async function storeResultFiles(
  context: StoringContext,
  files: readonly ResultFile[],
  beforeEach?: (index: number) => Promise<void>,
): Promise<string[]> {
  const sizes = await Promise.all(files.map((file) => sizeOf(file.content)));
  const reservationId = `job:${context.jobId}:results`;
  await reserveResultStorage(context, {
    id: reservationId,
    bytes: sizes.reduce((total, size) => total + size, 0),
    replacingFileIds: files.map((file) => context.resultId(file.name)),
  });
  try {
    const ids: string[] = [];
    for (const [index, file] of files.entries()) {
      context.signal.throwIfAborted();
      await beforeEach?.(index);
      ids.push(await storeResultFile(context, file, reservationId));
    }
    return ids;
  } finally {
    await releaseStorage(context.services.db, reservationId);
  }
}

/**
 * Reserves `reservation.bytes` of the job owner's storage for results about to be stored (files
 * among `replacingFileIds`, an earlier run's results under the same ids, are not counted twice), or
 * fails the job with STORAGE_QUOTA_EXCEEDED: not transient, so it is not retried and its credits
 * are released. The caller releases the reservation once the files are stored or given up.
 */
export async function reserveResultStorage(
  context: StoringContext,
  reservation: {id: string; bytes: number; replacingFileIds: readonly string[]},
): Promise<void> {
  const {services, ownerId} = context;
  const owner = await findUserById(services.db, ownerId);
  const quota = owner ? planOf(owner).storageQuotaBytes : 0;
  const reserved = await reserveStorage(
    services.db,
    {...reservation, ownerId, expiresAt: resultReservationExpiresAt()},
    quota,
  );
  if (!reserved)
    throw new JobError(
      'STORAGE_QUOTA_EXCEEDED',
      `The results (${megabytes(reservation.bytes)}) would take your files past your plan's storage (${megabytes(quota)}); delete some first.`,
    );
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Stores one result under the job's stable result id: the object is replaced and the row written
 * once, so a retry or a takeover leaves one file, whose row describes what is stored now. Its bytes
 * must be reserved (see `storeResultFiles`); the row takes them over from `reservationId`.
 */
async function storeResultFile(
  context: StoringContext,
  file: ResultFile,
  reservationId: string,
): Promise<string> {
  const {services, ownerId} = context;
  const id = context.resultId(file.name);
  const key = `users/${ownerId}/${id}`;
  const stored = await services.storage.put(key, openContent(file.content));
  await saveResultFile(
    services.db,
    {
      id,
      owner_id: ownerId,
      storage_key: key,
      original_name: file.fileName,
      content_type: file.contentType,
      created_at: new Date().toISOString(),
      // Extended to the owner's plan retention when the job succeeds (see expireResultFiles).
      expires_at: unfinishedResultExpiresAt(),
      size_bytes: stored.size,
      sha256: stored.sha256,
      duration_seconds: file.audio?.durationSeconds ?? null,
      codec: file.audio?.codec ?? null,
      channels: file.audio ? 2 : null,
      sample_rate_hz: file.audio?.sampleRateHz ?? null,
    },
    reservationId,
  );
  return id;
}
