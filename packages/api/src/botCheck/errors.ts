import {defineErrors} from '../errorSpec.ts';

/** The error of the proof-of-work bot check. */
export const botCheckErrors = defineErrors({
  /** A solution that is wrong, or whose challenge is unknown, expired or already used. */
  BOT_CHECK_FAILED: {
    status: 400,
    message: 'The security check did not pass. Ask for a new challenge and try again.',
  },
});
