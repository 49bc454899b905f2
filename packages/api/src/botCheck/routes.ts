import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {issueChallenge, verifySolution} from './challenges.ts';
import {errorBodySchema} from '../errorSchema.ts';

/** Options of {@link botCheckRoutes}. */
export interface BotCheckRoutesOptions {
  /** Leading zero bits each challenge asks for. */
  difficulty: number;
}

const challengeSchema = z
  .object({
    id: z.string().describe('Opaque id to send back with the solution'),
    salt: z.string().describe('Text the nonce is appended to before hashing'),
    difficulty: z.number().int().describe('Leading zero bits SHA-256(salt + nonce) must have'),
  })
  .meta({id: 'BotCheckChallenge'});

const solutionSchema = z
  .object({
    id: z.string().min(1).max(64),
    nonce: z.string().regex(/^(0|[1-9][0-9]{0,15})$/, 'must be a decimal number without leading zeros'),
  })
  .meta({id: 'BotCheckSolution'});

/**
 * The self-hosted bot check (proof of work): `POST /bot-check/challenge` issues a challenge,
 * `POST /bot-check/verify` checks its solution once. The app asks for a pass before it requests a
 * registration, a sign-in link or a password reset.
 */
export const botCheckRoutes: FastifyPluginAsyncZod<BotCheckRoutesOptions> = async (app, {difficulty}) => {
  app.post(
    '/bot-check/challenge',
    {
      schema: {
        summary: 'A new proof-of-work challenge, good for one answer within five minutes',
        tags: ['bot-check'],
        response: {200: challengeSchema},
      },
    },
    async () => issueChallenge(app.nada.db.kysely, difficulty),
  );

  app.post(
    '/bot-check/verify',
    {
      schema: {
        summary: 'Checks the solution of a challenge; each challenge is answered once',
        tags: ['bot-check'],
        body: solutionSchema,
        response: {204: z.null().describe('The check passed'), 400: errorBodySchema},
      },
    },
    async (request, reply) => {
      await verifySolution(app.nada.db.kysely, request.body);
      return reply.code(204).send(null);
    },
  );
};
