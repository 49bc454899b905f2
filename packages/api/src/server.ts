import {randomUUID} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {join} from 'node:path';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  createJsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type {Auth} from 'firebase-admin/auth';
import {authPlugin, SECURITY_SCHEME} from './auth/authPlugin.ts';
import {createFirebaseAuth} from './auth/firebase.ts';
import type {Config} from './config.ts';
import {openDatabase} from './db/database.ts';
import type {Db} from './db/database.ts';
import {apiError, ApiError, presentError} from './errors.ts';
import {healthRoutes} from './health/routes.ts';
import type {ReadinessCheck} from './health/routes.ts';
import {fileRoutes} from './files/routes.ts';
import {uploadRoutes} from './files/uploads.ts';
import {meRoutes} from './users/routes.ts';
import {userRoutes} from './users/publicRoutes.ts';
import {sessionRoutes} from './sessions/routes.ts';
import {botCheckRoutes} from './botCheck/routes.ts';
import {mixRoutes} from './mixes/routes.ts';
import {playlistRoutes} from './playlists/routes.ts';
import {soundRoutes} from './sounds/routes.ts';
import {startSeeding} from './sounds/seed.ts';
import type {BackgroundSeeding} from './sounds/seed.ts';
import {createFileUrlSigner, loadFileUrlSecret} from './files/signedUrl.ts';
import {openStorage} from './storage/openStorage.ts';
import {createJobSystem} from './jobs/jobSystem.ts';
import type {JobSystem, JobSystemTuning} from './jobs/jobSystem.ts';
import type {JobRegistry} from './jobs/registry.ts';
import {defaultJobRegistry} from './jobs/kinds/defaultKinds.ts';
import {engineRoutes} from './engines/routes.ts';
import {jobRoutes} from './jobs/routes.ts';
import {trackRoutes} from './tracks/routes.ts';
import {generateRoutes} from './generate/routes.ts';
import {planRoutes} from './plans/routes.ts';
import {installPlanCatalogue} from './plans/plans.ts';
import {creditRoutes} from './credits/routes.ts';
import {billingRoutes} from './billing/routes.ts';
import {createPayments} from './billing/payments.ts';
import {importRoutes} from './imports/routes.ts';
import {oembedRoutes} from './embed/routes.ts';
import {rateLimitPlugin} from './security/rateLimit.ts';
import {routeTablePlugin} from './security/routeTable.ts';
import {startSweeper} from './sweeper/sweeper.ts';
import {startOutbox} from './outbox/outbox.ts';
import {parseSmtpUrl, smtpMailer} from './outbox/smtp.ts';
import {supportRoutes} from './support/routes.ts';
import {metricsPlugin} from './metrics/plugin.ts';
import type {Storage} from './storage/storage.ts';

/** Extra parts a caller may plug in. */
export interface ApiOptions {
  /** Readiness checks besides the database's (the queue and storage add theirs here). */
  readinessChecks?: Record<string, ReadinessCheck>;
  /** The job kinds this API accepts (and, in the embedded default, runs), and queue tuning. */
  jobs?: JobSystemTuning & {
    /** @default Nada's kinds, see `defaultJobRegistry` */
    registry?: JobRegistry;
    /** Idle time before an event stream sends a heartbeat comment. @default 15000 */
    heartbeatMs?: number;
  };
  /** Where the JSON log lines go (tests read them). @default stdout */
  logStream?: {write(line: string): void};
}

/** What the API runs on: database, Firebase Auth and file storage. */
export interface ApiServices {
  db: Db;
  auth: Auth;
  storage: Storage;
  /** Submits, cancels and streams jobs (and runs them, in the embedded default). */
  jobs: JobSystem;
}

/** The API's Fastify instance, with the services it was built on. */
export type Api = FastifyInstance & {nada: ApiServices};

declare module 'fastify' {
  interface FastifyInstance {
    /** The services the API runs on, for routes, the CLI and tests. */
    nada: ApiServices;
  }
}

// Security headers for JSON answers: nothing here is meant to be framed, sniffed, cached or
// run as a document, whatever a proxy or a browser would otherwise guess.
const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

const requestIdPattern = /^[\w.:-]{1,128}$/;

/**
 * Builds the API: opens the database and applies its migrations, connects Firebase Auth, and
 * registers every route under `/api`. It does not listen: `main.ts` does, and the app server can
 * hand requests to it (see `createApiHandler`). `close()` releases the database and Firebase app.
 */
