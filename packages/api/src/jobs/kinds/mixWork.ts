import {AudioError, renderMixFile} from '@nada/audio';
import type {MixFileOutput, MixFileSettings, MixStage} from '@nada/audio';
import {JobError} from '../jobError.ts';
import type {ThreadTools} from '../thread.ts';

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
    if (error instanceof AudioError && error.code === 'AUDIO_TOO_LONG')
      throw new JobError(
        'FILE_LONGER_THAN_CHARGED',
        'A stem is longer than the length the mix was charged for.',
        {cause: error},
      );
    if (error instanceof AudioError) throw new JobError(error.code, error.message, {cause: error});
    throw error;
  }
}
