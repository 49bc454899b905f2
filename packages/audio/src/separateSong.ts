import {mkdir, rm} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import {DEFAULT_ENGINE, loadEngine} from './engines.ts';
import {decodeAudio, encodeAudio} from './ffmpeg.ts';
import type {EncodeFormat} from './ffmpeg.ts';
import {integratedLoudness, truePeak} from './loudness.ts';
import type {Lufs} from './loudness.ts';
import {waveformPeaks} from './peaks.ts';
import type {WaveformPeaks} from './peaks.ts';
import {TEMPO_RANGE, changeKeyAndTempo} from './rubberband.ts';
import {STEM_SETS, assertStemSet, throwIfAborted} from './separation.ts';
import type {StemName, StemSet} from './separation.ts';
import type {SongAnalysis} from './songAnalysis.ts';
import type {Samples, Seconds, StereoAudio} from './stereo.ts';
import {audioLength, mixAudio} from './stereo.ts';
import type {Decibels, Hertz, Semitones} from './units.ts';
import {KEY_SHIFT_RANGE, decibelsToGain} from './units.ts';
import {runInWorkers} from './workers.ts';

/** The file formats a separated song is written in (`wav` is 16-bit PCM). */
export type SongFormat = 'mp3' | 'wav' | 'flac';

/** Every `SongFormat`, in the order a UI offers them. */
export const SONG_FORMATS = ['mp3', 'wav', 'flac'] as const satisfies readonly SongFormat[];

/** The stages of `separateSong`, in the order they run: the one list the API's jobs and the app derive theirs from. */
export const SEPARATION_STAGES = ['decode', 'separate', 'transform', 'encode', 'analyse'] as const;

/** One stage of `separateSong`. */
export type SeparationStage = (typeof SEPARATION_STAGES)[number];

/** Options of `separateSong`. */
export interface SeparateSongOptions {
  /** Which stems: `'2'` (vocals, instrumental) or `'4'` (vocals, drums, bass, other). */
  stems: StemSet;
  /** The engine id (see `listEngines`). @default DEFAULT_ENGINE */
  engine?: string;
  /** The folder of installed ONNX models, for `onnx:<model>` engines. */
  modelsDir?: string;
  /** The key shift of every stem, -12..12 semitones. @default 0 */
  semitones?: Semitones;
  /** The tempo factor of every stem, 0.5..2 (0.9 = 90 % speed). @default 1 */
  tempo?: number;
  /** The output format. @default 'mp3' */
  format?: SongFormat;
  /**
   * Bring the stems played together to this integrated loudness (LUFS, -70..0) with one gain for the
   * whole set, so they still sum to the mix; null leaves the level alone. @default null
   */
  loudnessTarget?: Lufs | null;
  /** With `loudnessTarget`: the gain stops short of pushing any stem or their mix above this true peak. @default -1 */
  truePeakCeiling?: Decibels;
  /**
   * Refuse an input longer than this many seconds with `AUDIO_TOO_LONG` before separating anything;
   * decoding stops just past it, whatever the file's header claims. @default no limit
   */
  maxSeconds?: Seconds;
  /** @default 'ffmpeg' */
  ffmpegPath?: string;
  /** @default 'rubberband' */
  rubberbandPath?: string;
  /** Aborting stops the job at the next checkpoint, removes the files it wrote and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with the running stage and the fraction of the whole job done (0..1, never falling). */
  onProgress?(stage: SeparationStage, fraction: number): void;
}

/** One written stem. */
export interface SeparatedStem {
  name: StemName;
  /** `<outputDir>/<name>.<ext>`. */
  path: string;
  format: SongFormat;
  /** Its length in samples per channel (every stem of a job has the same). */
  samples: Samples;
  peaks: WaveformPeaks;
}

/** What `separateSong` wrote and found out. */
export interface SeparatedSong {
  /**
   * In the order of the stem set (`STEM_SETS`); four stems are followed by the `instrumental`, the
   * minus one made of drums, bass and other added up sample for sample.
   */
  stems: SeparatedStem[];
  /** Of the outputs. */
  sampleRate: Hertz;
  /** Of the outputs (the input's divided by the tempo factor). */
  durationSeconds: Seconds;
  /** About the input as it was uploaded. */
  input: SongAnalysis;
  engine: string;
  semitones: Semitones;
  tempo: number;
  /** The gain applied to every stem for `loudnessTarget`, in dB (0 without one). */
  gainDb: Decibels;
}

