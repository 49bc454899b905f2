import {describe, expect, it} from 'vitest';
import {MAX_PHOTO_BYTES, PHOTO_INVALID_TYPE, PHOTO_TOO_LARGE, checkPhotoFile} from './photoFile';

describe('checkPhotoFile', () => {
  it('accepts a JPEG, PNG or WebP image of up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkPhotoFile({type, size: MAX_PHOTO_BYTES})).toBeNull();
    }
  });
  it('refuses other types and larger files', () => {
    expect(checkPhotoFile({type: 'image/gif', size: 10})).toBe(PHOTO_INVALID_TYPE);
    expect(checkPhotoFile({type: 'image/png', size: MAX_PHOTO_BYTES + 1})).toBe(PHOTO_TOO_LARGE);
  });
});
