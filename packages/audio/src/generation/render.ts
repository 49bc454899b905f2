import {existsSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {AudioError} from '../errors.ts';
import {FFMPEG_DEFAULTS} from '../ffmpeg.ts';
import {ToolMissingError, runTool} from '../process.ts';
import type {StereoAudio} from '../stereo.ts';
import {fitLength} from '../stereo.ts';
import {floatWavBytes, readFloatWav} from '../wav.ts';
import type {InstrumentVoice} from './instruments.ts';
import {Random} from './random.ts';
import type {Instrument} from './vocabulary.ts';

/**
 * General MIDI soundfonts from Debian's packages, best first (see docs/benchmarks.md for the
 * comparison): the first one installed is used unless the caller names one.
 */
export const SOUNDFONT_CANDIDATES = [
  // fluid-soundfont-gm: full, bright samples and the fastest of the full-size ones to load.
  '/usr/share/sounds/sf2/FluidR3_GM.sf2',
  // musescore-general-soundfont-lossless: as good, mellower piano, 490 MB: 2-3 times slower per stem.
  '/usr/share/sounds/sf2/MuseScore_General_Full.sf2',
  // timgm6mb-soundfont: fast but band-limited, dull samples.
  '/usr/share/sounds/sf2/TimGM6mb.sf2',
  // musescore-general-soundfont(-small): compressed samples take 10-30 s to load for every stem.
  '/usr/share/sounds/sf3/MuseScore_General.sf3',
  '/usr/share/sounds/sf3/MuseScore_General_Lite.sf3',
  '/usr/share/sounds/sf2/default-GM.sf2',
] as const;

/** The soundfont to render with: `explicit`, else $NADA_SOUNDFONT, else the best installed candidate. */
export function findSoundfont(explicit?: string): string {
  const chosen = explicit ?? process.env['NADA_SOUNDFONT'];
  if (chosen) {
    if (!existsSync(chosen)) throw new AudioError('SOUNDFONT_MISSING', {detail: chosen});
    return chosen;
  }
  const found = SOUNDFONT_CANDIDATES.find((path) => existsSync(path));
  if (!found) throw new AudioError('SOUNDFONT_MISSING', {detail: SOUNDFONT_CANDIDATES.join(', ')});
  return found;
}

/**
 * Renders a MIDI file to a 32-bit float WAV at 44.1 kHz with fluidsynth, its own reverb and chorus off.
 * The soundfont's samples are loaded as the song's programs ask for them, not all at start: FluidR3_GM
 * is 148 MB, and loading it whole took 0.75 of the 1.3 s a starter sound took (the audio differs by
 * less than -100 dB).
 */
export async function renderMidi(
  midiPath: string,
  wavPath: string,
  options: {soundfont: string; fluidsynthPath?: string; gain?: number; signal?: AbortSignal},
): Promise<void> {
  let result;
  try {
    result = await runTool(
      options.fluidsynthPath ?? 'fluidsynth',
      [
        ...['-n', '-i', '-q', '-R', '0', '-C', '0', '-g', String(options.gain ?? 0.5), '-r', '44100'],
        ...['-o', 'synth.polyphony=512', '-o', 'synth.dynamic-sample-loading=1'],
        ...['-O', 'float', '-T', 'wav', '-F', resolve(wavPath)],
        resolve(options.soundfont),
        resolve(midiPath),
      ],
      {signal: options.signal},
    );
  } catch (error) {
    throw error instanceof ToolMissingError ? new AudioError('SYNTH_MISSING', {cause: error}) : error;
  }
  if (result.code !== 0 || !existsSync(wavPath))
    throw new AudioError('SYNTH_FAILED', {detail: result.stderr.trim()});
}

/**
 * A stereo room impulse response: exponentially decaying noise (decorrelated left and right)
 * darkening as it decays, after a short pre-delay; its energy is 1 so a send level is the
 * reverb's level. Deterministic.
 */
export function roomImpulse(sampleRate = 44100, seconds = 2.2, rt60 = 1.8): StereoAudio {
  const length = Math.round(seconds * sampleRate);
  const random = new Random(0x5eed);
  const preDelay = Math.round(0.018 * sampleRate);
  const channels = [new Float32Array(length), new Float32Array(length)] as [Float32Array, Float32Array];
  for (const channel of channels) {
    let low = 0;
    let energy = 0;
    for (let i = preDelay; i < length; i++) {
      const t = (i - preDelay) / sampleRate;
      const decay = 10 ** ((-3 * t) / rt60);
      // One-pole low-pass whose cut-off falls with time: high frequencies die first, as in a room.
      const smoothing = Math.min(0.9, 0.15 + 0.5 * t);
      low = smoothing * low + (1 - smoothing) * (random.next() * 2 - 1);
      channel[i] = low * decay;
      energy += channel[i]! ** 2;
    }
    const scale = 1 / Math.sqrt(energy);
    for (let i = 0; i < length; i++) channel[i]! *= scale;
  }
  return {sampleRate, channels};
}

/** Tone shaping per instrument as ffmpeg filters: low cut, and a little presence or warmth. */
const EQ: Partial<Record<Instrument, string>> & {default: string} = {
  default: 'highpass=f=90',
  bass: 'highpass=f=35,equalizer=f=800:t=q:w=1:g=2',
  drums: 'highpass=f=30,equalizer=f=5000:t=q:w=0.8:g=1.5',
  kendang: 'highpass=f=45,equalizer=f=3000:t=q:w=1:g=2',
  cello: 'highpass=f=50',
  piano: 'highpass=f=70,equalizer=f=250:t=q:w=1:g=-2',
  'electric-piano': 'highpass=f=70,equalizer=f=300:t=q:w=1:g=-2',
  strings: 'highpass=f=120,equalizer=f=3000:t=q:w=1:g=-1.5',
  pad: 'highpass=f=140,equalizer=f=400:t=q:w=1:g=-3',
  'electric-guitar': 'highpass=f=100,equalizer=f=3000:t=q:w=1:g=-2',
  suling: 'highpass=f=250,equalizer=f=2500:t=q:w=1:g=2',
  flute: 'highpass=f=250,equalizer=f=2500:t=q:w=1:g=1.5',
};

/**
 * Mixes one stem with ffmpeg: tone shaping, level and a reverb send through the room impulse
 * (convolution), dry and wet added. Reverb is linear, so the stems' reverbs add up to the reverb of
 * the whole mix.
 */
export async function mixStem(
  inputPath: string,
  impulsePath: string,
  outputPath: string,
  instrument: Instrument,
  voice: InstrumentVoice,
  options: {ffmpegPath?: string; signal?: AbortSignal},
): Promise<void> {
  const filter =
    `[0:a]${EQ[instrument] ?? EQ.default},volume=${voice.level.toFixed(3)},asplit=2[dry][send];` +
    `[send]volume=${voice.reverb.toFixed(3)}[s];[s][1:a]afir=gtype=none:irfmt=input[wet];` +
    `[dry][wet]amix=inputs=2:normalize=0:duration=first`;
  let result;
  try {
    result = await runTool(
      options.ffmpegPath ?? FFMPEG_DEFAULTS.ffmpegPath,
      [
        ...['-nostdin', '-hide_banner', '-v', 'error', '-protocol_whitelist', 'file'],
        ...['-i', `file:${resolve(inputPath)}`, '-i', `file:${resolve(impulsePath)}`],
        ...['-filter_complex', filter, '-c:a', 'pcm_f32le', '-f', 'wav', '-y', `file:${resolve(outputPath)}`],
      ],
      {signal: options.signal},
    );
  } catch (error) {
    throw error instanceof ToolMissingError ? new AudioError('FFMPEG_MISSING', {cause: error}) : error;
  }
  if (result.code !== 0) throw new AudioError('AUDIO_ENCODE_FAILED', {detail: result.stderr.trim()});
}

/** Writes the room impulse for `mixStem`. */
export async function writeImpulse(path: string): Promise<void> {
  await writeFile(path, floatWavBytes(roomImpulse()));
}

/** Reads a float WAV written by fluidsynth or ffmpeg, fitted to `length` samples. */
export async function readStem(path: string, length: number): Promise<StereoAudio> {
  const audio = await readFloatWav(path);
  if (!audio) throw new AudioError('SYNTH_FAILED', {detail: `${path} is not a float WAV`});
  return fitLength(audio, length);
}
