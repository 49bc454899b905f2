import {AudioError} from '@nada/audio';
import {JobError} from '../jobError.ts';

/**
 * Rethrows a failure of @nada/audio inside a job's thread as a `JobError` with the same stable code
 * (the input or the parameters are at fault, so a retry would fail the same way); a decode past
 * the charged length as `FILE_LONGER_THAN_CHARGED` with `tooLongMessage`. Anything else is rethrown as it is.
 */
export function rethrowAudioError(
  error: unknown,
  tooLongMessage = 'The song is longer than the length it was charged for; upload it again.',
): never {
  if (error instanceof AudioError && error.code === 'AUDIO_TOO_LONG')
    throw new JobError('FILE_LONGER_THAN_CHARGED', tooLongMessage, {cause: error});
  if (error instanceof AudioError) throw new JobError(error.code, error.message, {cause: error});
  throw error;
}
