import {createWriteStream} from 'node:fs';
import {mkdtemp, open, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {extname, join} from 'node:path';
import {pipeline} from 'node:stream/promises';
import type {Config} from '../../../config.ts';
import {lowerJobReservation} from '../../../credits/store.ts';
import type {FileRow, UserRow} from '../../../db/schema.ts';
import {ApiError} from '../../../errors.ts';
import {sanitizeFileName} from '../../../files/fileName.ts';
import {measureDecodedSeconds, probeAudio} from '../../../files/probe.ts';
import {SNIFF_BYTES, sniffAudio} from '../../../files/sniff.ts';
import {findOwnedFile} from '../../../files/store.ts';
import {downloadAudio} from '../../../imports/download.ts';
import {startEgressProxy} from '../../../imports/egressProxy.ts';
import {checkImportUrl} from '../../../imports/urlGuard.ts';
import {planOf} from '../../../plans/plans.ts';
import {runProcess} from '../../../stillImage.ts';
import {uploadExpiresAt} from '../../../sweeper/retention.ts';
import {JobError} from '../../jobError.ts';
import {outputOf, resultPart, storedParams} from '../../jobRow.ts';
import type {JobContext, JobKind, JobOutput} from '../../registry.ts';
import {stripExtension, variantFileName} from '../../resultNames.ts';
import {changeKeyAndTempo, encodeAudio} from '@nada/audio';
import {STEMS_OF_THEN, importParamsSchema, importResultSchema, importStageSchema} from './importParams.ts';
import type {ImportParams, ImportResult, ImportStage} from './importParams.ts';
import {importResultFacts} from './importFacts.ts';
import {checkSeparationEngine, runSeparateJob} from '../separate/separateJob.ts';
import {AUDIO_FORMATS, storeResultFiles} from '../../resultFiles.ts';
import type {ResultFile} from '../../resultFiles.ts';
import {jobLanguage} from '../workInThread.ts';
import type {SeparateJobConfig} from '../separate/separateJob.ts';
import type {SeparateParams, SeparateStage} from '../separate/separateParams.ts';

/** Where the job's percent stands when the download starts and when it ends. */
const DOWNLOAD_START_PERCENT = 2;
const DOWNLOAD_END_PERCENT = 40;

/** How long encoding the MP3 (or cutting the range) may take before ffmpeg is killed. */
const ENCODE_TIMEOUT_MS = 10 * 60_000;

/** What an `import` job needs from the configuration. */
export type ImportJobConfig = SeparateJobConfig &
  Pick<Config, 'ytdlpPath' | 'ffprobePath' | 'importTestAllowance'>;

/** What `importJobKind` takes: the tools' paths default to their names on the PATH. */
export type ImportKindConfig = SeparateJobConfig &
  Partial<Pick<Config, 'ytdlpPath' | 'ffprobePath' | 'importTestAllowance'>>;

/**
 * The `import` job kind: downloads the best audio of a link with yt-dlp through the egress proxy,
 * measures it by decoding (refused past the plan's longest song; charged by its real length, or
 * its range's), keeps it as one of the owner's files, and makes what `then` asks: the audio as MP3,
 * or the minus one with the `separate` kind's own work.
 */
export function importJobKind(
  kindConfig: ImportKindConfig,
): JobKind<ImportParams, ImportResult, ImportStage> {
  const config: ImportJobConfig = {
    ...kindConfig,
    ytdlpPath: kindConfig.ytdlpPath ?? 'yt-dlp',
    ffprobePath: kindConfig.ffprobePath ?? 'ffprobe',
    importTestAllowance: kindConfig.importTestAllowance,
  };
  const policy = {testAllowance: config.importTestAllowance};
  return {
    kind: 'import',
    params: importParamsSchema,
    result: importResultSchema,
    stages: importStageSchema,
    maxAttempts: 2,
    retryBaseDelayMs: 2000,
    resultFacts: importResultFacts,
    async checkSubmission({params, inputFiles}): Promise<Record<string, string> | undefined> {
      if (inputFiles.length) return {inputFileIds: 'must be empty: an import job downloads its input'};
      // A link to an address inside answers 400 URL_NOT_ALLOWED before a job exists.
      await checkImportUrl(params.url, policy);
      const stems = stemsOf(params);
      if (stems) return await checkSeparationEngine(config, {...params, stems});
      return undefined;
    },
    // Reserved at submit: the plan's longest song (or the range, if shorter); lowered to the real
    // length once the download is decoded, and that is what is charged.
    creditSeconds: ({params, owner}) => {
      const longest = owner ? planOf(owner).maxSongSeconds : 0;
      const range = params.range ? params.range.endSeconds - params.range.startSeconds : longest;
      return Math.min(longest, range);
    },
    run: (context) => runImportJob(context, config, policy),
  };
}

/** What a run of an `import` job receives. */
type ImportContext = JobContext<ImportParams, ImportStage>;

async function runImportJob(
  context: ImportContext,
  config: ImportJobConfig,
  policy: Parameters<typeof checkImportUrl>[1],
): Promise<JobOutput<ImportResult>> {
  const {params, signal, services, ownerId} = context;
  await context.progress('fetch', 0);
  const owner = await services.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', ownerId)
    .executeTakeFirstOrThrow();
  const plan = planOf(owner);
  const checked = await asJobError(checkImportUrl(params.url, policy));
  const folder = await mkdtemp(join(tmpdir(), 'nada-import-'));
  try {
    // The same link downloaded by an earlier import of the owner's, still kept: no second download.
    const earlier = await earlierDownload(context, checked.url.href);
    let downloaded: {path: string; title: string | undefined};
    if (earlier) {
      const path = join(folder, `source${extname(earlier.file.original_name).toLowerCase()}`);
      await pipeline(await services.storage.get(earlier.file.storage_key), createWriteStream(path), {signal});
      downloaded = {path, title: earlier.title ?? undefined};
      await context.progress('download', DOWNLOAD_END_PERCENT);
    } else {
      const proxy = await startEgressProxy(policy);
      try {
        await context.progress('download', DOWNLOAD_START_PERCENT);
        let reporting = Promise.resolve();
        downloaded = await asJobError(
          downloadAudio(checked.url.href, {
            ytdlpPath: config.ytdlpPath,
            proxyUrl: proxy.url,
            refusals: proxy.refusals,
            folder,
            maxBytes: plan.maxFileBytes,
            signal,
            onProgress: (fraction) => {
              const percent =
                DOWNLOAD_START_PERCENT + (DOWNLOAD_END_PERCENT - DOWNLOAD_START_PERCENT) * fraction;
              reporting = reporting.then(() => context.progress('download', percent)).catch(() => {});
            },
          }),
        );
        await reporting;
      } finally {
        await proxy.close();
      }
    }

    // What the site says is a claim: the length checked and charged is what decodes.
    const probe = await probeAudio(config.ffprobePath, downloaded.path);
    const sourceSeconds = probe
      ? await measureDecodedSeconds(config.ffmpegPath, downloaded.path, plan.maxSongSeconds + 1)
      : undefined;
    if (!probe || sourceSeconds === undefined)
      throw new JobError('FILE_UNREADABLE', 'The downloaded media holds no audio that can be read.');
    if (sourceSeconds > plan.maxSongSeconds)
      throw new JobError(
        'IMPORT_TOO_LONG',
        `The media of this link is longer than your plan allows (${plan.maxSongSeconds / 60} minutes).`,
      );
    const range = rangeOf(params, sourceSeconds);
    // Charged by the real length (the range's), not the plan's longest song reserved at submit.
    await lowerJobReservation(services.db, context.jobId, range.seconds);

    const title = downloaded.title ?? null;
    const extension = extname(downloaded.path).toLowerCase();
    const source =
      earlier?.file ??
      (await storeSource(context, owner, downloaded.path, {
        fileName: sanitizeFileName(title ? `${title}${extension}` : null, `audio${extension}`),
        durationSeconds: sourceSeconds,
        codec: probe.codec,
        channels: probe.channels,
        sampleRateHz: probe.sampleRateHz,
      }));
    const sourceView = {fileId: source.id, title, durationSeconds: sourceSeconds};

    if (params.then === 'audio') {
      await context.progress('encode', DOWNLOAD_END_PERCENT);
      const mp3 = join(folder, 'audio.mp3');
      await encode(
        config,
        downloaded.path,
        range,
        ['-c:a', 'libmp3lame', '-q:a', '2', '-f', 'mp3'],
        mp3,
        signal,
      );
      const seconds = await measureDecodedSeconds(config.ffmpegPath, mp3, range.seconds + 5);
      if (seconds === undefined) throw new Error('ffmpeg wrote an MP3 that does not decode');
      const id = await storeResult(context, {
        name: 'audio',
        fileName: `${stripExtension(source.original_name)}.mp3`,
        contentType: 'audio/mpeg',
        content: mp3,
        audio: {
          durationSeconds: seconds,
          codec: 'mp3',
          channels: probe.channels,
          sampleRateHz: probe.sampleRateHz,
        },
      });
      await context.progress('encode', 100);
      return {
        fileIds: [id],
        data: {
          source: sourceView,
          durationSeconds: range.seconds,
          audio: {fileId: id, durationSeconds: seconds},
          separation: null,
        },
      };
    }

    if (params.then === 'keytempo') {
      // The whole song (or its range) in another key or tempo, with the separate kind's engine.
      await context.progress('encode', DOWNLOAD_END_PERCENT);
      let path = downloaded.path;
      if (range.cut) {
        path = join(folder, 'range.flac');
        await encode(config, downloaded.path, range, ['-c:a', 'flac', '-f', 'flac'], path, signal);
      }
      const changed = await changeKeyAndTempo(path, {
        semitones: params.semitones,
        tempo: params.tempo,
        ffmpegPath: config.ffmpegPath,
        signal,
      });
      await context.progress('encode', 80);
      const out = join(folder, `song.${params.format}`);
      await encodeAudio(changed, out, {
        format: params.format === 'wav' ? 'wav16' : params.format,
        ffmpegPath: config.ffmpegPath,
        signal,
        ...(params.loudnessTarget === null ? {} : {loudnessTarget: params.loudnessTarget}),
      });
      const seconds = await measureDecodedSeconds(config.ffmpegPath, out, range.seconds / params.tempo + 5);
      if (seconds === undefined) throw new Error(`ffmpeg wrote a ${params.format} that does not decode`);
      const id = await storeResult(context, {
        name: 'audio',
        // The key and tempo in the name, so it never shares one with the song's other results (issue 42).
        fileName: variantFileName(
          stripExtension(source.original_name),
          {semitones: params.semitones, tempo: params.tempo},
          await jobLanguage(context),
          `.${params.format}`,
        ),
        contentType: AUDIO_FORMATS[params.format].contentType,
        content: out,
        audio: {
          durationSeconds: seconds,
          codec: AUDIO_FORMATS[params.format].codec,
          sampleRateHz: changed.sampleRate,
        },
      });
      await context.progress('encode', 100);
      return {
        fileIds: [id],
        data: {
          source: sourceView,
          durationSeconds: range.seconds,
          audio: {fileId: id, durationSeconds: seconds},
          separation: null,
        },
      };
    }

    // The stems: of the source itself, or of its range cut losslessly into a file of the job's.
    const stems = stemsOf(params) ?? '2';
    let input: FileRow = source;
    const fileIds: string[] = [];
    if (range.cut) {
      await context.progress('separate', DOWNLOAD_END_PERCENT);
      const flac = join(folder, 'range.flac');
      await encode(config, downloaded.path, range, ['-c:a', 'flac', '-f', 'flac'], flac, signal);
      const seconds = await measureDecodedSeconds(config.ffmpegPath, flac, range.seconds + 5);
      if (seconds === undefined) throw new Error('ffmpeg wrote a FLAC that does not decode');
      const id = await storeResult(context, {
        name: 'range',
        fileName: `${stripExtension(source.original_name)}.flac`,
        contentType: 'audio/flac',
        content: flac,
        audio: {
          durationSeconds: seconds,
          codec: 'flac',
          channels: probe.channels,
          sampleRateHz: probe.sampleRateHz,
        },
      });
      fileIds.push(id);
      input = await services.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    }
    const {url: _url, then: _then, range: _range, ...options} = params;
    const separateParams: SeparateParams = {...options, stems};
    const separated = await runSeparateJob(
      {
        ...context,
        params: separateParams,
        inputFiles: [input],
        progress: (stage: SeparateStage, percent: number) =>
          context.progress(
            stage === 'store' ? 'encode' : 'separate',
            DOWNLOAD_END_PERCENT + ((100 - DOWNLOAD_END_PERCENT) * percent) / 100,
          ),
      },
      config,
    );
    let separation = separated.data;
    let separatedIds = separated.fileIds ?? [];
    if (params.then === 'vocals') {
      // Only the vocals are kept: the other stem's files are not the job's, so they expire unused.
      const dropped = new Set(
        separation.stems.filter((stem) => stem.name !== 'vocals').flatMap((s) => [s.fileId, s.peaksFileId]),
      );
      separation = {...separation, stems: separation.stems.filter((stem) => stem.name === 'vocals')};
      separatedIds = separatedIds.filter((id) => !dropped.has(id));
    }
    return {
      fileIds: [...fileIds, ...separatedIds],
      data: {source: sourceView, durationSeconds: range.seconds, audio: null, separation},
    };
  } finally {
    await rm(folder, {recursive: true, force: true});
  }
}

/** The stem set a separating import asks for; undefined for 'audio' and 'keytempo'. */
function stemsOf(params: Pick<ImportParams, 'then'>): SeparateParams['stems'] | undefined {
  return params.then in STEMS_OF_THEN ? STEMS_OF_THEN[params.then as keyof typeof STEMS_OF_THEN] : undefined;
}

/** How long an earlier download must still be kept to be used again. */
const REUSE_MARGIN_MS = 60 * 60 * 1000;

/**
 * The source an earlier succeeded import of the owner's downloaded from the same link (the same
 * URL once parsed), if its file is still there and kept an hour more; the newest such.
 */
async function earlierDownload(
  context: ImportContext,
  url: string,
): Promise<{file: FileRow; title: string | null} | undefined> {
  const {services, ownerId, jobId} = context;
  const jobs = await services.db
    .selectFrom('jobs')
    .select(['params', 'result'])
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'import')
    .where('status', '=', 'succeeded')
    .where('id', '!=', jobId)
    .orderBy('finished_at', 'desc')
    .limit(50)
    .execute();
  const until = Date.now() + REUSE_MARGIN_MS;
  for (const job of jobs) {
    const params = storedParams(job, importParamsSchema);
    const result = resultPart(importResultSchema, outputOf(job)?.data);
    if (!params.success || !result || !URL.canParse(params.data.url)) continue;
    if (new URL(params.data.url).href !== url) continue;
    const file = await findOwnedFile(services.db, ownerId, result.source.fileId);
    if (file && (file.expires_at === null || new Date(file.expires_at).getTime() > until))
      return {file, title: result.source.title};
  }
  return undefined;
}

