import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {apiError} from '../errors.ts';
import {errorBodySchema} from '../errorSchema.ts';

/** Resolves when a dependency (database, queue, storage) answers; rejects otherwise. */
export type ReadinessCheck = () => Promise<void>;

/** The readiness checks by name, e.g. `{database: () => db.ping()}`. */
export interface HealthRoutesOptions {
  checks: Record<string, ReadinessCheck>;
  /** How long one check may take before it counts as failed. @default 2000 */
  checkTimeoutMs?: number;
}

/** `GET /health` (the process answers) and `GET /ready` (every dependency answers). */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  {checks, checkTimeoutMs = 2000},
) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness: the API process answers',
        tags: ['health'],
        response: {200: z.object({status: z.literal('ok')})},
      },
    },
    async () => ({status: 'ok' as const}),
  );

  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness: the database (and, as they come, queue and storage) answer',
        tags: ['health'],
        response: {
          200: z.object({status: z.literal('ready'), checks: z.record(z.string(), z.literal('ok'))}),
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const entries = Object.entries(checks);
      const outcomes = await Promise.allSettled(
        entries.map(([name, check]) => withTimeout(check(), checkTimeoutMs, name)),
      );
      const failing: Record<string, string> = {};
      outcomes.forEach((outcome, index) => {
        if (outcome.status === 'fulfilled') return;
        const name = entries[index]?.[0] ?? String(index);
        failing[name] = 'unavailable';
        request.log.warn({check: name, err: outcome.reason}, 'readiness check failed');
      });
      if (Object.keys(failing).length) throw apiError('NOT_READY', failing);
      return {
        status: 'ready' as const,
        checks: Object.fromEntries(entries.map(([name]) => [name, 'ok' as const])),
      };
    },
  );
};

function withTimeout(promise: Promise<void>, ms: number, name: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
