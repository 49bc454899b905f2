import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {understandPrompt} from '@nada/audio';
import {requireUser} from '../auth/authPlugin.ts';
import {errorBodySchema} from '../errorSchema.ts';
import {presentUnderstood} from './present.ts';
import {understandRequestSchema, understandResponseSchema} from './schema.ts';

/**
 * `POST /generate/understand`: what a prompt (and the fields beside it) is understood as, so the page
 * shows it before the user spends credits on a `generate` job.
 */
export const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/generate/understand',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'What a prompt is understood as: genre, mood, tempo, key, length, instruments',
        description:
          'The same reading a `generate` job makes of the same body; each value says whether it came from a field, the prompt or the default.',
        tags: ['jobs'],
        body: understandRequestSchema,
        response: {200: understandResponseSchema, 400: errorBodySchema, 401: errorBodySchema},
      },
    },
    async (request) => {
      requireUser(request);
      return presentUnderstood(understandPrompt(request.body));
    },
  );
};
