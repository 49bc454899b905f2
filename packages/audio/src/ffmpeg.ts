import {stat} from 'node:fs/promises';
import {dirname, join, resolve} from 'node:path';
import type {Writable} from 'node:stream';
import {AudioError} from './errors.ts';
import {normalizeLoudness} from './loudness.ts';
import {ToolMissingError, runTool} from './process.ts';
import type {Seconds, StereoAudio} from './stereo.ts';
import {SAMPLE_RATE, audioLength} from './stereo.ts';
import type {Hertz} from './units.ts';

/** Where the system tools are, and what they may read. */
export const FFMPEG_DEFAULTS = {
  ffmpegPath: 'ffmpeg',
  sampleRate: SAMPLE_RATE as Hertz,
  /**
   * The demuxers `decodeAudio` allows: audio files and the usual video containers. Playlists (HLS,
   * concat, ...) are left out, because an uploaded "song" that is really a playlist would make
   * ffmpeg read other files or URLs.
   */
  inputFormats: [
    ...['aac', 'ac3', 'eac3', 'aiff', 'amr', 'ape', 'asf', 'au', 'avi', 'caf', 'flac', 'flv'],
    ...['matroska', 'webm', 'mov', 'mp4', 'm4a', '3gp', 'mp3', 'mpeg', 'mpegts', 'ogg', 'w64', 'wav', 'wv'],
  ] as readonly string[],
} as const;

/** Options of `decodeAudio`. */
export interface DecodeOptions {
  /** The ffmpeg binary. @default 'ffmpeg' (from PATH) */
  ffmpegPath?: string;
  /** The ffprobe binary. @default ffprobe next to `ffmpegPath` */
  ffprobePath?: string;
  /** The sample rate to decode to. @default 44100 */
  sampleRate?: Hertz;
  /** The ffmpeg demuxers allowed to read the input. @default FFMPEG_DEFAULTS.inputFormats */
  inputFormats?: readonly string[];
  /**
   * Refuse audio longer than this many seconds with `AUDIO_TOO_LONG`. ffmpeg stops decoding just past
   * it (`-t`), so a file whose header understates its length costs no more than the limit to find out.
   */
  maxSeconds?: Seconds;
  signal?: AbortSignal;
}

// How far past `maxSeconds` decoding goes, to tell audio that ends at the limit from audio that goes on.
const MAX_SECONDS_MARGIN = 0.25;

// Only local files, only through the allowed demuxers (nested opens inherit both lists).
function inputArgs(path: string, options: DecodeOptions): string[] {
  const formats = (options.inputFormats ?? FFMPEG_DEFAULTS.inputFormats).join(',');
  return ['-protocol_whitelist', 'file', '-format_whitelist', formats, '-i', `file:${resolve(path)}`];
}

/** The output formats `encodeAudio` writes. */
export type EncodeFormat = 'wav16' | 'wav24' | 'mp3' | 'flac' | 'm4a' | 'ogg';

/** The file extension of each format. */
export const FORMAT_EXTENSIONS: Record<EncodeFormat, string> = {
  wav16: 'wav',
  wav24: 'wav',
  mp3: 'mp3',
  flac: 'flac',
  m4a: 'm4a',
  ogg: 'ogg',
};

/** Options of `encodeAudio`. */
export interface EncodeOptions {
  format: EncodeFormat;
  /** Normalise to this integrated loudness (EBU R128 / BS.1770) first, in LUFS, e.g. -14. */
  loudnessTarget?: number;
  /** With `loudnessTarget`: the gain stops short of pushing the true peak above this, in dBTP. @default -1 */
  truePeakCeiling?: number;
  /** @default 'ffmpeg' */
  ffmpegPath?: string;
  signal?: AbortSignal;
}

/** What `encodeAudio` did. */
export interface EncodeResult {
  path: string;
  /** The gain applied for loudness normalisation, in dB (0 without a target). */
  gainDb: number;
  /** The integrated loudness of what was written, in LUFS (measured before lossy coding). */
  loudness?: number;
}