/** Defaults of `separateSong`. */
export const SEPARATE_SONG_DEFAULTS = {
  engine: DEFAULT_ENGINE,
  semitones: 0,
  tempo: 1,
  format: 'mp3',
  loudnessTarget: null,
  truePeakCeiling: -1,
} as const;

/** The loudness targets `separateSong` accepts, in LUFS. */
export const LOUDNESS_TARGET_RANGE = {min: -70, max: 0} as const;

const ENCODE_FORMATS: Record<SongFormat, EncodeFormat> = {mp3: 'mp3', wav: 'wav16', flac: 'flac'};
const EXTENSIONS: Record<SongFormat, string> = {mp3: 'mp3', wav: 'wav', flac: 'flac'};

// How much of the whole job each stage is, roughly as long as it takes with the dsp engine.
const STAGE_WEIGHTS: Record<SeparationStage, number> = {
  decode: 0.05,
  separate: 0.6,
  transform: 0.2,
  encode: 0.12,
  analyse: 0.03,
};

function checkOptions(options: SeparateSongOptions): void {
  const {semitones = 0, tempo = 1, format = 'mp3', loudnessTarget = null} = options;
  if (!(options.stems in STEM_SETS))
    throw new RangeError(`stems must be one of ${Object.keys(STEM_SETS).join(', ')}`);
  if (!Number.isInteger(semitones) || semitones < KEY_SHIFT_RANGE.min || semitones > KEY_SHIFT_RANGE.max)
    throw new RangeError(
      `semitones must be a whole number from ${KEY_SHIFT_RANGE.min} to ${KEY_SHIFT_RANGE.max}`,
    );
  if (!Number.isFinite(tempo) || tempo < TEMPO_RANGE.min || tempo > TEMPO_RANGE.max)
    throw new RangeError(`tempo must be from ${TEMPO_RANGE.min} to ${TEMPO_RANGE.max}`);
  if (!SONG_FORMATS.includes(format))
    throw new RangeError(`format must be one of ${SONG_FORMATS.join(', ')}`);
  if (
    loudnessTarget !== null &&
    !(loudnessTarget >= LOUDNESS_TARGET_RANGE.min && loudnessTarget <= LOUDNESS_TARGET_RANGE.max)
  )
    throw new RangeError(
      `loudnessTarget must be from ${LOUDNESS_TARGET_RANGE.min} to ${LOUDNESS_TARGET_RANGE.max} LUFS, or null`,
    );
}

/** Reports progress as a fraction of the whole job that never falls, over the stages this job runs. */
function progressReporter(
  stages: readonly SeparationStage[],
  onProgress: SeparateSongOptions['onProgress'],
): (stage: SeparationStage, fraction: number) => void {
  const total = stages.reduce((sum, stage) => sum + STAGE_WEIGHTS[stage], 0);
  let reported = 0;
  return (stage, fraction) => {
    if (!onProgress) return;
    let before = 0;
    for (const earlier of stages) {
      if (earlier === stage) break;
      before += STAGE_WEIGHTS[earlier];
    }
    const overall = (before + STAGE_WEIGHTS[stage] * Math.min(1, Math.max(0, fraction))) / total;
    reported = Math.max(reported, Math.min(1, overall));
    onProgress(stage, reported);
  };
}

/**
 * The one gain for every stem that brings their mix to `target` LUFS, held back so neither the mix
 * nor any stem (nor any of `submixes`, written too) goes above `ceiling` dBTP (loudness is linear
 * in gain, so it is exact).
 */
function setGainDb(
  stems: readonly StereoAudio[],
  submixes: readonly StereoAudio[],
  target: Lufs,
  ceiling: Decibels,
): Decibels {
  const mix = mixAudio(...stems);
  const loudness = integratedLoudness(mix);
  if (!Number.isFinite(loudness)) return 0;
  let peak = truePeak(mix);
  for (const stem of [...stems, ...submixes]) peak = Math.max(peak, truePeak(stem));
  return Math.min(target - loudness, ceiling - peak);
}

