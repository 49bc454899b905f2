import {describe, expect, it} from 'vitest';
import {isOwnUpload, newUploadId} from './uploadId.ts';

describe('upload ids', () => {
  it("belong to the owner whose id leads them, and to no one else's", () => {
    const id = newUploadId('3f1c');
    expect(id).toMatch(/^3f1c_[0-9a-f]{32}$/);
    expect(newUploadId('3f1c')).not.toBe(id);
    expect(isOwnUpload('3f1c', id)).toBe(true);
    expect(isOwnUpload('3f1', id)).toBe(false);
    expect(isOwnUpload('4a2d', id)).toBe(false);
  });

  it('refuse an id that only starts with the caller’s id', () => {
    // Another owner's id that begins with the caller's and an underscore.
    expect(isOwnUpload('a', newUploadId('a_b'))).toBe(false);
    expect(isOwnUpload('a', 'a_')).toBe(false);
    expect(isOwnUpload('a', `a_${'0'.repeat(32)}/../b`)).toBe(false);
    expect(isOwnUpload('a', `a_${'G'.repeat(32)}`)).toBe(false);
  });
});
