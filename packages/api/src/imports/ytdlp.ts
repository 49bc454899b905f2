import {ToolMissingError, runTool} from '@nada/audio';
import {z} from 'zod';
import {apiError} from '../errors.ts';
import type {ApiError} from '../errors.ts';
import type {EgressRefusal} from './egressProxy.ts';

/** How long one yt-dlp probe may run before it is killed. @default 60000 */
export const PROBE_TIMEOUT_MS = 60_000;

// What yt-dlp prints about one format; only what the probe reads is declared, the rest passes.
const formatSchema = z.looseObject({
  url: z.string().optional(),
  protocol: z.string().optional(),
  http_headers: z.record(z.string(), z.string()).optional(),
});

const videoSchema = z.looseObject({
  _type: z.string().optional(),
  id: z.string().nullish(),
  title: z.string().nullish(),
  uploader: z.string().nullish(),
  channel: z.string().nullish(),
  duration: z.number().nullish(),
  thumbnail: z.string().nullish(),
  extractor_key: z.string().nullish(),
  extractor: z.string().nullish(),
  webpage_url: z.string().nullish(),
  is_live: z.boolean().nullish(),
  live_status: z.string().nullish(),
  url: z.string().optional(),
  protocol: z.string().optional(),
  http_headers: z.record(z.string(), z.string()).optional(),
  requested_formats: z.array(formatSchema).nullish(),
  requested_downloads: z.array(formatSchema).nullish(),
});

/** One video (or audio) as yt-dlp describes it. */
export type YtdlpVideo = z.infer<typeof videoSchema>;

const infoSchema = videoSchema.extend({
  entries: z.array(videoSchema.nullable()).nullish(),
});

/** What `yt-dlp --dump-single-json` answers: one video, or a playlist with its (first) entries. */
export type YtdlpInfo = z.infer<typeof infoSchema>;

/**
 * The title without the " (1)" yt-dlp's generic extractor appends to each media element of a page
 * (the n-th one's id ends in "-n"): the page's title is the song's.
 */
export function itemTitle(
  title: string | null | undefined,
  id: string | null | undefined,
): string | undefined {
  if (!title) return undefined;
  const numbered = /-(\d+)$/.exec(id ?? '');
  const suffix = numbered ? ` (${numbered[1]})` : undefined;
  return suffix && title.endsWith(suffix) && title.length > suffix.length
    ? title.slice(0, -suffix.length)
    : title;
}

/** Options of {@link runYtdlp}. */
export interface RunYtdlpOptions {
  /** The yt-dlp binary (`YTDLP_PATH`). */
  ytdlpPath: string;
  /** The egress proxy every request of yt-dlp goes through. */
  proxyUrl: string;
  /** What the proxy refused while yt-dlp ran, to tell our refusal from the site's failure. */
  refusals: readonly EgressRefusal[];
  /** @default PROBE_TIMEOUT_MS */
  timeoutMs?: number;
  /** Aborts the run (the client went away). */
  signal?: AbortSignal;
}

/**
 * Asks yt-dlp what `url` is, without downloading: `--dump-single-json --skip-download
 * --no-playlist`, and for a link that is only a playlist its first item alone
 * (`--playlist-items 1`). Every request goes through the egress proxy; no configuration file,
 * cache or plugin of the machine is read. Failures reject with an `ApiError` (see {@link ytdlpFailure}).
 */