/** The part of the source to process: the range (cut to the source's end) or all of it. */
function rangeOf(params: ImportParams, sourceSeconds: number) {
  if (!params.range) return {start: 0, seconds: sourceSeconds, cut: false};
  const {startSeconds, endSeconds} = params.range;
  if (startSeconds >= sourceSeconds)
    throw new JobError(
      'IMPORT_RANGE_OUTSIDE',
      `The range starts after the end of the media (${Math.floor(sourceSeconds)} seconds).`,
    );
  return {start: startSeconds, seconds: Math.min(endSeconds, sourceSeconds) - startSeconds, cut: true};
}

/** ffmpeg: the first audio stream of `input` (its range), without video or metadata, as `codec` into `output`. */
async function encode(
  config: ImportJobConfig,
  input: string,
  range: {start: number; seconds: number},
  codec: string[],
  output: string,
  signal: AbortSignal,
) {
  const {code} = await runProcess(
    config.ffmpegPath,
    [
      ...['-v', 'error', '-nostdin', '-y', '-ss', String(range.start), '-t', String(range.seconds)],
      ...['-i', input, '-map', '0:a:0', '-vn', '-map_metadata', '-1', ...codec, output],
    ],
    {timeoutMs: ENCODE_TIMEOUT_MS, signal},
  );
  if (code !== 0) throw new JobError('FILE_UNREADABLE', 'The downloaded media could not be converted.');
}

