import {randomBytes, randomUUID} from 'node:crypto';
import type {Kysely} from 'kysely';
import type {Database} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import {isSolution} from './proofOfWork.ts';

/** A challenge as the client receives it. */
export interface Challenge {
  id: string;
  salt: string;
  difficulty: number;
}

/** How long a challenge may be answered, in milliseconds. @default 5 minutes */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** Issues a challenge, stored until it expires; expired ones are swept on the way. */
export async function issueChallenge(
  db: Kysely<Database>,
  difficulty: number,
  now: Date = new Date(),
): Promise<Challenge> {
  await db.deleteFrom('bot_check_challenges').where('expires_at', '<', now.toISOString()).execute();
  const challenge = {id: randomUUID(), salt: randomBytes(16).toString('base64url'), difficulty};
  await db
    .insertInto('bot_check_challenges')
    .values({
      ...challenge,
      expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return challenge;
}

/**
 * Checks a solution: the challenge must exist, be unexpired and unused, and the nonce must solve
 * it. The challenge is marked used first, in one conditional update, so it is answered once even
 * when two requests race; a wrong answer uses it up too.
 */
export async function verifySolution(
  db: Kysely<Database>,
  solution: {id: string; nonce: string},
  now: Date = new Date(),
): Promise<void> {
  const claimed = await db
    .updateTable('bot_check_challenges')
    .set({used_at: now.toISOString()})
    .where('id', '=', solution.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning(['salt', 'difficulty'])
    .executeTakeFirst();
  if (!claimed || !isSolution(claimed.salt, solution.nonce, claimed.difficulty))
    throw apiError('BOT_CHECK_FAILED');
}
