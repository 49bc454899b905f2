import {defineErrors} from '../errorSpec.ts';

/** The errors of the sound library. */
export const soundErrors = defineErrors({
  /** A signed-in user without the `admin` claim called an admin route. */
  ADMIN_ONLY: {status: 403, message: 'Only Nada admins may do this.'},
  /** No such sound, or an unpublished one and the caller is not an admin (both answer the same). */
  SOUND_NOT_FOUND: {status: 404, message: 'Sound not found.'},
});
