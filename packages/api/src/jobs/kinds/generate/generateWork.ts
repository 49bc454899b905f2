import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {decodeAudio, generateTrack, waveformPeaks} from '@nada/audio';
import type {GeneratedTrack, GenerationRequest} from '@nada/audio';
import type {ThreadTools} from '../../thread.ts';
import {rethrowAudioError} from '../audioJobError.ts';

/** What the thread needs to make one track: plain data, since it crosses into a worker thread. */
export interface GenerateWorkInput {
  request: GenerationRequest;
  outputDir: string;
  locale: 'id' | 'en';
  ffmpegPath: string;
  /** The share of the whole job the generation takes, 0..100; storing the results takes the rest. */
  percentOfJob: number;
}

/** What the thread made: the engine's track and the mix's waveform peaks, as a JSON file. */
export interface GenerateWorkOutput {
  track: GeneratedTrack;
  peaksPath: string;
  sampleRate: number;
}

/**
 * Runs @nada/audio's `generateTrack` in a job thread (`runInThread`), reporting its stages with the
 * percent of the whole job, then measures the mix's waveform peaks. An `AudioError` becomes a
 * `JobError` with the same stable code: the same request would fail the same way again.
 */
export async function generateInThread(
  input: GenerateWorkInput,
  tools: ThreadTools,
): Promise<GenerateWorkOutput> {
  try {
    const track = await generateTrack(input.request, {
      outDir: input.outputDir,
      locale: input.locale,
      ffmpegPath: input.ffmpegPath,
      format: 'mp3',
      // A cancel stops fluidsynth and ffmpeg and removes what was written, within the job's grace.
      signal: tools.signal,
      onProgress: (stage, percent) => tools.progress(stage, (percent / 100) * input.percentOfJob),
    });
    tools.signal.throwIfAborted();
    const mix = await decodeAudio(track.mixPath, {ffmpegPath: input.ffmpegPath});
    const peaksPath = join(input.outputDir, 'mix.peaks.json');
    await writeFile(peaksPath, JSON.stringify(waveformPeaks(mix)));
    return {track, peaksPath, sampleRate: mix.sampleRate};
  } catch (error) {
    rethrowAudioError(error);
  }
}
