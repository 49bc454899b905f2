import {StringDecoder} from 'node:string_decoder';
import {ToolMissingError, runTool} from '@nada/audio';
import {readdir} from 'node:fs/promises';
import {join} from 'node:path';
import {apiError} from '../errors.ts';
import type {EgressRefusal} from './egressProxy.ts';
import {YTDLP_ENV, itemTitle, ytdlpFailure} from './ytdlp.ts';

/** How long one download may run before yt-dlp is killed. @default 15 minutes */
export const DOWNLOAD_TIMEOUT_MS = 15 * 60_000;

/** Options of {@link downloadAudio}. */
export interface DownloadAudioOptions {
  /** The yt-dlp binary (`YTDLP_PATH`). */
  ytdlpPath: string;
  /** The egress proxy every request of yt-dlp goes through. */
  proxyUrl: string;
  /** What the proxy refused while yt-dlp ran, to tell our refusal from the site's failure. */
  refusals: readonly EgressRefusal[];
  /** The folder the file is written into (a temporary one of the job's). */
  folder: string;
  /** Largest file yt-dlp may download (the plan's `maxFileBytes`). */
  maxBytes: number;
  /** Aborts the download: yt-dlp is killed. */
  signal: AbortSignal;
  /** Download progress, 0..1, as yt-dlp reports it. */
  onProgress?(fraction: number): void;
  /** @default DOWNLOAD_TIMEOUT_MS */
  timeoutMs?: number;
}

/** What {@link downloadAudio} wrote. */
export interface DownloadedAudio {
  path: string;
  /** The title yt-dlp read from the page, if any. */
  title: string | undefined;
}

/**
 * Downloads the best audio of `url` (or the best format when the site has no audio-only one) with
 * yt-dlp through the egress proxy: `-f bestaudio/best --no-playlist --max-filesize`, into
 * `folder`, with no configuration, cache or plugin of the machine. Failures reject with the same
 * `ApiError`s as the probe (see `ytdlpFailure`), `IMPORT_TOO_LARGE` past `maxBytes`; an abort kills
 * yt-dlp and rejects with the abort.
 */
export async function downloadAudio(url: string, options: DownloadAudioOptions): Promise<DownloadedAudio> {
  const args = [
    ...['-f', 'bestaudio/best', '--no-playlist', '--max-filesize', String(options.maxBytes)],
    ...['--ignore-config', '--no-cache-dir', '--no-warnings', '--no-part', '--no-mtime'],
    ...[
      '--newline',
      '--progress',
      '--progress-template',
      'download:nada-progress %(progress.downloaded_bytes)s %(progress.total_bytes)s %(progress.total_bytes_estimate)s',
    ],
    ...['--print', 'before_dl:nada-title %(id)s %(title)s'],
    // --print makes yt-dlp quiet, and quiet hides "File is larger than max-filesize": --verbose
    // sends its log (that line among it) to stderr again.
    '--verbose',
    ...['--socket-timeout', '20', '--retries', '1', '--fragment-retries', '1'],
    ...['--proxy', options.proxyUrl],
    ...['-o', join(options.folder, 'source.%(ext)s')],
    '--',
    url,
  ];
  let title: string | undefined;
  let tooLarge = false;
  const {code, stderr, timedOut} = await run(options.ytdlpPath, args, options, (line) => {
    const progress = /^nada-progress (\S+) (\S+) (\S+)/.exec(line);
    if (progress) {
      const done = Number(progress[1]);
      const total = Number(progress[2]) || Number(progress[3]);
      if (done >= 0 && total > 0) options.onProgress?.(Math.min(1, done / total));
      return;
    }
    if (/larger than max-filesize/i.test(line)) tooLarge = true;
    const named = /^nada-title (\S+) (.*)$/.exec(line);
    if (named?.[2] && named[2] !== 'NA') title = itemTitle(named[2], named[1]);
  });
  options.signal.throwIfAborted();
  if (timedOut)
    throw ytdlpFailure(`timed out after ${options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS} ms`, options.refusals);
  if (code !== 0) throw ytdlpFailure(stderr, options.refusals);
  const written = (await readdir(options.folder)).filter((name) => name.startsWith('source.'));
  // yt-dlp skips a file over --max-filesize and still exits 0.
  if (tooLarge || /larger than max-filesize/i.test(stderr))
    throw apiError('IMPORT_TOO_LARGE', options.maxBytes);
  if (!written[0]) throw ytdlpFailure(`no file was written: ${stderr}`, options.refusals);
  return {path: join(options.folder, written[0]), title};
}

async function run(
  command: string,
  args: string[],
  options: Pick<DownloadAudioOptions, 'timeoutMs' | 'signal'>,
  onLine: (line: string) => void,
): Promise<{code: number | null; stderr: string; timedOut: boolean}> {
  const stdout = lineSplitter(onLine);
  // --print implies --quiet, which sends the progress lines to stderr on some versions; the size
  // refusal is read as it comes too, however long the verbose log after it.
  const progressOnStderr = lineSplitter((line) => {
    if (line.startsWith('nada-progress ') || /larger than max-filesize/i.test(line)) onLine(line);
  });
  try {
    const result = await runTool(command, args, {
      env: YTDLP_ENV,
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS,
      onStdout: stdout.push,
      onStderr: progressOnStderr.push,
    });
    stdout.end();
    progressOnStderr.end();
    return result;
  } catch (error) {
    if (error instanceof ToolMissingError)
      throw new Error(`yt-dlp (${command}) could not run`, {cause: error});
    throw error;
  }
}

/** Calls `onLine` with each line of a byte stream pushed in chunks (\n, \r\n or \r ends one). */
function lineSplitter(onLine: (line: string) => void) {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return {
    push: (chunk: Buffer) => {
      pending += decoder.write(chunk);
      const lines = pending.split(/\r?\n|\r/);
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
      // A "line" this long is not one of the lines read here.
      if (pending.length > 64 * 1024) pending = '';
    },
    end: () => {
      pending += decoder.end();
      if (pending) onLine(pending);
      pending = '';
    },
  };
}