function probePath(options: DecodeOptions): string {
  if (options.ffprobePath) return options.ffprobePath;
  const ffmpeg = options.ffmpegPath ?? FFMPEG_DEFAULTS.ffmpegPath;
  if (!ffmpeg.includes('/')) return ffmpeg.replace(/ffmpeg$/, 'ffprobe');
  return join(dirname(ffmpeg), 'ffprobe');
}

function missing(error: unknown): AudioError {
  return new AudioError('FFMPEG_MISSING', {cause: error});
}

/** The channel count of the first audio stream (0 when there is none) and the duration if known. */
async function probe(path: string, options: DecodeOptions): Promise<{channels: number; duration: number}> {
  const stdout: Buffer[] = [];
  let result;
  try {
    result = await runTool(
      probePath(options),
      [
        ...['-v', 'error', '-select_streams', 'a:0'],
        ...['-show_entries', 'stream=channels:format=duration', '-of', 'default=noprint_wrappers=1'],
        ...inputArgs(path, options),
      ],
      {signal: options.signal, onStdout: (chunk) => stdout.push(chunk)},
    );
  } catch (error) {
    throw error instanceof ToolMissingError ? missing(error) : error;
  }
  if (result.code !== 0) throw new AudioError('AUDIO_UNDECODABLE', {detail: result.stderr.trim()});
  const fields = new Map<string, string>();
  for (const line of Buffer.concat(stdout).toString('utf8').split('\n')) {
    const [key, value] = line.trim().split('=');
    if (key && value !== undefined && !fields.has(key)) fields.set(key, value);
  }
  const channelsText = fields.get('channels');
  const channels = channelsText === undefined ? 0 : Number.parseInt(channelsText, 10);
  if (!(channels >= 0))
    throw new AudioError('AUDIO_UNDECODABLE', {detail: `ffprobe said channels=${channelsText}`});
  const duration = Number(fields.get('duration'));
  return {channels, duration: Number.isFinite(duration) && duration > 0 ? duration : 0};
}

// Internal (not in index.ts); exported for its test. Collects f32le samples from a pipe into
// planar channels, carrying partial frames between reads.
// With a capacity (from the probed duration) it writes straight into the final arrays; past it, or
// without one, it keeps chunks and joins them at the end.
export class PlanarCollector {
  readonly #channels: number;
  readonly #chunks: Float32Array[][];
  #buffers: Float32Array[] | null;
  #carry = Buffer.alloc(0);
  length = 0;

  constructor(channels: number, capacity: number) {
    this.#channels = channels;
    this.#chunks = Array.from({length: channels}, () => []);
    this.#buffers = capacity > 0 ? Array.from({length: channels}, () => new Float32Array(capacity)) : null;
  }