export async function runYtdlp(url: string, options: RunYtdlpOptions): Promise<YtdlpInfo> {
  const args = [
    '--dump-single-json',
    '--skip-download',
    '--no-playlist',
    '--playlist-items',
    '1',
    '--ignore-config',
    '--no-cache-dir',
    '--no-warnings',
    '--no-progress',
    '--socket-timeout',
    '20',
    '--proxy',
    options.proxyUrl,
    '--',
    url,
  ];
  const {code, stdout, stderr, timedOut} = await run(options.ytdlpPath, args, options);
  if (timedOut)
    throw apiError(
      'IMPORT_NETWORK_FAILED',
      new Error(`yt-dlp took longer than ${options.timeoutMs ?? PROBE_TIMEOUT_MS} ms`),
    );
  if (code !== 0) throw ytdlpFailure(stderr, options.refusals);
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch (error) {
    throw apiError(
      'IMPORT_FAILED',
      new Error(`yt-dlp printed no JSON: ${stdout.slice(0, 200)}`, {cause: error}),
    );
  }
  const info = infoSchema.safeParse(parsed);
  if (!info.success) throw apiError('IMPORT_FAILED', info.error);
  return info.data;
}

// yt-dlp's own words for content that exists no more or is not for everyone (extractors differ).
const UNAVAILABLE =
  /private video|video unavailable|this video is (private|unavailable|no longer available)|has been removed|removed by the (uploader|user)|account .*terminated|copyright|available in your country|geo.?restrict|sign in to confirm|members.only|join this channel|age.?restrict|inappropriate|HTTP Error (401|403|404|410)\b|does not exist|premieres in|this live event will begin/i;
const NETWORK =
  /HTTP Error 5\d\d|timed out|urlopen error|Connection (refused|reset)|Name or service not known|getaddrinfo|Temporary failure in name resolution|Network is unreachable|Remote end closed|IncompleteRead|Tunnel connection failed/i;

/**
 * The error a failed yt-dlp run answers with: `URL_NOT_ALLOWED` when the egress proxy refused one of
 * its connections (a redirect or a page pointing inside), `IMPORT_UNSUPPORTED` for a link no
 * extractor understands, `IMPORT_UNAVAILABLE` for private, removed or restricted content,
 * `IMPORT_NETWORK_FAILED` when the site could not be reached, else `IMPORT_FAILED`.
 */
export function ytdlpFailure(stderr: string, refusals: readonly EgressRefusal[]): ApiError {
  const cause = new Error(`yt-dlp failed: ${stderr.trim().slice(-2000)}`);
  if (refusals.some((refusal) => refusal.code === 'URL_NOT_ALLOWED'))
    return apiError('URL_NOT_ALLOWED', 'it leads to an address Nada does not connect to', cause);
  if (/Unsupported URL|is not a valid URL|no suitable InfoExtractor/i.test(stderr))
    return apiError('IMPORT_UNSUPPORTED', cause);
  if (refusals.length || NETWORK.test(stderr)) return apiError('IMPORT_NETWORK_FAILED', cause);
  if (UNAVAILABLE.test(stderr)) return apiError('IMPORT_UNAVAILABLE', cause);
  return apiError('IMPORT_FAILED', cause);
}

async function run(
  command: string,
  args: string[],
  options: Pick<RunYtdlpOptions, 'timeoutMs' | 'signal' | 'proxyUrl'>,
): Promise<{code: number | null; stdout: string; stderr: string; timedOut: boolean}> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    const {code, stderr, timedOut} = await runTool(command, args, {
      env: YTDLP_ENV,
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? PROBE_TIMEOUT_MS,
      onStdout: (chunk) => {
        // A single video's JSON is tens of kilobytes; a runaway answer is cut rather than buffered.
        if (bytes >= 16 * 1024 * 1024) return;
        chunks.push(chunk);
        bytes += chunk.length;
      },
    });
    return {code, stdout: Buffer.concat(chunks).toString('utf8'), stderr, timedOut};
  } catch (error) {
    if (error instanceof ToolMissingError)
      throw new Error(`yt-dlp (${command}) could not run`, {cause: error});
    // Aborted (the client went away): the child is killed and the probe ends with the abort.
    throw error;
  }
}

/** yt-dlp's environment: none of the machine's proxy variables or user configuration, only PATH and locale. */
export const YTDLP_ENV: NodeJS.ProcessEnv = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  LANG: 'C.UTF-8',
  HOME: '/nonexistent',
};
