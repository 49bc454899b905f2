import {separateSong} from '@nada/audio';
import type {SeparatedSong, SongFormat, StemSet} from '@nada/audio';
import type {ThreadTools} from '../../thread.ts';
import {rethrowAudioError} from '../audioJobError.ts';

/** What the thread needs to separate one song: plain data, since it crosses into a worker thread. */
export interface SeparateWorkInput {
  inputPath: string;
  outputDir: string;
  stems: StemSet;
  engine: string;
  modelsDir: string;
  semitones: number;
  tempo: number;
  format: SongFormat;
  loudnessTarget: number | null;
  /** The input's charged length plus slack: a longer input fails with FILE_LONGER_THAN_CHARGED. */
  maxSeconds: number;
  ffmpegPath: string;
  /** The share of the whole job the separation takes, 0..100; storing the results takes the rest. */
  percentOfJob: number;
}

/**
 * Runs @nada/audio's `separateSong` in a job thread (`runInThread`), reporting its stages with the
 * percent of the whole job. An input longer than `maxSeconds` fails with FILE_LONGER_THAN_CHARGED
 * and any other `AudioError` becomes a `JobError` with the same stable code: the input or the chosen engine is at fault, so a retry would fail the same way.
 */
export async function separateInThread(input: SeparateWorkInput, tools: ThreadTools): Promise<SeparatedSong> {
  try {
    return await separateSong(input.inputPath, input.outputDir, {
      stems: input.stems,
      engine: input.engine,
      modelsDir: input.modelsDir,
      semitones: input.semitones,
      tempo: input.tempo,
      format: input.format,
      loudnessTarget: input.loudnessTarget,
      maxSeconds: input.maxSeconds,
      ffmpegPath: input.ffmpegPath,
      // A cancel stops ffmpeg and rubberband and removes what was written, within the job's grace.
      signal: tools.signal,
      onProgress: (stage, fraction) => tools.progress(stage, fraction * input.percentOfJob),
    });
  } catch (error) {
    rethrowAudioError(error);
  }
}
