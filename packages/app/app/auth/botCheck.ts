import {BOT_CHECK_FAILED, type ProofOfWorkChallenge, type ProofOfWorkSolution} from '@nada/auth-forms';
import {dataOf} from '../api/client';
import {api} from '../api/sessionClient';

/** Fetches a proof-of-work challenge from the API (`POST /api/bot-check/challenge`). */
export async function getChallenge(): Promise<ProofOfWorkChallenge> {
  return dataOf(await api.POST('/api/bot-check/challenge'));
}

/**
 * Has the API check a solution (`POST /api/bot-check/verify`) before a registration, sign-in link
 * or password reset is requested; a refused or missing one throws with the bot-check code, which
 * the forms show as "we couldn't finish the security check".
 */
export async function passBotCheck(solution: ProofOfWorkSolution | undefined): Promise<void> {
  const failed = (cause?: unknown) =>
    Object.assign(new Error('Bot check failed', {cause}), {code: BOT_CHECK_FAILED});
  if (!solution) throw failed();
  try {
    await api.POST('/api/bot-check/verify', {body: solution});
  } catch (error) {
    throw failed(error);
  }
}
