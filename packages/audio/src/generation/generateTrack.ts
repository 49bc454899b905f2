import {mkdir, rm, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import {encodeAudio} from '../ffmpeg.ts';
import {throwIfAborted} from '../separation.ts';
import {SAMPLE_RATE} from '../stereo.ts';
import {tempFolder} from '../temp.ts';
import {composeSong, songMidi} from './compose.ts';
import {VOICES} from './instruments.ts';
import {masterStems} from './master.ts';
import {randomSeed} from './random.ts';
import {findSoundfont, mixStem, readStem, renderMidi, writeImpulse} from './render.ts';
import {keyName, understandPrompt} from './understandPrompt.ts';
import type {GenerationRequest, UnderstoodPrompt} from './understandPrompt.ts';

// Runs `task` on every item, at most `limit` at a time (each task is one fluidsynth or ffmpeg
// process, so a second one uses the second core); results keep the items' order.
async function mapConcurrently<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({length: Math.max(1, Math.min(limit, items.length))}, worker));
  return results;
}

/** The stages of `generateTrack`, in the order they run. */
export const GENERATION_STAGES = ['composing', 'rendering', 'mixing', 'mastering'] as const;
/** One of `GENERATION_STAGES`. */
export type GenerationStage = (typeof GENERATION_STAGES)[number];

/** A generated track: what was understood, the files written and what they measure. */
export interface GeneratedTrack {
  understood: UnderstoodPrompt;
  /** The seed used (the request's, or a new random one): the same request and seed give the same track. */
  seed: number;
  title: string;
  /** `<outDir>/mix.<format>`. */
  mixPath: string;
  /** One per instrument, `<outDir>/<instrument>.<format>`; they add up to the mix. */
  stems: {name: string; path: string}[];
  /** `<outDir>/song.mid`: every part, one track each. */
  midiPath: string;
  bpm: number;
  /** E.g. 'D major'. */
  key: string;
  /** The length of the mix and of every stem. */
  durationSeconds: number;
  integratedLufs: number;
  truePeakDb: number;
  format: 'mp3' | 'wav';
}

/** Options of `generateTrack`. */
export interface GenerateTrackOptions {
  /** The folder the files go in (created if needed). */
  outDir: string;
  /** The language of the title. @default the prompt's language */
  locale?: 'id' | 'en';
  /** @default 'mp3' (320 kbit/s); 'wav' is 16-bit PCM */
  format?: 'mp3' | 'wav';
  /** Aborting kills fluidsynth or ffmpeg, removes the files written and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with the running stage and the percent of the whole job done (0..100, never falling). */
  onProgress?: (stage: GenerationStage, percent: number) => void;
  /** The soundfont. @default $NADA_SOUNDFONT or the best installed (`SOUNDFONT_CANDIDATES`) */
  soundfont?: string;
  /** @default 'fluidsynth' */
  fluidsynthPath?: string;
  /** @default 'ffmpeg' */
  ffmpegPath?: string;
}

// Where each stage starts and ends, in percent of the whole job.
const STAGE_SPAN: Record<GenerationStage, [number, number]> = {
  composing: [0, 5],
  rendering: [5, 55],
  mixing: [55, 80],
  mastering: [80, 100],
};

/**
 * Generates a track from a request: understands it, composes and arranges the song (MIDI), renders
 * every instrument with fluidsynth, mixes them with ffmpeg (tone, level, pan, reverb) and masters
 * to -14 LUFS integrated and at most -1 dBTP true peak, the same gain curve on every stem so they
 * add up to the mix. Writes the mix, one file per stem and the MIDI into `outDir`.
 */
export async function generateTrack(
  request: GenerationRequest,
  options: GenerateTrackOptions,
): Promise<GeneratedTrack> {
  const {signal} = options;
  const understood = understandPrompt(request);
  const seed = request.seed ?? randomSeed();
  const format = options.format ?? 'mp3';
  const locale = options.locale ?? understood.language;
  let last = -1;
  const progress = (stage: GenerationStage, fraction: number) => {
    const [from, to] = STAGE_SPAN[stage];
    const percent = Math.max(last, Math.round(from + (to - from) * Math.min(1, Math.max(0, fraction))));
    last = percent;
    options.onProgress?.(stage, percent);
  };
  throwIfAborted(signal);
  const soundfont = findSoundfont(options.soundfont);
  progress('composing', 0);
  const song = composeSong(understood, seed, locale);
  await mkdir(options.outDir, {recursive: true});
  const written: string[] = [];
  const temp = await tempFolder();
  try {
    const midiPath = join(options.outDir, 'song.mid');
    written.push(midiPath);
    await writeFile(midiPath, songMidi(song));
    progress('composing', 1);

    const length = Math.round(understood.durationSeconds * SAMPLE_RATE);
    const processes = availableParallelism();
    let renderedCount = 0;
    const rendered = await mapConcurrently(song.stems, processes, async (stem) => {
      throwIfAborted(signal);
      const stemMidi = temp.file(`${stem.name}.mid`);
      await writeFile(stemMidi, songMidi(song, [stem]));
      const wav = temp.file(`${stem.name}.dry.wav`);
      await renderMidi(stemMidi, wav, {
        soundfont,
        ...(options.fluidsynthPath ? {fluidsynthPath: options.fluidsynthPath} : {}),
        ...(signal ? {signal} : {}),
      });
      progress('rendering', ++renderedCount / song.stems.length);
      return wav;
    });

    const impulse = temp.file('room.wav');
    await writeImpulse(impulse);
    let mixedCount = 0;
    const mixed = await mapConcurrently(song.stems, processes, async (stem, index) => {
      throwIfAborted(signal);
      const wav = temp.file(`${stem.name}.wet.wav`);
      await mixStem(rendered[index]!, impulse, wav, stem.name, VOICES[stem.name], {
        ...(options.ffmpegPath ? {ffmpegPath: options.ffmpegPath} : {}),
        ...(signal ? {signal} : {}),
      });
      const audio = await readStem(wav, length);
      progress('mixing', ++mixedCount / song.stems.length);
      return audio;
    });

    throwIfAborted(signal);
    const mastered = masterStems(mixed, length, SAMPLE_RATE);
    progress('mastering', 0.2);
    const encodeFormat = format === 'wav' ? 'wav16' : 'mp3';
    const ext = format;
    const encode = async (audio: (typeof mastered.stems)[number], name: string) => {
      const path = join(options.outDir, `${name}.${ext}`);
      written.push(path);
      await encodeAudio(audio, path, {
        format: encodeFormat,
        ...(options.ffmpegPath ? {ffmpegPath: options.ffmpegPath} : {}),
        ...(signal ? {signal} : {}),
      });
      return path;
    };
    const mixPath = await encode(mastered.mix, 'mix');
    const stems: {name: string; path: string}[] = [];
    for (const [index, stem] of song.stems.entries()) {
      stems.push({name: stem.name, path: await encode(mastered.stems[index]!, stem.name)});
      progress('mastering', 0.2 + (0.8 * (index + 1)) / song.stems.length);
    }
    return {
      understood,
      seed,
      title: song.title,
      mixPath,
      stems,
      midiPath,
      bpm: understood.bpm,
      key: keyName(understood.key),
      durationSeconds: understood.durationSeconds,
      integratedLufs: Math.round(mastered.integratedLufs * 100) / 100,
      truePeakDb: Math.round(mastered.truePeakDb * 100) / 100,
      format,
    };
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, {force: true})));
    throw error;
  } finally {
    await temp.cleanup();
  }
}
