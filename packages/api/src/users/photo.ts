import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {promisify} from 'node:util';
import {encodeStillImage} from '../stillImage.ts';

const run = promisify(execFile);

/** Largest profile photo upload: 5 MiB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Width and height of a stored profile photo, in pixels. */
export const PHOTO_SIZE_PIXELS = 512;

/** Content-Types a photo upload may be sent with. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The image format recognised from a file's first bytes. */
export type SniffedImage = 'jpeg' | 'png' | 'webp';

/**
 * Recognises JPEG, PNG or WebP from the first bytes, or answers undefined. The Content-Type the
 * client sent is not consulted: a text file sent as image/png is still text.
 */
export function sniffImage(head: Buffer): SniffedImage | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return undefined;
}

/** A photo as stored: its bytes and the Content-Type they are served with. */
export interface SquarePhoto {
  bytes: Buffer;
  contentType: 'image/webp' | 'image/jpeg';
}

const encoders = new Map<string, Promise<SquarePhoto['contentType']>>();

/**
 * What this ffmpeg encodes photos to: WebP when it has libwebp (Debian's has), else JPEG.
 * Asked once per binary and remembered.
 */
export function photoOutputType(ffmpegPath: string): Promise<SquarePhoto['contentType']> {
  let known = encoders.get(ffmpegPath);
  if (!known) {
    known = run(ffmpegPath, ['-hide_banner', '-encoders'], {
      timeout: 10_000,
      maxBuffer: 4 * 1024 * 1024,
    }).then(
      ({stdout}) => (/\blibwebp\b/.test(stdout) ? 'image/webp' : 'image/jpeg'),
      (error: unknown) => {
        encoders.delete(ffmpegPath);
        throw new Error(`ffmpeg (${ffmpegPath}) could not run`, {cause: error});
      },
    );
    encoders.set(ffmpegPath, known);
  }
  return known;
}

/**
 * Crops an image to its centred square and scales it to 512x512, as WebP (or JPEG, see
 * `photoOutputType`). Answers undefined when ffmpeg cannot decode the input (damaged, truncated,
 * over 50 megapixels); a missing ffmpeg rejects instead, since that is our fault, not the photo's.
 * Only the first frame of an animated image is kept.
 */
export async function makeSquarePhoto(ffmpegPath: string, input: Buffer): Promise<SquarePhoto | undefined> {
  const contentType = await photoOutputType(ffmpegPath);
  const size = PHOTO_SIZE_PIXELS;
  const codec =
    contentType === 'image/webp'
      ? ['-c:v', 'libwebp', '-quality', '85', '-f', 'webp']
      : ['-c:v', 'mjpeg', '-q:v', '3', '-f', 'mjpeg'];
  const filter = `crop='min(iw,ih)':'min(iw,ih)',scale=${size}:${size}:flags=lanczos,setsar=1,format=${contentType === 'image/webp' ? 'yuva420p' : 'yuvj420p'}`;
  const bytes = await encodeStillImage(ffmpegPath, input, filter, codec);
  return bytes && {bytes, contentType};
}

/** A short hash of the photo's storage key: its `?v=` and ETag, new with every new photo. */
export function photoVersion(photoKey: string): string {
  return createHash('sha256').update(photoKey).digest('hex').slice(0, 12);
}

/** The public URL of a user's uploaded photo, or null without one. */
export function photoUrl(userId: string, photoKey: string | null, prefix = '/api'): string | null {
  return photoKey ? `${prefix}/users/${userId}/photo?v=${photoVersion(photoKey)}` : null;
}
