import {validatorCompiler} from 'fastify-type-provider-zod';
import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {requireUser} from '../auth/authPlugin.ts';
import type {JobRow, JobStatus} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import {FILE_URL_TTL_SECONDS} from '../files/signedUrl.ts';
import type {FileUrlSigner} from '../files/signedUrl.ts';
import {fileUrlSchema} from '../files/schema.ts';
import {errorBodySchema} from '../errorSchema.ts';
import type {Storage} from '../storage/storage.ts';
import {archiveFiles, streamJobArchive} from './archive.ts';
import type {JobSystem} from './jobSystem.ts';
import {
  archiveQuerySchema,
  jobEventsQuerySchema,
  jobListQuerySchema,
  jobParamsSchema,
  submissionEnvelopeSchema,
} from './schema.ts';
import {streamJobEvents} from './sse.ts';
import {findOwnedJob, listJobs} from './store.ts';
import {presentJobs, presentOneJob} from './present.ts';

/** What the job routes need. */
export interface JobRoutesOptions {
  jobs: JobSystem;
  /** Where result files are read from, for the archive. */
  storage: Storage;
  /** Signs archive URLs, with the same key as file URLs. */
  signer: FileUrlSigner;
  /** Comment line sent on an idle event stream so proxies keep it open. @default 15000 */
  heartbeatMs?: number;
}

/** The signed subject of a job's archive URL; the prefix keeps it apart from file URL signatures. */
const archiveSubject = (jobId: string) => `job-archive:${jobId}`;

/**
 * `POST|GET /jobs`, `GET|DELETE /jobs/:id`, `POST /jobs/:id/cancel`, the event stream
 * `GET /jobs/:id/events`, and the result archive (`POST /jobs/:id/archive-url`, the signed
 * `GET /jobs/:id/archive`).
 */
export const jobRoutes: FastifyPluginAsyncZod<JobRoutesOptions> = async (
  app,
  {jobs, storage, signer, heartbeatMs = 15_000},
) => {
  const db = app.nada.db.kysely;
  const tags = ['jobs'];
  const notFoundResponses = {401: errorBodySchema, 404: errorBodySchema};
  const present = (row: JobRow) => presentOneJob(db, row);
  // The jobs of the kinds this API runs, each with its own params, result and stages.
  const jobSchema = jobs.registry.jobSchema();
  const jobListSchema = jobs.registry.jobListSchema();
  const submissionSchema = jobs.registry.submissionSchema();

  app.post(
    '/jobs',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Submit a job; it is queued and runs in the background',
        tags,
        body: submissionSchema,
        response: {
          202: jobSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
          ...notFoundResponses,
        },
      },
      // The document publishes each kind's params (`submissionSchema`); the body is checked as an
      // envelope only, so that the job system answers an unknown kind (JOB_KIND_UNKNOWN) and checks
      // the params against their kind's schema, with the same fields either way.
      validatorCompiler: (route) => validatorCompiler({...route, schema: submissionEnvelopeSchema}),
    },
    async (request, reply) => {
      const owner = requireUser(request).row;
      const {row, created} = await jobs.submit(owner.id, request.body);
      // From here on the request's lines (its "request completed" too) carry the job's id beside reqId.
      request.log = request.log.child({jobId: row.id, kind: row.kind});
      reply.log = request.log;
      request.log.info({created}, 'job submitted');
      return reply.code(202).send(await present(row));
    },
  );

  app.get(
    '/jobs',
    {
      config: {auth: 'required'},
      schema: {
        summary: "The caller's jobs, newest first, optionally of some kinds and statuses",
        description:
          'Each job carries its input and result files (name, size, expiry), so a history needs no request per job.',
        tags,
        querystring: jobListQuerySchema,
        response: {200: jobListSchema, 400: errorBodySchema, 401: errorBodySchema},
      },
    },
    async (request) => {
      const owner = requireUser(request).row;
      const {limit, cursor, kind, status} = request.query;
      const filter = {
        kinds: kind?.split(','),
        // The query schema admits only status names.
        statuses: status?.split(',') as JobStatus[] | undefined,
      };
      try {
        const {rows, nextCursor} = await listJobs(db, owner.id, {limit, cursor}, filter);
        return {items: await presentJobs(db, rows), nextCursor};
      } catch (error) {
        if (error instanceof RangeError)
          throw apiError('VALIDATION_FAILED', {cursor: 'is not a page cursor'});
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
      const owner = requireUser(request).row;
      const row = await findOwnedJob(db, owner.id, request.params.id);
      if (!row) throw apiError('JOB_NOT_FOUND');
      return await present(row);
    },
  );

  app.delete(
    '/jobs/:id',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Deletes a job and its result files; a queued or running job is canceled first',
        tags,
        params: jobParamsSchema,
        response: {204: z.null().describe('Deleted'), ...notFoundResponses},
      },
    },
    async (request, reply) => {
      await jobs.delete(requireUser(request).row.id, request.params.id);
      return reply.code(204).send(null);
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
      const owner = requireUser(request).row;
      return await present(await jobs.cancel(owner.id, request.params.id));
    },
  );

  app.post(
    '/jobs/:id/archive-url',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'A short-lived signed URL to a ZIP of the job’s result audio ("download all")',
        tags,
        params: jobParamsSchema,
        response: {200: fileUrlSchema, 409: errorBodySchema, ...notFoundResponses},
      },
    },
    async (request) => {
      const row = await findOwnedJob(db, requireUser(request).row.id, request.params.id);
      if (!row) throw apiError('JOB_NOT_FOUND');
      if (row.status !== 'succeeded') throw apiError('JOB_NOT_SUCCEEDED');
      const expires = Math.floor(Date.now() / 1000) + FILE_URL_TTL_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        sig: signer.sign(archiveSubject(row.id), 'attachment', expires),
      });
      return {
        url: `${app.prefix}/jobs/${encodeURIComponent(row.id)}/archive?${query}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
  );

  app.get(
    '/jobs/:id/archive',
    {
      schema: {
        summary: 'A ZIP of the job’s result audio files, through a signed URL',
        description:
          'No Authorization header: the signature is the credential. Stored (not compressed) entries, ' +
          'named like the files; Content-Length is known up front.',
        tags,
        params: jobParamsSchema,
        querystring: archiveQuerySchema,
        response: {
          200: {description: 'The ZIP archive', content: {'application/zip': {schema: z.string()}}},
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const {id} = request.params;
      const {expires, sig} = request.query;
      const now = Math.floor(Date.now() / 1000);
      const verdict = signer.verify(archiveSubject(id), 'attachment', expires, sig, now);
      if (verdict === 'invalid') throw apiError('FILE_URL_INVALID');
      if (verdict === 'expired') throw apiError('FILE_URL_EXPIRED');
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || row.status !== 'succeeded') throw apiError('JOB_NOT_FOUND');
      const archive = await archiveFiles(db, jobs.registry, row);
      return await streamJobArchive({reply, storage, archive, log: request.log, expiresIn: expires - now});
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
      const owner = requireUser(request).row;
      const row = await findOwnedJob(db, owner.id, request.params.id);
      if (!row) throw apiError('JOB_NOT_FOUND');
      const header = Number.parseInt(request.headers['last-event-id'] ?? '', 10);
      const lastEventId =
        Number.isSafeInteger(header) && header >= 0 ? header : (request.query.lastEventId ?? 0);
      await streamJobEvents({request, reply, db, bus: jobs.bus, jobId: row.id, lastEventId, heartbeatMs});
    },
  );
};
