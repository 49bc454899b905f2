import {writeFile} from 'node:fs/promises';
import {encodeAudio} from '../ffmpeg.ts';
import {truePeak} from '../loudness.ts';
import {throwIfAborted} from '../separation.ts';
import {analyseSong} from '../songAnalysis.ts';
import type {SongAnalysis} from '../songAnalysis.ts';
import type {StereoAudio} from '../stereo.ts';
import {SAMPLE_RATE, applyGain, audioLength, createStereo} from '../stereo.ts';
import {tempFolder} from '../temp.ts';
import {decibelsToGain} from '../units.ts';
import {readFloatWav} from '../wav.ts';
import {TICKS_PER_BEAT, writeMidiFile} from './midiFile.ts';
import {findSoundfont, renderMidi} from './render.ts';
import type {StarterSoundSpec} from './starterSoundsWriting.ts';
import {STARTER_DRUM_LOOPS, STARTER_ONE_SHOTS} from './starterSoundsDrums.ts';
import {STARTER_TONAL_LOOPS} from './starterSoundsTonal.ts';

export type {StarterCategory, StarterSoundSpec} from './starterSoundsWriting.ts';

/**
 * Nada's starter library: drum grooves per genre (dangdut's kendang, koplo and a keroncong pattern
 * among them), bass lines, chord beds, pads, melodies and one-shots (kit hits, kendang hits, chord
 * stabs), all written as MIDI in this project and licensed CC0.
 */
export const STARTER_SOUNDS: readonly StarterSoundSpec[] = [
  ...STARTER_DRUM_LOOPS,
  ...STARTER_TONAL_LOOPS,
  ...STARTER_ONE_SHOTS,
];

/** A rendered starter sound: its FLAC file and what analysis measured of it. */
export interface RenderedStarterSound {
  path: string;
  /** Length, loudness and peaks of the file; tempo and key estimated over four rounds of a loop. */
  analysis: SongAnalysis;
}

/** Options of `renderStarterSound`. */
export interface RenderStarterOptions {
  /** Where the FLAC goes. */
  outPath: string;
  /** @default $NADA_SOUNDFONT or the best installed */
  soundfont?: string;
  /** @default 'fluidsynth' */
  fluidsynthPath?: string;
  /** @default 'ffmpeg' */
  ffmpegPath?: string;
  signal?: AbortSignal;
}

/** Seconds rendered past a loop's end, folded back onto its start so the loop plays round seamlessly. */
const TAIL_SECONDS = 2;
/** What loops are levelled to (integrated, EBU R 128); one-shots peak at `ONE_SHOT_PEAK_DB`. */
const LOOP_LUFS = -14;
const ONE_SHOT_PEAK_DB = -1;

/** `audio` played `times` times in a row. */
function repeated(audio: StereoAudio, times: number): StereoAudio {
  const length = audioLength(audio);
  const out = createStereo(length * times, audio.sampleRate);
  for (let c = 0; c < 2; c++)
    for (let t = 0; t < times; t++) out.channels[c]!.set(audio.channels[c]!, t * length);
  return out;
}

/**
 * Renders one starter sound: writes its MIDI, renders it with fluidsynth, cuts a loop to exactly its
 * bars (the tail that rings past the end is added onto the start, so it loops without a click) and
 * levels it to -14 LUFS (true peak at most -1 dBTP), or a one-shot to a -1 dBTP peak with a short
 * fade, writes the FLAC and analyses it.
 */
export async function renderStarterSound(
  spec: StarterSoundSpec,
  options: RenderStarterOptions,
): Promise<RenderedStarterSound> {
  throwIfAborted(options.signal);
  const soundfont = findSoundfont(options.soundfont);
  const bpm = spec.bpm ?? 120;
  const length = Math.round(spec.seconds * SAMPLE_RATE);
  const tail = spec.kind === 'loop' ? Math.round(TAIL_SECONDS * SAMPLE_RATE) : 0;
  const endTick = Math.round((((length + tail) / SAMPLE_RATE) * bpm * TICKS_PER_BEAT) / 60);
  const temp = await tempFolder();
  try {
    const midiPath = temp.file('sound.mid');
    await writeFile(midiPath, writeMidiFile({bpm, title: spec.slug, tracks: spec.tracks, endTick}));
    const wavPath = temp.file('sound.wav');
    await renderMidi(midiPath, wavPath, {
      soundfont,
      ...(options.fluidsynthPath ? {fluidsynthPath: options.fluidsynthPath} : {}),
      ...(options.signal ? {signal: options.signal} : {}),
    });
    const rendered = await readFloatWav(wavPath);
    if (!rendered) throw new RangeError(`fluidsynth wrote no float WAV for ${spec.slug}`);
    let audio = createStereo(length, SAMPLE_RATE);
    for (let c = 0; c < 2; c++) {
      const source = rendered.channels[c]!;
      const target = audio.channels[c]!;
      for (let i = 0; i < Math.min(source.length, length + tail); i++) {
        if (i < length) target[i]! += source[i]!;
        else target[i - length]! += source[i]!;
      }
      // A one-shot ends in silence, not a cut.
      if (spec.kind === 'one-shot') {
        const fade = Math.round(0.05 * SAMPLE_RATE);
        for (let i = 0; i < fade; i++) target[length - 1 - i]! *= i / fade;
      }
    }
    const levelled = await encodeAudio(
      spec.kind === 'loop'
        ? audio
        : (audio = applyGain(audio, decibelsToGain(ONE_SHOT_PEAK_DB - truePeak(audio)))),
      options.outPath,
      {
        format: 'flac',
        ...(spec.kind === 'loop' ? {loudnessTarget: LOOP_LUFS, truePeakCeiling: -1} : {}),
        ...(options.ffmpegPath ? {ffmpegPath: options.ffmpegPath} : {}),
        ...(options.signal ? {signal: options.signal} : {}),
      },
    );
    if (spec.kind === 'loop') audio = applyGain(audio, decibelsToGain(levelled.gainDb));
    const analysis = analyseSong(audio);
    if (spec.kind === 'loop') {
      // Tempo and key read over four rounds, as the loop is played.
      const rounds = analyseSong(repeated(audio, 4));
      analysis.bpm = rounds.bpm;
      analysis.key = rounds.key;
    }
    return {path: options.outPath, analysis};
  } finally {
    await temp.cleanup();
  }
}
