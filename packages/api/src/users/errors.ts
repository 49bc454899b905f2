import {defineErrors, megabytes} from '../errorSpec.ts';

/** The errors of a user's profile and its photo. */
export const userErrors = defineErrors({
  /** No such user, or one the caller may not see. */
  USER_NOT_FOUND: {status: 404, message: 'user not found.'},
  /** A phone number that another account already has. */
  PHONE_NUMBER_TAKEN: {status: 409, message: 'This phone number is already used by another account.'},
  /** A profile photo that does not exist. */
  PHOTO_NOT_FOUND: {status: 404, message: 'photo not found.'},
  /** A profile photo whose bytes are not JPEG, PNG or WebP, whatever its Content-Type says. */
  PHOTO_NOT_IMAGE: {status: 415, message: 'The photo is not an image. Upload a JPEG, PNG or WebP file.'},
  /** A profile photo that looks like an image but does not decode (damaged, truncated, too many pixels). */
  PHOTO_UNREADABLE: {status: 422, message: 'The photo cannot be read; it may be damaged or too large.'},
  /** A profile photo over the size limit. */
  PHOTO_TOO_LARGE: (limitBytes: number) => ({
    status: 413,
    message: `The photo is larger than ${megabytes(limitBytes)}.`,
  }),
});
