import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import type {CurrentUser} from '../auth/authPlugin.ts';
import {notFound, unauthenticated, validationFailed} from '../errors.ts';
import {errorBodySchema} from '../routes/errorSchema.ts';
import type {JobSystem} from './jobSystem.ts';
import {
  jobEventsQuerySchema,
  jobListQuerySchema,
  jobListSchema,
  jobParamsSchema,
  jobSchema,
  submitJobSchema,
} from './schema.ts';
import {streamJobEvents} from './sse.ts';
import {findOwnedJob, listJobs, presentJob} from './store.ts';

/** What the job routes need. */
export interface JobRoutesOptions {
  jobs: JobSystem;
  /** Comment line sent on an idle event stream so proxies keep it open. @default 15000 */
  heartbeatMs?: number;
}

const signedIn = (user: CurrentUser | null) => {
  if (!user) throw unauthenticated();
  return user.row;
};

/** `POST|GET /jobs`, `GET /jobs/:id`, `POST /jobs/:id/cancel` and the event stream `GET /jobs/:id/events`. */
export const jobRoutes: FastifyPluginAsyncZod<JobRoutesOptions> = async (
  app,
  {jobs, heartbeatMs = 15_000},
) => {
  const db = app.nada.db.kysely;
  const tags = ['jobs'];
  const notFoundResponses = {401: errorBodySchema, 404: errorBodySchema};

  app.post(
    '/jobs',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Submit a job; it is queued and runs in the background',
        tags,
        body: submitJobSchema,
        response: {202: jobSchema, 400: errorBodySchema, 409: errorBodySchema, ...notFoundResponses},
      },
    },
    async (request, reply) => {
      const owner = signedIn(request.user);
      const {row} = await jobs.submit(owner.id, request.body);
      return reply.code(202).send(presentJob(row));
    },
  );

  app.get(
    '/jobs',
    {
      config: {auth: 'required'},
      schema: {
        summary: "The caller's jobs, newest first",
        tags,
        querystring: jobListQuerySchema,
        response: {200: jobListSchema, 400: errorBodySchema, 401: errorBodySchema},
      },
    },
    async (request) => {
      const owner = signedIn(request.user);
      try {
        const {rows, nextCursor} = await listJobs(db, owner.id, request.query);
        return {items: rows.map(presentJob), nextCursor};
      } catch (error) {
        if (error instanceof RangeError) throw validationFailed({cursor: 'is not a page cursor'});
        throw error;
      }
    },
  );

  app.get(
    '/jobs/:id',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'One job',
        tags,
        params: jobParamsSchema,
        response: {200: jobSchema, ...notFoundResponses},
      },
    },
    async (request) => {
      const owner = signedIn(request.user);
      const row = await findOwnedJob(db, owner.id, request.params.id);
      if (!row) throw notFound('job');
      return presentJob(row);
    },
  );

  app.post(
    '/jobs/:id/cancel',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Cancel a queued or running job; it ends canceled, without a result',
        tags,
        params: jobParamsSchema,
        response: {200: jobSchema, 409: errorBodySchema, ...notFoundResponses},
      },
    },
    async (request) => {
      const owner = signedIn(request.user);
      return presentJob(await jobs.cancel(owner.id, request.params.id));
    },
  );

  app.get(
    '/jobs/:id/events',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Server-Sent Events of a job: status and progress, resumable with Last-Event-ID',
        description:
          'Each event has `id:` (counting up per job), `event: status | progress` and the job as JSON data. ' +
          'Events after `Last-Event-ID` (or `lastEventId`) are replayed first; the stream ends after a final status.',
        tags,
        params: jobParamsSchema,
        querystring: jobEventsQuerySchema,
        headers: z.object({'last-event-id': z.string().max(20).optional()}),
        response: {
          200: {description: 'An event stream', content: {'text/event-stream': {schema: z.string()}}},
          ...notFoundResponses,
        },
      },
    },
    async (request, reply) => {
      const owner = signedIn(request.user);
      const row = await findOwnedJob(db, owner.id, request.params.id);
      if (!row) throw notFound('job');
      const header = Number.parseInt(request.headers['last-event-id'] ?? '', 10);
      const lastEventId =
        Number.isSafeInteger(header) && header >= 0 ? header : (request.query.lastEventId ?? 0);
      await streamJobEvents({request, reply, db, bus: jobs.bus, jobId: row.id, lastEventId, heartbeatMs});
    },
  );
};
