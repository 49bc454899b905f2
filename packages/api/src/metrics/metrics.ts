import {createHash, timingSafeEqual} from 'node:crypto';
import client from 'prom-client';
import type {MetricsAccess} from '../config.ts';
import type {Db} from '../db/database.ts';

/**
 * Nada's Prometheus series, in one registry per process (as Prometheus scrapes a process). The API
 * serves them at `GET /api/metrics`, `nada worker` at `/metrics` on `METRICS_PORT`; the operator's
 * guide (docs/operations.md, "What to monitor") lists them with the panels to build on them.
 */
export const metricsRegistry = new client.Registry();
client.collectDefaultMetrics({register: metricsRegistry, prefix: 'nada_'});

/** Seconds from a request's arrival to its answer, by route pattern (not the raw URL) and status. */
export const httpRequestDuration = new client.Histogram({
  name: 'nada_http_request_duration_seconds',
  help: 'Seconds from a request arriving to its answer being sent, by method, route pattern and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Wall seconds of one run of a job, by kind and how the run ended. */
export const jobDuration = new client.Histogram({
  name: 'nada_job_duration_seconds',
  help: 'Wall seconds of one run of a job in this process, by kind and outcome (succeeded, failed, canceled, retry, lost)',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800],
  registers: [metricsRegistry],
});

/** Wall seconds a run spent in each stage its kind reports (decode, separate, encode ...). */
export const jobStageDuration = new client.Histogram({
  name: 'nada_job_stage_duration_seconds',
  help: 'Wall seconds a run spent in one stage, by kind and stage',
  labelNames: ['kind', 'stage'] as const,
  buckets: [0.05, 0.25, 1, 5, 15, 30, 60, 120, 300, 600],
  registers: [metricsRegistry],
});

/** Seconds of processing a succeeded `separate` job took per minute of its input audio. */
export const separationSecondsPerAudioMinute = new client.Histogram({
  name: 'nada_separation_seconds_per_audio_minute',
  help: 'Wall seconds a succeeded separate job took per minute of input audio',
  buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300],
  registers: [metricsRegistry],
});

/** Whole seconds of audio the succeeded `separate` jobs of this process processed. */
export const separatedAudioSeconds = new client.Counter({
  name: 'nada_separated_audio_seconds_total',
  help: 'Seconds of input audio the succeeded separate jobs of this process processed',
  registers: [metricsRegistry],
});

/** Counts of jobs by status and kind in the database: the queue as every process sees it. */
const queueJobs = new client.Gauge({
  name: 'nada_queue_jobs',
  help: 'Jobs queued or running, by status and kind (from the database, the same on every process)',
  labelNames: ['status', 'kind'] as const,
  registers: [metricsRegistry],
});

const creditSeries = {
  reserve: new client.Counter({
    name: 'nada_credits_reserved_seconds_total',
    help: 'Processing seconds reserved at job submission, over the whole credit ledger',
    registers: [metricsRegistry],
  }),
  charge: new client.Counter({
    name: 'nada_credits_charged_seconds_total',
    help: 'Processing seconds charged for succeeded jobs, over the whole credit ledger',
    registers: [metricsRegistry],
  }),
  release: new client.Counter({
    name: 'nada_credits_refunded_seconds_total',
    help: 'Processing seconds given back for failed or canceled jobs, over the whole credit ledger',
    registers: [metricsRegistry],
  }),
};

/**
 * Refreshes the series read from the database (queue depth, credit ledger totals) just before a
 * scrape. They are cluster-wide: every process reports the same numbers, so dashboards take
 * `max`, never `sum`, across instances. The ledger is append-only, so its totals only grow.
 */
export async function refreshDatabaseSeries(db: Db): Promise<void> {
  const counts = await db.kysely
    .selectFrom('jobs')
    .select(['status', 'kind', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', 'in', ['queued', 'running'])
    .groupBy(['status', 'kind'])
    .execute();
  const totals = await db.kysely
    .selectFrom('credit_ledger')
    .select(['entry', (eb) => eb.fn.sum<number>('seconds').as('seconds')])
    .groupBy('entry')
    .execute();
  queueJobs.reset();
  // Both statuses always appear, so an empty queue reads 0 rather than no data.
  for (const status of ['queued', 'running']) queueJobs.set({status, kind: 'all'}, 0);
  for (const row of counts) {
    const count = Number(row.count);
    queueJobs.set({status: row.status, kind: row.kind}, count);
    queueJobs.inc({status: row.status, kind: 'all'}, count);
  }
  for (const [entry, counter] of Object.entries(creditSeries)) {
    counter.reset();
    counter.inc(Number(totals.find((row) => row.entry === entry)?.seconds ?? 0));
  }
}

/** True when a request may read the metrics: they are open, or its bearer token matches the configured one. */
export function metricsAllowed(access: MetricsAccess, authorization: string | undefined): boolean {
  if (access === 'open') return true;
  if (access === 'closed') return false;
  const given = authorization?.match(/^Bearer (.+)$/)?.[1];
  return given !== undefined && timingSafeEqualText(given, access.token);
}

// Digests first: equal lengths for timingSafeEqual, and no timing hint about the token's length.
function timingSafeEqualText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The metrics in Prometheus's text format, with the database series refreshed first when `db` is given. */
export async function renderMetrics(db?: Db): Promise<{contentType: string; body: string}> {
  if (db) await refreshDatabaseSeries(db);
  return {contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics()};
}
