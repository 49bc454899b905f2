import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {MetricsAccess} from '../config.ts';
import type {Db} from '../db/database.ts';
import {metricsAllowed, renderMetrics} from './metrics.ts';

/** What a worker's HTTP server answers from. */
export interface WorkerServerOptions {
  port: number;
  host: string;
  /** Who may read `/metrics` (`Config.metrics`); everyone else gets 404. */
  access: MetricsAccess;
  db: Db;
  /** Resolves when the worker's dependencies answer (database, Redis, storage). */
  ready(): Promise<void>;
}

/**
 * `nada worker`'s small HTTP server on `METRICS_PORT`: `/health` (the process answers), `/ready`
 * (its database, Redis and storage answer; 503 otherwise) and `/metrics` (Prometheus text).
 */
export async function startWorkerServer(
  options: WorkerServerOptions,
): Promise<{port: number; close(): Promise<void>}> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://worker').pathname;
    const answer = (status: number, type: string, body: string) =>
      response.writeHead(status, {'content-type': type, 'cache-control': 'no-store'}).end(body);
    const json = (status: number, body: object) => answer(status, 'application/json', JSON.stringify(body));
    if (request.method !== 'GET') return json(405, {error: {code: 'METHOD_NOT_ALLOWED'}});
    if (path === '/health') return json(200, {status: 'ok'});
    if (path === '/ready') {
      options.ready().then(
        () => json(200, {status: 'ready'}),
        () => json(503, {error: {code: 'NOT_READY'}}),
      );
      return;
    }
    if (path === '/metrics' && metricsAllowed(options.access, request.headers.authorization)) {
      renderMetrics(options.db).then(
        ({contentType, body}) => answer(200, contentType, body),
        () => json(503, {error: {code: 'NOT_READY'}}),
      );
      return;
    }
    json(404, {error: {code: 'NOT_FOUND'}});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
