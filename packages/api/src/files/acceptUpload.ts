import {randomUUID} from 'node:crypto';
import {createReadStream} from 'node:fs';
import {open} from 'node:fs/promises';
import type {Kysely} from 'kysely';
import type {Database, FileRow, UserRow} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import {planOf, uploadLimitBytes} from '../plans/plans.ts';
import {newFileKey} from '../storage/storage.ts';
import type {Storage} from '../storage/storage.ts';
import {sanitizeFileName} from './fileName.ts';
import {insertFile, releaseStorage, reserveStorage} from './store.ts';
import type {StorageReservation} from './store.ts';
import {measureDecodedSeconds, probeAudio} from './probe.ts';
import {sniffAudio, SNIFF_BYTES} from './sniff.ts';
import {uploadExpiresAt, uploadReservationExpiresAt} from '../sweeper/retention.ts';

/** What accepting an upload needs. */
export interface AcceptUploadDeps {
  db: Kysely<Database>;
  storage: Storage;
  ffprobePath: string;
  /** Decodes each upload once, to measure its real length. */
  ffmpegPath: string;
  /** `UPLOAD_MAX_BYTES`: replaces the plan's size limit when set. */
  uploadMaxBytes: number | undefined;
}

/** A completed upload, still in the staging folder. */
export interface StagedUpload {
  /** The tus upload id, whose storage reservation (`uploadReservationId`) the file takes over. */
  id: string;
  owner: UserRow;
  /** Local path of the complete upload. */
  path: string;
  size: number;
  /** The name the client sent in its metadata, if any. */
  name: string | null | undefined;
}

/**
 * Checks a completed upload and turns it into a stored file: refuses empty, oversized, non-audio
 * (by magic bytes), undecodable (by ffprobe) and overlong files (by the length that really decodes) with their own error, then copies it
 * into storage under a generated key (computing its SHA-256) and records the `files` row, which
 * takes the place of the upload's storage reservation. On any failure nothing is left in storage
 * or the database, the reservation included; the caller removes the staged upload.
 */
export async function acceptUpload(deps: AcceptUploadDeps, upload: StagedUpload): Promise<FileRow> {
  const reservationId = uploadReservationId(upload.id);
  try {
    return await acceptReserved(deps, upload, reservationId);
  } catch (error) {
    await releaseStorage(deps.db, reservationId);
    throw error;
  }
}

async function acceptReserved(
  deps: AcceptUploadDeps,
  upload: StagedUpload,
  reservationId: string,
): Promise<FileRow> {
  if (upload.size === 0) throw apiError('FILE_EMPTY');
  const limit = uploadLimitBytes(upload.owner, deps.uploadMaxBytes);
  if (upload.size > limit) throw apiError('FILE_TOO_LARGE', limit);
  // Reserved again with the final size (replacing the creation's reservation): an upload created
  // before reservations existed, or whose reservation expired, is checked here under the same lock.
  await reserveStorageOrRefuse(deps.db, upload.owner, {
    id: reservationId,
    bytes: upload.size,
    expiresAt: uploadReservationExpiresAt(),
  });

  const sniffed = sniffAudio(await readHead(upload.path));
  if (!sniffed) throw apiError('FILE_NOT_AUDIO');
  const probe = await probeAudio(deps.ffprobePath, upload.path);
  // ffprobe must read it, and read it as the container its first bytes announce.
  if (!probe || !sniffed.formats.includes(probe.formatName)) throw apiError('FILE_UNREADABLE');
  const plan = planOf(upload.owner);
  if (probe.durationSeconds > plan.maxSongSeconds) throw apiError('FILE_TOO_LONG', plan.maxSongSeconds);
  // The header's duration is only a claim: the length checked, stored and charged is what decodes.
  // Decoding stops a second past the limit, so an hour hidden behind a short header costs no more.
  const durationSeconds = await measureDecodedSeconds(deps.ffmpegPath, upload.path, plan.maxSongSeconds + 1);
  if (durationSeconds === undefined) throw apiError('FILE_UNREADABLE');
  if (durationSeconds > plan.maxSongSeconds) throw apiError('FILE_TOO_LONG', plan.maxSongSeconds);

  const key = newFileKey(upload.owner.id);
  try {
    const stored = await deps.storage.put(key, createReadStream(upload.path));
    if (stored.size !== upload.size) {
      throw new Error(`Stored ${stored.size} bytes of a ${upload.size}-byte upload`);
    }
    const now = new Date();
    return await insertFile(
      deps.db,
      {
        id: randomUUID(),
        owner_id: upload.owner.id,
        storage_key: key,
        original_name: sanitizeFileName(
          upload.name,
          `audio.${sniffed.family === 'matroska' ? 'mka' : sniffed.family}`,
        ),
        content_type: sniffed.contentType,
        size_bytes: stored.size,
        sha256: stored.sha256,
        created_at: now.toISOString(),
        expires_at: uploadExpiresAt(plan, now),
        duration_seconds: durationSeconds,
        codec: probe.codec,
        channels: probe.channels,
        sample_rate_hz: probe.sampleRateHz,
      },
      reservationId,
    );
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The id of the storage reservation an upload holds from its creation until it becomes a file. */
export const uploadReservationId = (uploadId: string): string => `upload:${uploadId}`;

/**
 * Reserves `reservation.bytes` of `owner`'s storage (see `reserveStorage`: atomic against every other
 * upload and job of theirs), or refuses with STORAGE_QUOTA_EXCEEDED when that would take them past
 * their plan's quota.
 */
export async function reserveStorageOrRefuse(
  db: Kysely<Database>,
  owner: UserRow,
  reservation: Omit<StorageReservation, 'ownerId'>,
): Promise<void> {
  const quota = planOf(owner).storageQuotaBytes;
  if (!(await reserveStorage(db, {...reservation, ownerId: owner.id}, quota)))
    throw apiError('STORAGE_QUOTA_EXCEEDED', quota);
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