/** The stems added up to the minus one of a four-stem set: everything but the vocals. */
const INSTRUMENTAL_PARTS = ['drums', 'bass', 'other'] as const satisfies readonly StemName[];

// The engine's stems by name. The input moves to the analysis worker afterwards, so a stem that
// shares its memory (an engine may return a channel as it is) is copied.
function stemMap(
  names: readonly StemName[],
  input: StereoAudio,
  separated: Partial<Record<StemName, StereoAudio>>,
): Map<StemName, StereoAudio> {
  const pending = new Map<StemName, StereoAudio>();
  for (const name of names) {
    const stem = separated[name];
    if (!stem) throw new Error(`The engine returned no ${name} stem`);
    const shared = stem.channels.some((channel, c) => channel.buffer === input.channels[c]?.buffer);
    pending.set(
      name,
      shared
        ? {sampleRate: stem.sampleRate, channels: [stem.channels[0].slice(), stem.channels[1].slice()]}
        : stem,
    );
  }
  return pending;
}

/**
 * Encodes `names` with `encode`, as many at once as there are cores (an encoder such as LAME uses
 * one: two stems in turn left the second core idle for seconds of a 3-minute song), and returns the
 * results in the order of `names`. After a failure it starts no further stem and settles every
 * encoding under way before it rejects with the first error, so the caller's clean-up removes
 * files no encoder is still writing.
 */
