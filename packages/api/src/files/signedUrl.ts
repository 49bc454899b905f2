import {createHmac, randomBytes, timingSafeEqual} from 'node:crypto';
import {link, mkdir, readFile, unlink, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Config} from '../config.ts';

/** How a signed URL serves the file: played in the page, or saved as a download. */
export type Disposition = 'inline' | 'attachment';

/** How long a signed file URL stays valid, in seconds. */
export const FILE_URL_TTL_SECONDS = 15 * 60;

/** Name of the generated secret inside `DATA_DIR` when `FILE_URL_SECRET` is unset. */
export const FILE_URL_SECRET_FILE = 'file-url-secret';

/** Signs and checks the query of `GET /api/files/:id/content` URLs. */
export interface FileUrlSigner {
  /** The `expires` (Unix seconds) and `sig` query values for a URL valid until `expires`. */
  sign(fileId: string, disposition: Disposition, expires: number): string;
  /** Whether `sig` was made here for these values, and whether it is still valid at `now` (Unix seconds). */
  verify(
    fileId: string,
    disposition: Disposition,
    expires: number,
    sig: string,
    now: number,
  ): 'ok' | 'expired' | 'invalid';
}

/** A signer over `secret` (HMAC-SHA256; the signature covers the file id, disposition and expiry). */
export function createFileUrlSigner(secret: string | Buffer): FileUrlSigner {
  const mac = (fileId: string, disposition: Disposition, expires: number) =>
    createHmac('sha256', secret).update(`v1\n${fileId}\n${disposition}\n${expires}`).digest();
  return {
    sign: (fileId, disposition, expires) => mac(fileId, disposition, expires).toString('base64url'),
    verify(fileId, disposition, expires, sig, now) {
      const expected = mac(fileId, disposition, expires);
      const given = Buffer.from(sig, 'base64url');
      // Signature first: a forged URL is invalid whatever expiry it claims.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return now > expires ? 'expired' : 'ok';
    },
  };
}

/** A signed content URL and when it stops working. */
export interface SignedFileUrl {
  /** Path of `GET <prefix>/files/:id/content` with its signed query. */
  url: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** A URL to file `fileId`'s content under the API `prefix` (e.g. `/api`), valid for `FILE_URL_TTL_SECONDS`. */
export function signFileUrl(
  signer: FileUrlSigner,
  prefix: string,
  fileId: string,
  disposition: Disposition,
  nowMs: number = Date.now(),
): SignedFileUrl {
  const expires = Math.floor(nowMs / 1000) + FILE_URL_TTL_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    sig: signer.sign(fileId, disposition, expires),
  });
  if (disposition !== 'inline') query.set('disposition', disposition);
  return {
    url: `${prefix}/files/${encodeURIComponent(fileId)}/content?${query}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/**
 * The secret file URLs are signed with: `FILE_URL_SECRET`, or in the embedded default one generated
 * once and kept in `DATA_DIR`, so URLs survive a restart without anything to configure.
 */
export async function loadFileUrlSecret(config: Pick<Config, 'fileUrlSecret' | 'dataDir'>): Promise<string> {
  if (config.fileUrlSecret) return config.fileUrlSecret;
  const path = join(config.dataDir, FILE_URL_SECRET_FILE);
  await mkdir(config.dataDir, {recursive: true});
  // Written whole under a temporary name, then linked into place: link() fails if the file exists,
  // so processes starting together agree on the first secret and never read a half-written one.
  const candidate = `${path}.${randomBytes(6).toString('hex')}`;
  await writeFile(candidate, randomBytes(32).toString('hex'), {mode: 0o600});
  try {
    await link(candidate, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(candidate);
  }
  return (await readFile(path, 'utf8')).trim();
}
