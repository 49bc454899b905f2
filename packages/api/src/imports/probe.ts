import {createHash, randomUUID} from 'node:crypto';
import {Readable} from 'node:stream';
import type {Kysely} from 'kysely';
import type {Database, UserRow} from '../db/schema.ts';
import {apiError, ApiError} from '../errors.ts';
import {reserveStorageOrRefuse} from '../files/acceptUpload.ts';
import {sanitizeFileName} from '../files/fileName.ts';
import {signFileUrl} from '../files/signedUrl.ts';
import type {FileUrlSigner} from '../files/signedUrl.ts';
import {findOwnedFileByContent, insertFile, releaseStorage} from '../files/store.ts';
import {planOf} from '../plans/plans.ts';
import {newFileKey} from '../storage/storage.ts';
import type {Storage} from '../storage/storage.ts';
import {resultReservationExpiresAt, uploadExpiresAt} from '../sweeper/retention.ts';
import {sniffImage} from '../users/photo.ts';
import {startEgressProxy} from './egressProxy.ts';
import {guardedFetch} from './guardedFetch.ts';
import {makeThumbnail, probeRemoteDuration} from './media.ts';
import {describedItem, mediaOf, presentProbe} from './present.ts';
import type {ImportProbeView} from './schema.ts';
import {checkImportUrl} from './urlGuard.ts';
import type {TestAllowance} from './urlGuard.ts';
import {itemTitle, runYtdlp} from './ytdlp.ts';

/** Largest thumbnail image fetched from a site. */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

/** What a probe needs: the binaries, storage for the thumbnail and the test-only allowance. */
export interface ProbeDeps {
  db: Kysely<Database>;
  storage: Storage;
  signer: FileUrlSigner;
  /** The API prefix signed URLs are made under, e.g. `/api`. */
  prefix: string;
  ytdlpPath: string;
  ffmpegPath: string;
  ffprobePath: string;
  testAllowance: TestAllowance | undefined;
  /** Where problems that do not fail the probe (a thumbnail that would not come) are reported. */
  warn(details: object, message: string): void;
}

/**
 * Looks at `url` for `user`: checks it with the URL guard (no process starts for a refused one),
 * runs yt-dlp through an egress proxy of its own, reads the length with ffprobe through the same
 * proxy when the site does not say, stores the thumbnail as the user's file, and answers what it
 * is and whether the user's plan may import it. `signal` (the client going away) kills yt-dlp.
 */
export async function probeImport(
  deps: ProbeDeps,
  user: UserRow,
  url: string,
  signal?: AbortSignal,
): Promise<ImportProbeView> {
  const policy = {testAllowance: deps.testAllowance};
  const checked = await checkImportUrl(url, policy);
  const plan = planOf(user);
  const proxy = await startEgressProxy(policy);
  try {
    const info = await runYtdlp(checked.url.href, {
      ytdlpPath: deps.ytdlpPath,
      proxyUrl: proxy.url,
      refusals: proxy.refusals,
      signal,
    });
    signal?.throwIfAborted();
    const {item} = describedItem(info);
    let durationSeconds = item.duration ?? null;
    const media = mediaOf(item);
    if (durationSeconds === null && media) {
      durationSeconds =
        (await probeRemoteDuration(media.url, {
          ffprobePath: deps.ffprobePath,
          proxyUrl: proxy.url,
          headers: media.headers,
        })) ?? null;
      // A media URL that leads inside is the link's fault, whatever else the page holds.
      if (proxy.refusals.some((refusal) => refusal.code === 'URL_NOT_ALLOWED'))
        throw apiError('URL_NOT_ALLOWED', 'its media leads to an address Nada does not connect to');
    }
    const thumbnailUrl = item.thumbnail ?? info.thumbnail;
    const thumbnail = thumbnailUrl
      ? await storeThumbnail(deps, user, thumbnailUrl, itemTitle(item.title, item.id) ?? info.title)
      : null;
    return presentProbe({
      requestedUrl: checked.url.href,
      info,
      durationSeconds: durationSeconds === null ? null : Math.round(durationSeconds * 1000) / 1000,
      thumbnail,
      maxDurationSeconds: plan.maxSongSeconds,
    });
  } finally {
    await proxy.close();
  }
}

/**
 * Fetches the thumbnail through the guard, re-encodes it with ffmpeg and stores it as one of the
 * user's files (kept like an upload), answering a signed URL on this API; null when it cannot be
 * had, which does not fail the probe.
 */
async function storeThumbnail(
  deps: ProbeDeps,
  user: UserRow,
  url: string,
  title: string | null | undefined,
): Promise<ImportProbeView['thumbnail']> {
  let bytes: Buffer | undefined;
  try {
    const fetched = await guardedFetch(url, {
      testAllowance: deps.testAllowance,
      maxBytes: THUMBNAIL_MAX_BYTES,
    });
    if (!sniffImage(fetched.body)) return null;
    bytes = await makeThumbnail(deps.ffmpegPath, fetched.body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    deps.warn({err: error, thumbnail: url}, 'the thumbnail of a probed link was not fetched');
    return null;
  }
  if (!bytes) return null;
  // The same link probed again gives the same image: answer the one stored, if it stays a day more.
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const until = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const existing = await findOwnedFileByContent(deps.db, user.id, {sha256, contentType: 'image/jpeg'}, until);
  if (existing) return {fileId: existing.id, ...signFileUrl(deps.signer, deps.prefix, existing.id, 'inline')};
  const id = randomUUID();
  const reservationId = `thumbnail:${id}`;
  await reserveStorageOrRefuse(deps.db, user, {
    id: reservationId,
    bytes: bytes.length,
    expiresAt: resultReservationExpiresAt(),
  });
  const key = newFileKey(user.id);
  try {
    const stored = await deps.storage.put(key, Readable.from([bytes]));
    const now = new Date();
    const row = await insertFile(
      deps.db,
      {
        id,
        owner_id: user.id,
        storage_key: key,
        original_name: sanitizeFileName(title ? `${title}.jpg` : null, 'thumbnail.jpg'),
        content_type: 'image/jpeg',
        size_bytes: stored.size,
        sha256: stored.sha256,
        created_at: now.toISOString(),
        expires_at: uploadExpiresAt(planOf(user), now),
        duration_seconds: null,
        codec: null,
        channels: null,
        sample_rate_hz: null,
      },
      reservationId,
    );
    return {fileId: row.id, ...signFileUrl(deps.signer, deps.prefix, row.id, 'inline')};
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    await releaseStorage(deps.db, reservationId);
    throw error;
  }
}
