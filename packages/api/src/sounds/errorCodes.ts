/** The sound library's error codes, part of `ERROR_CODES` (errors.ts); their factories are in sounds/errors.ts. */
export const SOUND_ERROR_CODES = ['ADMIN_ONLY', 'SOUND_NOT_FOUND'] as const;
