import {defineMessages} from '@nada/ui';

/**
 * The texts of the API error codes of the sound library, by code: the app's one map of codes
 * (apiErrorMessages) takes them, and the screens here show them through their `errorText`.
 */
export const soundLibraryErrorMessages = defineMessages({
  ADMIN_ONLY: {
    id: 'soundLibrary.apiError.ADMIN_ONLY',
    defaultMessage: 'Only Nada admins can do this.',
    description: 'Refused: a signed-in user without admin rights called an admin action',
  },
  SOUND_NOT_FOUND: {
    id: 'soundLibrary.apiError.SOUND_NOT_FOUND',
    defaultMessage: 'This sound is not in the library (any more).',
    description: 'Sound library error: no such sound, it was deleted or it is not published',
  },
});
