import {defineErrors} from '../errorSpec.ts';

/** The error of generated tracks. */
export const trackErrors = defineErrors({
  /** A generated track that does not exist, has expired, or that the caller may not see (or change). */
  TRACK_NOT_FOUND: {status: 404, message: 'Track not found.'},
});
