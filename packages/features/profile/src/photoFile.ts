/** The image types the API accepts for a profile photo. */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The largest photo accepted, in bytes (5 MB). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Code of a chosen file that is not a JPEG, PNG or WebP image. */
export const PHOTO_INVALID_TYPE = 'profile/photo-invalid-type';

/** Code of a chosen file larger than {@link MAX_PHOTO_BYTES}. */
export const PHOTO_TOO_LARGE = 'profile/photo-too-large';

/** Why a chosen file cannot be a profile photo, checked before anything is uploaded; null when it can. */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return PHOTO_INVALID_TYPE;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  return null;
}
