import {join} from 'node:path';
import {AudioError} from './errors.ts';
import {decodeAudio, encodeAudio} from './ffmpeg.ts';
import {addPanned, stemGains} from './mixdown.ts';
import type {StemMixLevel} from './mixdown.ts';
import {waveformPeaks} from './peaks.ts';
import type {WaveformPeaks} from './peaks.ts';
import {changeKeyAndTempo} from './rubberband.ts';
import {throwIfAborted} from './separation.ts';
import type {Seconds, StereoAudio} from './stereo.ts';
import {audioDuration, audioLength, createStereo, fitLength} from './stereo.ts';

/** The formats a mix export writes. */
export const MIX_FORMATS = ['mp3', 'wav', 'flac'] as const;

/** One of `MIX_FORMATS`. */
export type MixFormat = (typeof MIX_FORMATS)[number];

/** The stages `renderMixFile` reports, in order. */
export const MIX_STAGES = ['decode', 'mix', 'keytempo', 'encode'] as const;

/** One of `MIX_STAGES`. */
export type MixStage = (typeof MIX_STAGES)[number];

/** One stem file of a mix and how it sounds. */
export interface MixFileStem extends StemMixLevel {
  path: string;
}

/** What `renderMixFile` makes of the stems. */
export interface MixFileSettings {
  stems: readonly MixFileStem[];
  /** Master key change, -12..12. @default 0 */
  semitones?: number;
  /** Master tempo factor, 0.5..2. @default 1 */
  tempo?: number;
  /** Only this region of the stems (seconds from their start), before the tempo change. */
  region?: {start: Seconds; end: Seconds} | null;
  format: MixFormat;
}

/** Options of `renderMixFile`. */
export interface MixFileOptions {
  /** Refuse a stem longer than this with `AUDIO_TOO_LONG`. */
  maxSeconds?: Seconds;
  /** @default 'ffmpeg' */
  ffmpegPath?: string;
  /** @default 'rubberband' */
  rubberbandPath?: string;
  signal?: AbortSignal;
  /** Called with a stage and how far the whole render is, 0..1. */
  onProgress?: (stage: MixStage, fraction: number) => void;
}

/** The file `renderMixFile` wrote, its length and its waveform peaks. */
export interface MixFileOutput {
  path: string;
  format: MixFormat;
  durationSeconds: Seconds;
  sampleRate: number;
  peaks: WaveformPeaks;
}

const ENCODE_FORMATS = {mp3: 'mp3', wav: 'wav16', flac: 'flac'} as const;

/**
 * Renders a playground mix from stem files into `outputDir/mix.<format>`: each stem decoded in turn
 * and added at its level and pan (so only the mix and one stem are in memory at once), cut to the
 * region, then the key and tempo changed with Rubber Band at minus one's quality, as `renderMix` does.
 */
export async function renderMixFile(
  outputDir: string,
  settings: MixFileSettings,
  options: MixFileOptions = {},
): Promise<MixFileOutput> {
  const {signal, onProgress} = options;
  const {stems, region} = settings;
  if (stems.length === 0) throw new RangeError('renderMixFile needs at least one stem');
  if (!(settings.format in ENCODE_FORMATS))
    throw new RangeError(`format must be one of ${MIX_FORMATS.join(', ')}`);
  if (region && !(Number.isFinite(region.start) && region.start >= 0 && region.end > region.start))
    throw new RangeError('the region must start at 0 or later and end after it starts');
  const gains = stemGains(stems);
  let mix: StereoAudio | undefined;
  for (const [index, stem] of stems.entries()) {
    onProgress?.('decode', (0.4 * index) / stems.length);
    // A silent stem is still decoded: it sets the mix's length as it does in the playground.
    const audio = await decodeAudio(stem.path, {
      ...(options.ffmpegPath ? {ffmpegPath: options.ffmpegPath} : {}),
      ...(options.maxSeconds === undefined ? {} : {maxSeconds: options.maxSeconds}),
      ...(signal ? {signal} : {}),
    });
    throwIfAborted(signal);
    onProgress?.('mix', (0.4 * (index + 0.5)) / stems.length);
    if (!mix) mix = createStereo(audioLength(audio), audio.sampleRate);
    else if (audioLength(audio) > audioLength(mix)) mix = fitLength(mix, audioLength(audio));
    const gain = gains[index]!;
    if (gain > 0) addPanned(mix, audio, gain, stem.pan);
  }
  if (!mix) throw new RangeError('renderMixFile needs at least one stem');
  if (region) {
    const duration = audioDuration(mix);
    if (region.start >= duration)
      throw new AudioError('AUDIO_RANGE_OUTSIDE', {
        detail: `region ${region.start}-${region.end} s of ${duration.toFixed(3)} s`,
      });
    const start = Math.round(region.start * mix.sampleRate);
    const end = Math.min(audioLength(mix), Math.round(region.end * mix.sampleRate));
    mix = {
      sampleRate: mix.sampleRate,
      channels: [mix.channels[0].slice(start, end), mix.channels[1].slice(start, end)],
    };
  }
  const semitones = settings.semitones ?? 0;
  const tempo = settings.tempo ?? 1;
  if (semitones !== 0 || tempo !== 1) {
    onProgress?.('keytempo', 0.45);
    mix = await changeKeyAndTempo(mix, {
      semitones,
      tempo,
      formants: 'preserve',
      engine: 'fine',
      ...(options.rubberbandPath ? {rubberbandPath: options.rubberbandPath} : {}),
      ...(signal ? {signal} : {}),
    });
    throwIfAborted(signal);
  }
  onProgress?.('encode', 0.85);
  const path = join(outputDir, `mix.${settings.format}`);
  await encodeAudio(mix, path, {
    format: ENCODE_FORMATS[settings.format],
    ...(options.ffmpegPath ? {ffmpegPath: options.ffmpegPath} : {}),
    ...(signal ? {signal} : {}),
  });
  onProgress?.('encode', 1);
  return {
    path,
    format: settings.format,
    durationSeconds: audioDuration(mix),
    sampleRate: mix.sampleRate,
    peaks: waveformPeaks(mix),
  };
}
