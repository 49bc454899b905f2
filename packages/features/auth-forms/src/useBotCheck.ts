import {useCallback, useEffect, useRef, useState} from 'react';
import {BOT_CHECK_FAILED} from './authErrors';
import type {GetChallenge, ProofOfWorkChallenge, ProofOfWorkSolution} from './types';
import {useProofOfWork} from './useProofOfWork';

/** Where a form's bot check stands: not asked for, working, ready to send, or failed. */
export type BotCheckStatus = 'off' | 'checking' | 'solved' | 'error';

/** What {@link useBotCheck} returns. */
export interface BotCheck {
  /** Where the check stands. */
  status: BotCheckStatus;
  /** Waits for the solution to send with the request; `undefined` without a bot check. Rejects with code {@link BOT_CHECK_FAILED}. */
  solution(): Promise<ProofOfWorkSolution | undefined>;
  /** Fetches and solves a fresh challenge, after a solution was spent on a request that failed. */
  renew(): void;
}

type Waiter = {resolve: (solution: ProofOfWorkSolution) => void; reject: (error: unknown) => void};

function botCheckFailed(cause: unknown): Error & {code: string} {
  return Object.assign(new Error('The bot check could not be completed', {cause}), {code: BOT_CHECK_FAILED});
}

/**
 * Fetches a challenge as soon as the form shows and solves it while the user types, so the
 * solution is usually ready by the time they press the button.
 */
export function useBotCheck(getChallenge: GetChallenge | undefined): BotCheck {
  const enabled = getChallenge !== undefined;
  const getChallengeRef = useRef(getChallenge);
  const [round, setRound] = useState(0);
  const [fetched, setFetched] = useState<{
    round: number;
    challenge?: ProofOfWorkChallenge;
    error?: unknown;
  }>();

  useEffect(() => {
    getChallengeRef.current = getChallenge;
  });

  useEffect(() => {
    const fetchChallenge = getChallengeRef.current;
    if (!enabled || !fetchChallenge) return;
    let current = true;
    Promise.resolve()
      .then(fetchChallenge)
      .then(
        (challenge) => current && setFetched({round, challenge}),
        (error: unknown) => current && setFetched({round, error}),
      );
    return () => {
      current = false;
    };
  }, [enabled, round]);

  const challenge = fetched?.round === round ? fetched.challenge : undefined;
  const work = useProofOfWork(challenge);
  const failure = fetched?.round === round && fetched.error !== undefined ? fetched.error : work.error;
  const status: BotCheckStatus = !enabled
    ? 'off'
    : failure
      ? 'error'
      : work.status === 'solved'
        ? 'solved'
        : 'checking';

  const latest = useRef({status, solution: work.solution, failure});
  const waiters = useRef<Waiter[]>([]);
  useEffect(() => {
    latest.current = {status, solution: work.solution, failure};
    if (status !== 'solved' && status !== 'error') return;
    for (const waiter of waiters.current.splice(0)) {
      if (status === 'solved' && work.solution) waiter.resolve(work.solution);
      else waiter.reject(botCheckFailed(failure));
    }
  }, [status, work.solution, failure]);

  const solution = useCallback((): Promise<ProofOfWorkSolution | undefined> => {
    const {status: now, solution: ready, failure: why} = latest.current;
    if (now === 'off') return Promise.resolve(undefined);
    if (now === 'solved' && ready) return Promise.resolve(ready);
    if (now === 'error') return Promise.reject(botCheckFailed(why));
    return new Promise((resolve, reject) => waiters.current.push({resolve, reject}));
  }, []);

  const renew = useCallback(() => {
    if (latest.current.status === 'off') return;
    latest.current = {status: 'checking', solution: null, failure: undefined};
    setRound((value) => value + 1);
  }, []);

  return {status, solution, renew};
}
