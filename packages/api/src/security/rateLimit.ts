import fastifyRateLimit from '@fastify/rate-limit';
import type {RateLimitOptions} from '@fastify/rate-limit';
import type {FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import {Redis} from 'ioredis';
import type {Config} from '../config.ts';
import {apiError} from '../errors.ts';

/** What the rate limits are built from. */
export interface RateLimitPluginOptions {
  limits: Config['rateLimit'];
  /** Set: counters live in Redis, shared by every API process; unset: in this process's memory. */
  redisUrl: string | undefined;
  /** Prefix of the Redis keys (the job queue prefix, so test runs and deployments stay apart). */
  keyPrefix: string;
}

/** Routes that are never limited, with the reason. */
export const UNLIMITED_ROUTES: Record<string, string> = {
  'GET /api/health': 'load balancers and orchestrators probe it constantly, often from one address',
  'HEAD /api/health': 'the same probe without a body',
  'GET /api/ready': 'probed like /api/health',
  'HEAD /api/ready': 'the same probe without a body',
};

/** Stricter limits, by route: each has its own counter per caller, apart from the general one. */
function strictLimits(limits: Config['rateLimit']): Record<string, number> {
  return {
    // Each submission reserves credits and queues work.
    'POST /api/jobs': limits.jobSubmitMax,
    // Each probe starts yt-dlp, which fetches a third-party site.
    'POST /api/imports/probe': limits.jobSubmitMax,
    // Each creation stages a file on disk.
    'POST /api/uploads': limits.uploadCreateMax,
    // Each photo is decoded and re-encoded with ffmpeg.
    'PUT /api/me/photo': limits.uploadCreateMax,
    // Anonymous and meant to slow automated sign-ups down: limited per address.
    'POST /api/bot-check/challenge': limits.botCheckMax,
    'POST /api/bot-check/verify': limits.botCheckMax,
  };
}

/**
 * The caller a counter belongs to: the signed-in user (so one person is limited across devices
 * and addresses, and people behind one carrier-grade NAT are not limited together), else the address.
 * Route-level hooks run after the auth plugin's, so `request.user` is set by then.
 */
export const rateLimitKey = (request: FastifyRequest): string =>
  request.user ? `user:${request.user.row.id}` : `ip:${request.ip}`;

/**
 * Rate limits for every route (@fastify/rate-limit): a general limit per user or address, stricter
 * ones on job submission, upload creation and the bot check, none on health probes. Over the
 * limit answers 429 RATE_LIMITED in the API's error body, with `Retry-After` in seconds.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, {limits, redisUrl, keyPrefix}) => {
    const strict = strictLimits(limits);
    // Before @fastify/rate-limit's own onRoute hook (registered below), which reads `config.rateLimit`.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const names = methods.map((method) => `${method} ${route.url}`);
      if (names.every((name) => name in UNLIMITED_ROUTES)) {
        route.config = {...route.config, rateLimit: false};
        return;
      }
      const max = names.map((name) => strict[name]).find((value) => value !== undefined);
      if (max !== undefined) {
        const rateLimit: RateLimitOptions = {max, timeWindow: limits.windowMs};
        route.config = {...route.config, rateLimit};
      }
    });

    // A failing Redis does not take the API down with it: requests pass unlimited meanwhile
    // (skipOnError), and the queue's readiness check reports the outage.
    const redis = redisUrl
      ? new Redis(redisUrl, {maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false})
      : undefined;
    redis?.on('error', (error) => app.log.warn({err: error}, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });

    await app.register(fastifyRateLimit, {
      global: true,
      max: limits.max,
      timeWindow: limits.windowMs,
      keyGenerator: rateLimitKey,
      ...(redis ? {redis, nameSpace: `${keyPrefix}:rate-limit:`} : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        apiError('RATE_LIMITED', Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  {name: 'nada-rate-limit'},
);