async function encodeStems(
  names: readonly StemName[],
  encode: (name: StemName) => Promise<SeparatedStem>,
  onDone: (count: number) => void,
): Promise<SeparatedStem[]> {
  const results: SeparatedStem[] = [];
  let next = 0;
  let done = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < names.length) {
      const index = next++;
      try {
        results[index] = await encode(names[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
      onDone(++done);
    }
  };
  const lanes = Math.min(names.length, availableParallelism());
  const outcomes = await Promise.allSettled(Array.from({length: lanes}, lane));
  const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}

/**
 * Separates the song at `inputPath` into stems and writes them as `<outputDir>/<stem>.<ext>`:
 * decode → engine → key/tempo per stem (Rubber Band, formants kept for the vocals) → optional
 * loudness (one gain for the whole set) → encode; four stems also get the minus one, `instrumental`,
 * drums + bass + other added up sample for sample after the key and tempo change, then analyses the input (tempo, key, loudness)
 * and makes waveform peaks of every file. Arguments out of range throw `RangeError`; an unknown
 * engine rejects with `ENGINE_UNKNOWN`, other failures with the `AudioError` of the stage. On
 * failure or abort the stem files it wrote are removed.
 */
export async function separateSong(
  inputPath: string,
  outputDir: string,
  options: SeparateSongOptions,
): Promise<SeparatedSong> {
  checkOptions(options);
  const {stems: set, signal, ffmpegPath, rubberbandPath} = options;
  const engineId = options.engine ?? SEPARATE_SONG_DEFAULTS.engine;
  const semitones = options.semitones ?? SEPARATE_SONG_DEFAULTS.semitones;
  const tempo = options.tempo ?? SEPARATE_SONG_DEFAULTS.tempo;
  const format = options.format ?? SEPARATE_SONG_DEFAULTS.format;
  const loudnessTarget = options.loudnessTarget ?? SEPARATE_SONG_DEFAULTS.loudnessTarget;
  const transform = semitones !== 0 || tempo !== 1;
  const engine = await loadEngine(engineId, options.modelsDir ? {modelsDir: options.modelsDir} : {});
  assertStemSet(engine, set);
  const stages = SEPARATION_STAGES.filter((stage) => stage !== 'transform' || transform);
  const progress = progressReporter(stages, options.onProgress);
  const withSignal = signal ? {signal} : {};
  const written: string[] = [];
  try {
    throwIfAborted(signal);
    progress('decode', 0);
    const input = await decodeAudio(inputPath, {
      ...(ffmpegPath ? {ffmpegPath} : {}),
      ...(options.maxSeconds === undefined ? {} : {maxSeconds: options.maxSeconds}),
      ...withSignal,
    });
    progress('decode', 1);
    throwIfAborted(signal);
    const names = STEM_SETS[set] as readonly StemName[];
    // Stems are dropped from this map as soon as they are replaced or written, so the garbage
    // collector can take them (a 10-minute stereo stem is 212 MB of floats); nothing else keeps the
    // engine's result.
    const pending = stemMap(
      names,
      input,
      await engine.separate(input, {
        stems: set,
        ...withSignal,
        onProgress: (fraction) => progress('separate', fraction),
      }),
    );
    throwIfAborted(signal);
    // The input is needed only for its analysis now, which runs in a worker thread while the stems
    // are transformed and encoded here (and in Rubber Band and ffmpeg).
    const analysis = runInWorkers<SongAnalysis>(
      [
        {
          module: new URL('./songAnalysis.ts', import.meta.url),
          exportName: 'analyseSongTask',
          input: {audio: input},
          transferInput: true,
        },
      ],
      {size: 1, ...withSignal},
    ).then(([result]) => result as SongAnalysis);
    // Settled here too, so a failure before it is awaited is not an unhandled rejection.
    analysis.catch(() => undefined);
    if (transform)
      for (const [index, name] of names.entries()) {
        const stem = pending.get(name) as StereoAudio;
        pending.delete(name);
        pending.set(
          name,
          await changeKeyAndTempo(stem, {
            semitones,
            tempo,
            formants: name === 'vocals' ? 'preserve' : 'shift',
            ...(rubberbandPath ? {rubberbandPath} : {}),
            ...withSignal,
          }),
        );
        progress('transform', (index + 1) / names.length);
      }
    // A singer needs the minus one whatever the set: with four stems it is their sum without the
    // vocals, made here from the very samples written (so it is aligned with them), before the one
    // gain, which is linear and so keeps it their sum. It is clipped, if at all, where the 2-stem
    // instrumental would be (16-bit and lossy encoders clip at full scale), and counts towards the
    // loudness target's peak ceiling.
    const outputs: StemName[] = [...names];
    if (set === '4') {
      pending.set(
        'instrumental',
        mixAudio(...INSTRUMENTAL_PARTS.map((name) => pending.get(name) as StereoAudio)),
      );
      outputs.push('instrumental');
    }
    const gainDb =
      loudnessTarget === null
        ? 0
        : setGainDb(
            names.map((name) => pending.get(name) as StereoAudio),
            set === '4' ? [pending.get('instrumental') as StereoAudio] : [],
            loudnessTarget,
            options.truePeakCeiling ?? SEPARATE_SONG_DEFAULTS.truePeakCeiling,
          );
    const gain = decibelsToGain(gainDb);
    await mkdir(outputDir, {recursive: true});
    progress('encode', 0);
    const results = await encodeStems(
      outputs,
      async (name) => {
        throwIfAborted(signal);
        const stem = pending.get(name) as StereoAudio;
        pending.delete(name);
        if (gain !== 1)
          for (const channel of stem.channels) for (let i = 0; i < channel.length; i++) channel[i]! *= gain;
        const path = join(outputDir, `${name}.${EXTENSIONS[format]}`);
        written.push(path);
        await encodeAudio(stem, path, {
          format: ENCODE_FORMATS[format],
          ...(ffmpegPath ? {ffmpegPath} : {}),
          ...withSignal,
        });
        return {name, path, format, samples: audioLength(stem), peaks: waveformPeaks(stem)};
      },
      (done) => progress('encode', done / outputs.length),
    );
    const outputLength = results[0]?.samples ?? 0;
    progress('analyse', 0);
    const inputAnalysis = await analysis;
    throwIfAborted(signal);
    progress('analyse', 1);
    return {
      stems: results,
      sampleRate: input.sampleRate,
      durationSeconds: outputLength / input.sampleRate,
      input: inputAnalysis,
      engine: engine.id,
      semitones,
      tempo,
      gainDb,
    };
  } catch (error) {
    // The cause is what the caller needs to hear, even when a removal fails too.
    await Promise.allSettled(written.map((path) => rm(path, {force: true})));
    throw error;
  }
}
