import {renderMixFile} from '@nada/audio';
import type {MixFileOutput, MixFileSettings, MixStage} from '@nada/audio';
import type {ThreadTools} from '../../thread.ts';
import {rethrowAudioError} from '../audioJobError.ts';

/** What the thread needs to render a mix: plain data, since it crosses into a worker thread. */
export interface MixWorkInput {
  outputDir: string;
  settings: MixFileSettings;
  /** The stems' charged length plus slack: a longer stem fails with FILE_LONGER_THAN_CHARGED. */
  maxSeconds: number;
  ffmpegPath: string;
  /** The share of the whole job the render takes, 0..100; storing the result takes the rest. */
  percentOfJob: number;
}

/**
 * Runs @nada/audio's `renderMixFile` in a job thread (`runInThread`), reporting its stages with the
 * percent of the whole job; an `AudioError` becomes a `JobError` with the same code (the stems or
 * the parameters are at fault, so a retry would fail the same way).
 */
export async function mixInThread(input: MixWorkInput, tools: ThreadTools): Promise<MixFileOutput> {
  try {
    return await renderMixFile(input.outputDir, input.settings, {
      maxSeconds: input.maxSeconds,
      ffmpegPath: input.ffmpegPath,
      signal: tools.signal,
      onProgress: (stage: MixStage, fraction) => tools.progress(stage, fraction * input.percentOfJob),
    });
  } catch (error) {
    rethrowAudioError(error, 'A stem is longer than the length the mix was charged for.');
  }
}
