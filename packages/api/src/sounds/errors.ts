import {ApiError} from '../errors.ts';

// The sound library's errors; their codes are listed in errorCodes.ts, which errors.ts reads.

/** A signed-in user without the `admin` claim called an admin route. */
export const adminOnly = () => new ApiError('ADMIN_ONLY', 403, 'Only Nada admins may do this.');

/** No such sound, or an unpublished one and the caller is not an admin (both answer the same). */
export const soundNotFound = () => new ApiError('SOUND_NOT_FOUND', 404, 'Sound not found.');