  push(chunk: Buffer): void {
    let bytes = this.#carry.length ? Buffer.concat([this.#carry, chunk]) : chunk;
    const channels = this.#channels;
    const frameBytes = 4 * channels;
    const whole = bytes.length - (bytes.length % frameBytes);
    this.#carry = Buffer.from(bytes.subarray(whole));
    if (whole === 0) return;
    // Float32Array views need 4-byte alignment; pipe chunks usually have it.
    if (bytes.byteOffset % 4 !== 0) bytes = Buffer.from(bytes.subarray(0, whole));
    const interleaved = new Float32Array(bytes.buffer, bytes.byteOffset, whole / 4);
    const frames = whole / frameBytes;
    const buffers = this.#buffers;
    if (buffers && (buffers[0]?.length ?? 0) < this.length + frames) {
      // The probed duration was short: keep what is there as the first chunk.
      buffers.forEach((buffer, c) => this.#chunks[c]?.push(buffer.subarray(0, this.length)));
      this.#buffers = null;
    }
    for (let c = 0; c < channels; c++) {
      const target = this.#buffers?.[c] ?? new Float32Array(frames);
      const offset = this.#buffers ? this.length : 0;
      for (let i = 0, j = c; i < frames; i++, j += channels) target[offset + i] = interleaved[j] ?? 0;
      if (!this.#buffers) this.#chunks[c]?.push(target);
    }
    this.length += frames;
  }

  channel(c: number): Float32Array {
    const buffer = this.#buffers?.[c];
    if (buffer) {
      // A little slack at the end is cheaper than a second copy of the channel.
      return buffer.length - this.length <= SLACK_SAMPLES
        ? buffer.subarray(0, this.length)
        : buffer.slice(0, this.length);
    }
    const out = new Float32Array(this.length);
    let offset = 0;
    for (const part of this.#chunks[c] ?? []) {
      out.set(part, offset);
      offset += part.length;
    }
    this.#chunks[c] = [];
    return out;
  }
}

const SLACK_SAMPLES = 2 * 44100;

/**
 * Decodes the first audio stream of any file ffmpeg reads (mp3, wav, flac, m4a/aac, ogg/opus, webm,
 * mp4/mov video) to planar stereo float at 44.1 kHz. Mono becomes two equal channels at the same
 * level; more than two channels are downmixed by ffmpeg. Samples are read from a pipe as they come
 * and written straight into arrays sized from the probed duration, so a long song is held once.
 */
export async function decodeAudio(path: string, options: DecodeOptions = {}): Promise<StereoAudio> {
  const sampleRate = options.sampleRate ?? FFMPEG_DEFAULTS.sampleRate;
  if (!(sampleRate > 0) || !Number.isInteger(sampleRate))
    throw new RangeError('sampleRate must be a whole number of hertz');
  const {maxSeconds} = options;
  if (maxSeconds !== undefined && !(maxSeconds > 0)) throw new RangeError('maxSeconds must be above 0');
  try {
    if (!(await stat(path)).isFile()) throw new Error('not a file');
  } catch (error) {
    throw new AudioError('AUDIO_NOT_FOUND', {cause: error, detail: path});
  }
  const probed = await probe(path, options);
  if (probed.channels === 0) throw new AudioError('AUDIO_NO_STREAM', {detail: path});
  const channels = probed.channels === 1 ? 1 : 2;
  // Room for the probed duration plus a second: containers round their durations.
  const expected = maxSeconds === undefined ? probed.duration : Math.min(probed.duration, maxSeconds);
  const capacity = expected ? Math.ceil((expected + 1) * sampleRate) : 0;
  const collector = new PlanarCollector(channels, capacity);
  let result;
  try {
    result = await runTool(
      options.ffmpegPath ?? FFMPEG_DEFAULTS.ffmpegPath,
      [
        '-nostdin',
        '-hide_banner',
        '-v',
        'error',
        ...inputArgs(path, options),
        ...(maxSeconds === undefined ? [] : ['-t', String(maxSeconds + MAX_SECONDS_MARGIN)]),
        '-map',
        '0:a:0',
        '-vn',
        '-sn',
        '-dn',
        '-ac',
        String(channels),
        '-ar',
        String(sampleRate),
        '-c:a',
        'pcm_f32le',
        '-f',
        'f32le',
        'pipe:1',
      ],
      {signal: options.signal, onStdout: (chunk) => collector.push(chunk)},
    );
  } catch (error) {
    throw error instanceof ToolMissingError ? missing(error) : error;
  }
  if (result.code !== 0) {
    const detail = result.stderr.trim();
    throw new AudioError(/matches no streams/.test(detail) ? 'AUDIO_NO_STREAM' : 'AUDIO_UNDECODABLE', {
      detail,
    });
  }
  if (collector.length === 0) throw new AudioError('AUDIO_EMPTY', {detail: path});
  if (maxSeconds !== undefined && collector.length > Math.ceil(maxSeconds * sampleRate))
    throw new AudioError('AUDIO_TOO_LONG', {detail: `${path} holds more than ${maxSeconds} s`});
  const left = collector.channel(0);
  const right = channels === 1 ? left.slice() : collector.channel(1);
  return {sampleRate, channels: [left, right]};
}

const CODEC_ARGS: Record<EncodeFormat, string[]> = {
  wav16: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  wav24: ['-c:a', 'pcm_s24le', '-f', 'wav'],
  // The mp3 muxer writes a LAME header with the encoder delay and padding, so decoders trim both.
  mp3: ['-c:a', 'libmp3lame', '-b:a', '320k', '-f', 'mp3'],
  flac: ['-c:a', 'flac', '-compression_level', '5', '-f', 'flac'],
  // AAC in an MP4 audio container (what phones call .m4a); the moov atom first, so it plays while loading.
  m4a: ['-c:a', 'aac', '-b:a', '256k', '-movflags', '+faststart', '-f', 'ipod'],
  ogg: ['-c:a', 'libvorbis', '-q:a', '7', '-f', 'ogg'],
};

const WRITE_FRAMES = 16384;

async function writeInterleaved(audio: StereoAudio, stdin: Writable): Promise<void> {
  const [left, right] = audio.channels;
  for (let start = 0; start < left.length; start += WRITE_FRAMES) {
    const end = Math.min(left.length, start + WRITE_FRAMES);
    const block = new Float32Array(2 * (end - start));
    for (let i = start, j = 0; i < end; i++, j += 2) {
      block[j] = left[i] ?? 0;
      block[j + 1] = right[i] ?? 0;
    }
    const ok = stdin.write(Buffer.from(block.buffer));
    if (!ok && !stdin.destroyed)
      await new Promise<void>((resolve) => {
        const done = () => {
          stdin.off('drain', done);
          stdin.off('close', done);
          resolve();
        };
        stdin.on('drain', done);
        stdin.on('close', done);
      });
    if (stdin.destroyed) return;
  }
}

/**
 * Writes `audio` to `path` as 16- or 24-bit WAV, FLAC, 320 kbit/s MP3, 256 kbit/s AAC (.m4a) or Ogg Vorbis, optionally normalised to a
 * target integrated loudness first (see `normalizeLoudness`). Overwrites `path`.
 */
export async function encodeAudio(
  audio: StereoAudio,
  path: string,
  options: EncodeOptions,
): Promise<EncodeResult> {
  const length = audioLength(audio);
  if (!(options.format in CODEC_ARGS))
    throw new RangeError(`format must be one of ${Object.keys(CODEC_ARGS).join(', ')}`);
  if (length === 0) throw new AudioError('AUDIO_EMPTY');
  let source = audio;
  let gainDb = 0;
  let loudness: number | undefined;
  if (options.loudnessTarget !== undefined) {
    const normalized = normalizeLoudness(audio, options.loudnessTarget, {
      truePeakCeiling: options.truePeakCeiling ?? -1,
    });
    source = normalized.audio;
    gainDb = normalized.gainDb;
    loudness = normalized.loudness;
  }
  let result;
  try {
    result = await runTool(
      options.ffmpegPath ?? FFMPEG_DEFAULTS.ffmpegPath,
      [
        '-nostdin',
        '-hide_banner',
        '-v',
        'error',
        '-f',
        'f32le',
        '-ar',
        String(audio.sampleRate),
        '-ac',
        '2',
        '-i',
        'pipe:0',
        ...CODEC_ARGS[options.format],
        '-y',
        `file:${resolve(path)}`,
      ],
      {signal: options.signal, writeStdin: (stdin) => writeInterleaved(source, stdin)},
    );
  } catch (error) {
    throw error instanceof ToolMissingError ? missing(error) : error;
  }
  if (result.code !== 0) throw new AudioError('AUDIO_ENCODE_FAILED', {detail: result.stderr.trim()});
  return loudness === undefined ? {path, gainDb} : {path, gainDb, loudness};
}