/**
 * Keeps the download as one of the owner's files, kept like an upload (a file of theirs, not a
 * result the job's deletion takes away), under the job's stable id so a retry writes it once.
 */
async function storeSource(
  context: ImportContext,
  owner: UserRow,
  path: string,
  facts: {fileName: string; durationSeconds: number; codec: string; channels: number; sampleRateHz: number},
): Promise<FileRow> {
  const contentType = sniffAudio(await readHead(path))?.contentType ?? 'application/octet-stream';
  const [id = ''] = await storeResultFiles(
    context,
    [{name: 'source', fileName: facts.fileName, contentType, content: path, audio: facts}],
    {reservation: 'source', expiresAt: uploadExpiresAt(planOf(owner), new Date())},
  );
  return await context.services.db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Stores one result of the job under its stable id `name` (kept as a result: extended on success). */
async function storeResult(context: ImportContext, file: ResultFile): Promise<string> {
  const [id = ''] = await storeResultFiles(context, [file], {reservation: file.name});
  return id;
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const {bytesRead} = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The guard's and yt-dlp's `ApiError`s as the job's error, with the same code: a network failure is
 * transient (retried, then failed with the credits released); the rest would fail the same way again.
 */
async function asJobError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError)
      throw new JobError(error.code, error.message, {
        cause: error,
        transient: error.code === 'IMPORT_NETWORK_FAILED',
      });
    throw error;
  }
}
