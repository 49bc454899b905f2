import {defineMessages} from '@nada/ui';

/**
 * The texts of the API error codes of generated tracks, by code: the app's one map of codes
 * (apiErrorMessages) takes them, and the parts here show them through their `errorText`.
 */
export const generateAiErrorMessages = defineMessages({
  TRACK_NOT_FOUND: {
    id: 'generateAi.apiError.TRACK_NOT_FOUND',
    defaultMessage: 'This track does not exist, has been deleted or is private.',
    description:
      'Generated track error: no such track, its files have expired, or it is someone else’s private track',
  },
});
