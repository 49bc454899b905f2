import {createHash} from 'node:crypto';
import type {ThreadTools} from '../thread.ts';

/** Input of `chainedSha256`. */
export interface ChainedSha256Input {
  seed: string;
  /** Hashes in the chain; each takes about a microsecond. */
  rounds: number;
}

/** SHA-256 applied `rounds` times to `seed`: real CPU work, reported in fifty steps, for the job tests. */
export function chainedSha256({seed, rounds}: ChainedSha256Input, tools?: ThreadTools): string {
  let digest = Buffer.from(seed);
  // Often enough that a long chain reports early; the runner throttles the writes.
  const step = Math.max(1, Math.min(10_000, Math.floor(rounds / 50)));
  for (let round = 1; round <= rounds; round++) {
    digest = createHash('sha256').update(digest).digest();
    if (round % step === 0) tools?.progress('hash', (round / rounds) * 100);
  }
  return digest.toString('hex');
}
