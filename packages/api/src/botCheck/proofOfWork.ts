import {createHash} from 'node:crypto';

/** The hardest challenge the browser's solver accepts (@nada/auth-forms' MAX_DIFFICULTY). */
export const MAX_DIFFICULTY = 24;

/** Leading zero bits of a digest, from the first byte, most significant bit first. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

const nonceFormat = /^(0|[1-9][0-9]{0,15})$/;

/**
 * Whether `nonce` solves a challenge, by the rule in @nada/auth-forms' README: the nonce is ASCII
 * decimal digits without sign or leading zeros, and SHA-256 of the UTF-8 of salt + nonce has at
 * least `difficulty` leading zero bits.
 */
export function isSolution(salt: string, nonce: string, difficulty: number): boolean {
  if (!nonceFormat.test(nonce)) return false;
  const digest = createHash('sha256').update(`${salt}${nonce}`, 'utf8').digest();
  return leadingZeroBits(digest) >= difficulty;
}
