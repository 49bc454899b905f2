import {transformFile} from '@nada/audio';
import type {TransformOperation, TransformOutput, TransformStage} from '@nada/audio';
import type {ThreadTools} from '../../thread.ts';
import {rethrowAudioError} from '../audioJobError.ts';

/** What the thread needs to run one file tool: plain data, since it crosses into a worker thread. */
export interface TransformWorkInput {
  inputPath: string;
  outputDir: string;
  operation: TransformOperation;
  /** The input's charged length plus slack: a longer input fails with FILE_LONGER_THAN_CHARGED. */
  maxSeconds: number;
  ffmpegPath: string;
  /** The share of the whole job the transform takes, 0..100; storing the result takes the rest. */
  percentOfJob: number;
}

/**
 * Runs @nada/audio's `transformFile` in a job thread (`runInThread`), reporting its stages with the
 * percent of the whole job; an `AudioError` becomes a `JobError` with the same code (the input or
 * the parameters are at fault, so a retry would fail the same way).
 */
export async function transformInThread(
  input: TransformWorkInput,
  tools: ThreadTools,
): Promise<TransformOutput> {
  try {
    return await transformFile(input.inputPath, input.outputDir, input.operation, {
      maxSeconds: input.maxSeconds,
      ffmpegPath: input.ffmpegPath,
      signal: tools.signal,
      onProgress: (stage: TransformStage, fraction) => tools.progress(stage, fraction * input.percentOfJob),
    });
  } catch (error) {
    rethrowAudioError(error);
  }
}
