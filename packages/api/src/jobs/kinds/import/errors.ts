import {defineErrors} from '../../../errorSpec.ts';

/** The error of an import's download, which the probe may answer too. */
export const importKindErrors = defineErrors({
  /** The media of the link is bigger than the plan's limit (yt-dlp skips it). */
  IMPORT_TOO_LARGE: (maxBytes: number) => ({
    status: 413,
    message: `The media of this link is larger than your plan allows (${Math.floor(maxBytes / 1024 / 1024)} MB).`,
  }),
});

/** The codes an import job fails with besides the shared ones (its `JobError`s give their messages). */
export const IMPORT_FAILURE_CODES = ['IMPORT_TOO_LONG', 'IMPORT_TOO_LARGE', 'IMPORT_RANGE_OUTSIDE'] as const;