export async function createApi(config: Config, options: ApiOptions = {}): Promise<Api> {
  // Before the database opens, so a data folder that cannot be written fails without leaking it.
  const signer = createFileUrlSigner(await loadFileUrlSecret(config));
  const db = openDatabase(config);
  try {
    await db.migrate();
  } catch (error) {
    await db.close();
    throw error;
  }
  const firebase = createFirebaseAuth(config);
  const files = openStorage(config.storage);
  // The operator's plans (PLANS_FILE) or the built-in ones, for every limit, price and grant this
  // process applies, until this API closes.
  const restorePlans = installPlanCatalogue(config.plans);

  const app = Fastify({
    logger: {level: config.logLevel, ...(options.logStream ? {stream: options.logStream} : {})},
    bodyLimit: config.bodyLimitBytes,
    // Behind proxies, the client address (rate limits per address) is in X-Forwarded-For.
    // Hop 0 is the proxy next to us: trusting n hops takes the address the nth proxy saw.
    trustProxy: config.trustProxyHops
      ? (_address: string, hop: number) => hop < config.trustProxyHops
      : false,
    // Honour a caller's (or a proxy's) request id so one id follows a request across services;
    // anything odd-looking is replaced, since it ends up in logs.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    // The router's own refusals (a bad percent-encoding, an over-long path parameter) come before
    // any hook: they get the same headers and error format as every other answer here.
    frameworkErrors: (error, request, reply) => {
      setApiHeaders(request, reply);
      handleError(
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? apiError('URI_TOO_LONG') : apiError('BAD_REQUEST'),
        request,
        reply,
      );
    },
  });
  const jobs = createJobSystem({
    ...options.jobs,
    config,
    db,
    registry: options.jobs?.registry ?? defaultJobRegistry(config),
    services: {db: db.kysely, storage: files.storage},
    log: app.log,
    role: 'api',
  });
  app.decorate('nada', {db, auth: firebase.auth, storage: files.storage, jobs});
  const sweeper = startSweeper({
    db,
    storage: files.storage,
    intervalMs: config.sweepIntervalMs,
    jobEventRetentionDays: config.jobEventRetentionDays,
    accounts: {auth: firebase.auth, jobs, stagingDir: join(config.dataDir, 'uploads')},
    log: app.log,
  });
  // Emails (support notifications) go out only when an SMTP server is configured.
  const outbox = config.smtp
    ? startOutbox({
        db: db.kysely,
        mailer: smtpMailer(parseSmtpUrl(config.smtp.url, config.smtp.from)),
        intervalMs: config.outboxIntervalMs,
        log: app.log,
      })
    : undefined;
  // The sound library's starter set renders in the background once per database (sounds/seed.ts).
  let seeding: BackgroundSeeding | undefined;
  if (config.soundLibrarySeed)
    app.addHook('onReady', async () => {
      seeding = startSeeding(
        {
          db: db.kysely,
          storage: files.storage,
          ffmpegPath: config.ffmpegPath,
          fluidsynthPath: config.fluidsynthPath,
        },
        app.log,
      );
    });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', async (request, reply) => {
    setApiHeaders(request, reply);
    // The router refuses a bad percent-encoding only where no route matches (frameworkErrors): in a
    // path parameter (`/api/jobs/%E0%A4%A`) it would reach the route and answer 404 (issue 41).
    if (!isDecodablePath(request.url)) throw apiError('BAD_REQUEST');
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => handleError(apiError('NOT_FOUND'), request, reply));
  // Closing order: Fastify stops accepting and finishes in-flight requests, then these run.
  app.addHook('onClose', async () => {
    // A sweep in progress, or a starter sound being rendered, ends before the database closes under it.
    await seeding?.close();
    await sweeper.close();
    await outbox?.close();
    // Jobs first: running ones finish or are handed back while the database is still open.
    await jobs.close();
    await db.close();
    await firebase.close();
    files.close();
    restorePlans();
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {title: 'Nada API', version: '0.1.0', description: 'Minus-one, stems and backing tracks.'},
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: {type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token'},
        },
      },
    },
    // A transform of this app's own: the library's shared one keeps the input and output names it
    // derived from Zod's registry until the registry's size changes, and a second app in the same
    // process (tests) replaces its job schemas under the same names, so it would publish stale ones.
    transform: createJsonSchemaTransform({}),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(routeTablePlugin);
  await app.register(metricsPlugin, {db, access: config.metrics});
  await app.register(authPlugin, {auth: firebase.auth, db: db.kysely});
  await app.register(rateLimitPlugin, {
    limits: config.rateLimit,
    redisUrl: config.redisUrl,
    keyPrefix: config.jobQueuePrefix,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        checks: {
          database: () => db.ping(),
          storage: () => files.storage.ping(),
          queue: () => jobs.ping(),
          ...options.readinessChecks,
        },
      });
      await api.register(meRoutes, {
        ffmpegPath: config.ffmpegPath,
        stagingDir: join(config.dataDir, 'uploads'),
      });
      await api.register(userRoutes);
      await api.register(sessionRoutes, {publicUrl: config.publicUrl});
      await api.register(botCheckRoutes, {difficulty: config.botCheckDifficulty});
      await api.register(jobRoutes, {
        jobs,
        storage: files.storage,
        signer,
        heartbeatMs: options.jobs?.heartbeatMs,
      });
      await api.register(creditRoutes);
      await api.register(planRoutes);
      await api.register(billingRoutes, {
        payments: createPayments(config.payments),
        publicUrl: config.publicUrl,
      });
      await api.register(engineRoutes, {modelsDir: config.modelsDir});
      await api.register(fileRoutes, {storage: files.storage, signer});
      await api.register(playlistRoutes, {signer});
      await api.register(trackRoutes, {signer});
      await api.register(soundRoutes, {signer, storage: files.storage, ffmpegPath: config.ffmpegPath});
      await api.register(generateRoutes);
      await api.register(oembedRoutes, {publicUrl: config.publicUrl, signer});
      await api.register(mixRoutes);
      await api.register(supportRoutes, {storage: files.storage, outbox, publicUrl: config.publicUrl});
      await api.register(importRoutes, {
        storage: files.storage,
        signer,
        ytdlpPath: config.ytdlpPath,
        ffmpegPath: config.ffmpegPath,
        ffprobePath: config.ffprobePath,
        testAllowance: config.importTestAllowance,
      });
      await api.register(uploadRoutes, {
        storage: files.storage,
        stagingDir: join(config.dataDir, 'uploads'),
        ffprobePath: config.ffprobePath,
        ffmpegPath: config.ffmpegPath,
        uploadMaxBytes: config.uploadMaxBytes,
      });
      api.get('/openapi.json', {schema: {hide: true}}, async () => app.swagger());
    },
    {prefix: '/api'},
  );
  return app as Api;
}

