import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {PLAN_IDS, planCatalogue} from './plans.ts';
import {presentMinorUnits, presentPlan} from './present.ts';
import {planListSchema} from './schema.ts';

/** `GET /plans`: the plan catalogue, public. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans',
    {
      schema: {
        summary: 'Every plan with its limits and prices',
        description:
          'Public: the landing and pricing pages show it. The limits are the ones the API enforces on uploads and jobs.',
        tags: ['plans'],
        response: {200: planListSchema},
      },
    },
    async () => {
      const plans = planCatalogue();
      return {items: PLAN_IDS.map((id) => presentPlan(plans[id])), minorUnits: presentMinorUnits()};
    },
  );
};
