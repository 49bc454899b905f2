import type {ProofOfWorkChallenge, ProofOfWorkSolution} from './types';

/** Highest difficulty the solver accepts: each bit doubles the expected work, and 24 bits is already ~16 million hashes. */
export const MAX_DIFFICULTY = 24;

/** Options of {@link solveChallenge}. */
export interface SolveOptions {
  /** Stops the search; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Hashes computed between two yields to the event loop. @default 512 */
  batchSize?: number;
  /** The SHA-256 implementation. @default globalThis.crypto.subtle */
  subtle?: SubtleCrypto;
}

/** Number of leading zero bits of a digest, reading bytes first to last and bits from the most significant. */
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

/** SHA-256 of the UTF-8 bytes of `salt + nonce`: the exact rule the API's verifier applies. */
export async function proofOfWorkDigest(
  salt: string,
  nonce: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<Uint8Array> {
  return new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(salt + nonce)));
}

/** Whether a nonce solves a challenge. */
export async function isSolution(
  challenge: ProofOfWorkChallenge,
  nonce: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<boolean> {
  return leadingZeroBits(await proofOfWorkDigest(challenge.salt, nonce, subtle)) >= challenge.difficulty;
}

function checkChallenge({id, salt, difficulty}: ProofOfWorkChallenge): void {
  if (!id || typeof salt !== 'string') throw new TypeError('A challenge needs an id and a salt');
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > MAX_DIFFICULTY) {
    throw new RangeError(`difficulty must be an integer from 0 to ${MAX_DIFFICULTY}, got ${difficulty}`);
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds the smallest nonce (0, 1, 2… as decimal text) for which sha256(salt + nonce) has
 * `difficulty` leading zero bits. Web Crypto hashes off the main thread; batches are awaited
 * together and the loop yields between them, so typing and animations stay smooth.
 */
export async function solveChallenge(
  challenge: ProofOfWorkChallenge,
  {signal, batchSize = 512, subtle = globalThis.crypto.subtle}: SolveOptions = {},
): Promise<ProofOfWorkSolution> {
  checkChallenge(challenge);
  const encoder = new TextEncoder();
  for (let start = 0; ; start += batchSize) {
    signal?.throwIfAborted();
    const digests = await Promise.all(
      Array.from({length: batchSize}, (_, offset) =>
        subtle.digest('SHA-256', encoder.encode(challenge.salt + String(start + offset))),
      ),
    );
    const found = digests.findIndex(
      (digest) => leadingZeroBits(new Uint8Array(digest)) >= challenge.difficulty,
    );
    if (found !== -1) return {id: challenge.id, nonce: String(start + found)};
    await nextTask();
  }
}
