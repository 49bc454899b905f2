import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {requireUser} from '../auth/authPlugin.ts';
import {errorBodySchema} from '../errorSchema.ts';
import {creditBalance} from './store.ts';

/** The caller's processing minutes this month. */
export const creditBalanceSchema = z
  .object({
    plan: z.string().describe("The caller's plan, e.g. 'free'"),
    monthlySeconds: z.number().int().describe('Processing the plan grants each calendar month (UTC)'),
    usedSeconds: z.number().int().describe('Charged this period: jobs that succeeded'),
    reservedSeconds: z.number().int().describe('Held by jobs still queued or running'),
    availableSeconds: z.number().int().describe('What new jobs may still reserve'),
    periodStart: z.string().describe('ISO 8601, inclusive'),
    periodEnd: z.string().describe('ISO 8601, exclusive; the minutes renew then'),
  })
  .meta({id: 'CreditBalance'});

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
