import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {requireUser} from '../auth/authPlugin.ts';
import {errorBodySchema} from '../errorSchema.ts';
import {creditBalanceSchema} from './schema.ts';
import {creditBalance} from './present.ts';

/** `GET /credits`. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/credits',
    {
      config: {auth: 'required'},
      schema: {
        summary: "The caller's processing minutes: granted, used, reserved and available this month",
        tags: ['credits'],
        response: {200: creditBalanceSchema, 401: errorBodySchema},
      },
    },
    async (request) => {
      return creditBalance(app.nada.db.kysely, requireUser(request).row);
    },
  );
};
