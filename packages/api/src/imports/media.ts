import {encodeStillImage, runProcess} from '../stillImage.ts';

/** Width a stored thumbnail is scaled down to, at most, in pixels. */
export const THUMBNAIL_WIDTH_PIXELS = 640;

/**
 * Re-encodes an image (any format ffmpeg decodes) as a JPEG at most 640 pixels wide, without its
 * metadata, so what Nada serves is its own encoding and never the site's bytes. Answers undefined
 * when the image does not decode; a missing ffmpeg rejects.
 */
export function makeThumbnail(ffmpegPath: string, image: Buffer): Promise<Buffer | undefined> {
  return encodeStillImage(
    ffmpegPath,
    image,
    `scale='min(${THUMBNAIL_WIDTH_PIXELS},iw)':-2:flags=lanczos,setsar=1,format=yuvj420p`,
    ['-c:v', 'mjpeg', '-q:v', '4', '-f', 'mjpeg'],
  );
}

/** Options of {@link probeRemoteDuration}. */
export interface RemoteDurationOptions {
  ffprobePath: string;
  /** The egress proxy ffprobe connects through. */
  proxyUrl: string;
  /** Headers the extractor says the media needs (User-Agent, Referer). */
  headers?: Record<string, string> | undefined;
  /** @default 30000 */
  timeoutMs?: number;
}

/**
 * The length of a media URL in seconds, read by ffprobe through the egress proxy (for extractors,
 * like the generic one, that do not say); only network protocols are allowed, so a playlist
 * pointing at `file:` gets nothing. Undefined when ffprobe cannot tell.
 */
export async function probeRemoteDuration(
  url: string,
  options: RemoteDurationOptions,
): Promise<number | undefined> {
  const headers = {...options.headers};
  const userAgent = headers['User-Agent'];
  delete headers['User-Agent'];
  const extra = Object.entries(headers)
    .filter(([name]) => name === 'Referer' || name === 'Cookie' || name === 'Origin')
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const args = [
    '-v',
    'error',
    '-protocol_whitelist',
    'http,https,tcp,tls,httpproxy,hls,crypto',
    '-http_proxy',
    options.proxyUrl,
    ...(userAgent ? ['-user_agent', userAgent] : []),
    ...(extra ? ['-headers', extra] : []),
    '-show_entries',
    'format=duration',
    '-of',
    'json',
    '-i',
    url,
  ];
  const env = {PATH: process.env.PATH, http_proxy: options.proxyUrl, https_proxy: options.proxyUrl};
  const {code, stdout} = await runProcess(options.ffprobePath, args, {env, timeoutMs: options.timeoutMs});
  if (code !== 0) return undefined;
  try {
    const duration = Number(
      (JSON.parse(stdout.toString('utf8')) as {format?: {duration?: string}}).format?.duration,
    );
    return Number.isFinite(duration) && duration > 0 ? duration : undefined;
  } catch {
    return undefined;
  }
}