/** A ready API and a Node request handler for it, to mount inside another HTTP server. */
export interface ApiHandler {
  api: Api;
  /** Serves one request whose URL starts with `/api`; pass the raw Node request and response. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /**
   * Answers a web `Request` in this process, without a socket: for the app server's loaders, which
   * call the API as the browser would. `remoteAddress` is the visitor's, so rate limits count the
   * visitor and not the app server.
   */
  fetch(request: Request, options?: {remoteAddress?: string}): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Builds the API, waits until it is ready, and returns a handler for `/api/*` requests coming from
 * another server (the app's Express server): Fastify's `routing(req, res)` runs the full request
 * lifecycle on the raw Node objects. Mount it before any body parser, which would consume the stream.
 */
export async function createApiHandler(config: Config, options: ApiOptions = {}): Promise<ApiHandler> {
  const api = await createApi(config, options);
  await api.ready();
  return {
    api,
    handle: (request, response) => api.routing(request, response),
    fetch: (request, fetchOptions) => injectFetch(api, request, fetchOptions?.remoteAddress),
    close: () => api.close(),
  };
}

async function injectFetch(api: Api, request: Request, remoteAddress = '127.0.0.1'): Promise<Response> {
  const url = new URL(request.url);
  const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const answer = await api.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(payload ? {payload} : {}),
    remoteAddress,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
  return new Response(empty ? null : answer.rawPayload, {status: answer.statusCode, headers});
}

/** Whether a request target's path is valid percent-encoded UTF-8 (the query has its own parser). */
function isDecodablePath(url: string): boolean {
  const query = url.indexOf('?');
  try {
    decodeURIComponent(query === -1 ? url : url.slice(0, query));
    return true;
  } catch {
    return false;
  }
}

function setApiHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  reply.headers(securityHeaders);
  reply.header('cache-control', 'no-store');
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error);
  const {status, body} = presentError(apiError ?? error, request.id);
  if (status >= 500) request.log.error({err: apiError?.cause ?? error}, 'request failed');
  return reply.code(status).send(body);
}

// Fastify's and the zod provider's own errors become catalogue errors; anything else stays unexpected.
function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.slice(1).replaceAll('/', '.') || (error.validationContext ?? 'request');
      fields[field] ??= issue.message ?? 'is not valid';
    }
    return apiError('VALIDATION_FAILED', fields);
  }
  const {code, statusCode} = error as Partial<FastifyError>;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return apiError('PAYLOAD_TOO_LARGE');
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return apiError('UNSUPPORTED_MEDIA_TYPE');
  if (code?.startsWith('FST_') && statusCode === 400) return apiError('BAD_REQUEST');
  return undefined;
}
