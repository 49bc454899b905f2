import type {FastifyPluginAsync} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type {MetricsAccess} from '../config.ts';
import type {Db} from '../db/database.ts';
import {apiError} from '../errors.ts';
import {httpRequestDuration, metricsAllowed, renderMetrics} from './metrics.ts';

/** What the metrics plugin needs. */
export interface MetricsPluginOptions {
  db: Db;
  /** Who may read `/api/metrics` (`Config.metrics`); everyone else gets 404. */
  access: MetricsAccess;
}

/**
 * Times every request (`nada_http_request_duration_seconds`) and serves the Prometheus text at
 * `GET /api/metrics`. Not in the OpenAPI document: it is for operators, not for the app.
 */
const metrics: FastifyPluginAsync<MetricsPluginOptions> = async (app, {db, access}) => {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL (ids would make a series per file); unmatched URLs share one.
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe(
      {method: request.method, route, status_code: String(reply.statusCode)},
      reply.elapsedTime / 1000,
    );
  });
  app.get('/api/metrics', {schema: {hide: true}}, async (request, reply) => {
    // 404 rather than 401: a scanner learns nothing about what is behind the token.
    if (!metricsAllowed(access, request.headers.authorization)) throw apiError('NOT_FOUND');
    const {contentType, body} = await renderMetrics(db);
    return reply.header('content-type', contentType).send(body);
  });
};

/** Registered on the root instance so its timing hook sees every route. */
export const metricsPlugin = fastifyPlugin(metrics, {name: 'nada-metrics'});
