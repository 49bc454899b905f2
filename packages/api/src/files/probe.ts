import {execFile} from 'node:child_process';
import {promisify} from 'node:util';

const run = promisify(execFile);

/** What ffprobe reads from a file that decodes as audio. */
export interface AudioProbe {
  /** ffprobe's `format_name`, e.g. 'mp3' or 'mov,mp4,m4a,3gp,3g2,mj2'. */
  formatName: string;
  durationSeconds: number;
  /** Codec of the first audio stream, e.g. 'mp3', 'pcm_s16le', 'aac'. */
  codec: string;
  channels: number;
  sampleRateHz: number;
}

interface FfprobeOutput {
  format?: {format_name?: string; duration?: string};
  streams?: Array<{codec_name?: string; channels?: number; sample_rate?: string; duration?: string}>;
}

/**
 * Runs ffprobe on a local file and answers its first audio stream, or undefined when ffprobe
 * cannot read it as audio (wrong format, truncated, no audio stream, zero length). A missing or
 * broken ffprobe binary rejects instead: that is our fault, not the file's.
 */
export async function probeAudio(ffprobePath: string, path: string): Promise<AudioProbe | undefined> {
  let stdout: string;
  try {
    ({stdout} = await run(
      ffprobePath,
      [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        '-select_streams',
        'a:0',
        path,
      ],
      {timeout: 30_000, maxBuffer: 1024 * 1024},
    ));
  } catch (error) {
    const {code} = error as {code?: unknown};
    // A numeric code is ffprobe's own exit status: it ran and refused the file.
    if (typeof code === 'number') return undefined;
    throw new Error(`ffprobe (${ffprobePath}) could not run`, {cause: error});
  }
  const output = JSON.parse(stdout) as FfprobeOutput;
  const stream = output.streams?.[0];
  const durationSeconds = Number(output.format?.duration ?? stream?.duration);
  const sampleRateHz = Number(stream?.sample_rate);
  if (!stream?.codec_name || !output.format?.format_name) return undefined;
  if (!(durationSeconds > 0) || !(sampleRateHz > 0) || !stream.channels) return undefined;
  return {
    formatName: output.format.format_name,
    durationSeconds,
    codec: stream.codec_name,
    channels: stream.channels,
    sampleRateHz,
  };
}

/**
 * Decodes a file's first audio stream to nowhere and answers how many seconds it really holds,
 * reading at most `capSeconds` (a file past the cap answers the cap). The container's own duration
 * (what ffprobe reports) is the file's claim, not a fact: a FLAC header can say 10 s over two
 * minutes of frames. Undefined when ffmpeg cannot decode it; a missing ffmpeg rejects.
 */
export async function measureDecodedSeconds(
  ffmpegPath: string,
  path: string,
  capSeconds: number,
): Promise<number | undefined> {
  let stdout: string;
  try {
    ({stdout} = await run(
      ffmpegPath,
      [
        ...['-v', 'error', '-nostdin', '-nostats', '-t', String(capSeconds), '-i', path],
        ...['-map', '0:a:0', '-f', 'null', '-progress', 'pipe:1', '-'],
      ],
      {timeout: 120_000, maxBuffer: 16 * 1024 * 1024},
    ));
  } catch (error) {
    const {code} = error as {code?: unknown};
    if (typeof code === 'number') return undefined;
    throw new Error(`ffmpeg (${ffmpegPath}) could not run`, {cause: error});
  }
  // -progress ends with the block of the last decoded timestamp.
  const last = [...stdout.matchAll(/^out_time_us=(\d+)$/gm)].at(-1)?.[1];
  const seconds = Number(last) / 1e6;
  return seconds > 0 ? seconds : undefined;
}
