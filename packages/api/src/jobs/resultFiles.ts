import {createReadStream, createWriteStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {extname} from 'node:path';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import type {TransformFormat, WaveformPeaks} from '@nada/audio';
import type {FileRow} from '../db/schema.ts';
import {releaseStorage, reserveStorage, saveResultFile} from '../files/store.ts';
import {planOf} from '../plans/plans.ts';
import {ObjectNotFoundError} from '../storage/storage.ts';
import {resultReservationExpiresAt, unfinishedResultExpiresAt} from '../sweeper/retention.ts';
import {findUserById} from '../users/store.ts';
import {JobError} from './jobError.ts';
import type {JobContext} from './registry.ts';

/** What storing a job's files needs of its context. */
export type StoringContext = Pick<
  JobContext<unknown>,
  'services' | 'jobId' | 'ownerId' | 'resultId' | 'signal'
>;

// ffmpeg reads the content, not the name, but a familiar extension helps its probing of raw streams.
/** The extension of an upload's name when it looks like one ('.mp3'), else ''. */
export function safeExtension(name: string): string {
  const extension = extname(name).toLowerCase();
  return /^\.[a-z0-9]{1,5}$/.test(extension) ? extension : '';
}

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
  /** What an audio file's row records; `channels` @default 2 */
  audio?: {durationSeconds: number; codec: string; sampleRateHz: number; channels?: number};
}

/** Content types and codec names (as ffprobe reports them for uploads, so result rows read like upload rows) of the formats jobs write; `wav` is 16-bit PCM. */
export const AUDIO_FORMATS = {
  mp3: {contentType: 'audio/mpeg', codec: 'mp3'},
  wav: {contentType: 'audio/wav', codec: 'pcm_s16le'},
  flac: {contentType: 'audio/flac', codec: 'flac'},
  m4a: {contentType: 'audio/mp4', codec: 'aac'},
  ogg: {contentType: 'audio/ogg', codec: 'vorbis'},
} as const satisfies Record<TransformFormat, {contentType: string; codec: string}>;

/** An audio file a job rendered and its waveform peaks, as @nada/audio answers them. */
export interface RenderedAudio {
  path: string;
  format: keyof typeof AUDIO_FORMATS;
  durationSeconds: number;
  sampleRate: number;
  peaks: WaveformPeaks;
}

/**
 * Stores `audio` as `<base>.<format>` under the result id `name`, and its peaks as
 * `<base>.peaks.json` under 'peaks' (see `storeResultFiles`); answers both ids.
 */
export async function storeAudioWithPeaks(
  context: StoringContext,
  name: string,
  base: string,
  audio: RenderedAudio,
): Promise<{fileId: string; peaksFileId: string}> {
  const format = AUDIO_FORMATS[audio.format];
  const [fileId = '', peaksFileId = ''] = await storeResultFiles(context, [
    {
      name,
      fileName: `${base}.${audio.format}`,
      contentType: format.contentType,
      content: audio.path,
      audio: {durationSeconds: audio.durationSeconds, codec: format.codec, sampleRateHz: audio.sampleRate},
    },
    {
      name: 'peaks',
      fileName: `${base}.peaks.json`,
      contentType: 'application/json',
      content: Buffer.from(JSON.stringify(audio.peaks)),
    },
  ]);
  return {fileId, peaksFileId};
}

/** How `storeResultFiles` stores a run's files. */
export interface StoreResultOptions {
  /** Runs before each file is stored (progress). */
  beforeEach?(index: number): Promise<void>;
  /** The storage reservation's name within the job, one per step that stores files. @default 'results' */
  reservation?: string;
  /**
   * When the files expire. @default a provisional expiry, extended to the owner's plan retention
   * when the job succeeds (see expireResultFiles), so the results of a run that never succeeds are swept
   */
  expiresAt?: string;
}

const sizeOf = async (content: string | Buffer) =>
  typeof content === 'string' ? (await stat(content)).size : content.length;

const openContent = (content: string | Buffer): Readable =>
  typeof content === 'string' ? createReadStream(content) : Readable.from([content]);

/**
 * Stores a run's results and answers their ids, in order. Their total size is reserved against the
 * owner's storage quota first (atomically with every upload and job of theirs), so a run whose
 * results would pass it fails with STORAGE_QUOTA_EXCEEDED before writing any, and its credits are
 * released with that failure.
 */
export async function storeResultFiles(
  context: StoringContext,
  files: readonly ResultFile[],
  options: StoreResultOptions = {},
): Promise<string[]> {
  const sizes = await Promise.all(files.map((file) => sizeOf(file.content)));
  const reservationId = `job:${context.jobId}:${options.reservation ?? 'results'}`;
  await reserveResultStorage(context, {
    id: reservationId,
    bytes: sizes.reduce((total, size) => total + size, 0),
    replacingFileIds: files.map((file) => context.resultId(file.name)),
  });
  try {
    const ids: string[] = [];
    for (const [index, file] of files.entries()) {
      context.signal.throwIfAborted();
      await options.beforeEach?.(index);
      ids.push(await storeResultFile(context, file, reservationId, options.expiresAt));
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
async function reserveResultStorage(
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
  expiresAt: string | undefined,
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
      expires_at: expiresAt ?? unfinishedResultExpiresAt(),
      size_bytes: stored.size,
      sha256: stored.sha256,
      duration_seconds: file.audio?.durationSeconds ?? null,
      codec: file.audio?.codec ?? null,
      channels: file.audio ? (file.audio.channels ?? 2) : null,
      sample_rate_hz: file.audio?.sampleRateHz ?? null,
    },
    reservationId,
  );
  return id;
}
