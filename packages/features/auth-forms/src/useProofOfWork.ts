import {useEffect, useState} from 'react';
import {solveChallenge} from './proofOfWork';
import type {SolveOptions} from './proofOfWork';
import type {ProofOfWorkChallenge, ProofOfWorkSolution} from './types';

/** Where solving a challenge stands: nothing to solve, searching, found, or failed. */
export type ProofOfWorkStatus = 'idle' | 'solving' | 'solved' | 'error';

/** What {@link useProofOfWork} returns. */
export interface ProofOfWork {
  /** Where solving stands. */
  status: ProofOfWorkStatus;
  /** The solution, once found for the current challenge. */
  solution: ProofOfWorkSolution | null;
  /** Why solving failed (a malformed challenge, no Web Crypto). */
  error: unknown;
}

type Outcome = {challengeId: string; solution: ProofOfWorkSolution} | {challengeId: string; error: unknown};

/**
 * Solves a proof-of-work challenge in the background (see {@link solveChallenge}) and starts over
 * when the challenge changes; an abandoned search stops when the challenge changes or on unmount.
 */
export function useProofOfWork(
  challenge: ProofOfWorkChallenge | null | undefined,
  options: Pick<SolveOptions, 'batchSize' | 'subtle'> = {},
): ProofOfWork {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {batchSize, subtle} = options;
  useEffect(() => {
    if (!challenge) return;
    const controller = new AbortController();
    solveChallenge(challenge, {signal: controller.signal, batchSize, subtle}).then(
      (solution) => setOutcome({challengeId: challenge.id, solution}),
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome({challengeId: challenge.id, error});
      },
    );
    return () => controller.abort();
  }, [challenge, batchSize, subtle]);

  if (!challenge) return {status: 'idle', solution: null, error: null};
  if (outcome?.challengeId !== challenge.id) return {status: 'solving', solution: null, error: null};
  if ('solution' in outcome) return {status: 'solved', solution: outcome.solution, error: null};
  return {status: 'error', solution: null, error: outcome.error};
}
