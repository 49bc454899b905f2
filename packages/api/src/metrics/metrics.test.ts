import {afterEach, describe, expect, it} from 'vitest';
import {JobRegistry} from '../jobs/registry.ts';
import type {JobView} from '../jobs/present.ts';
import {hashJobKind} from '../jobs/testing/hashJob.ts';
import {newUser, uniqueKind, waitForJob} from '../jobs/testing/jobTestKit.ts';
import type {TestUser} from '../jobs/testing/jobTestKit.ts';
import type {Api} from '../server.ts';
import {createApi} from '../server.ts';
import {dialect, testApi, testConfig} from '../testing/testApi.ts';
import {observeJobRun} from './jobObservation.ts';
import {metricsRegistry} from './metrics.ts';
import {startWorkerServer} from './workerServer.ts';

const TOKEN = 'a-metrics-token-that-is-long-enough-to-pass';
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** An API with a test job kind, JSON logs kept in `lines`, and `/api/metrics` behind TOKEN. */
async function start(env: Record<string, string> = {}) {
  const kind = uniqueKind();
  const lines: Array<Record<string, unknown>> = [];
  const test = await testApi(
    {LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN, JOB_CONCURRENCY: '4', ...env},
    {
      jobs: {registry: new JobRegistry().registerJobKind(hashJobKind(kind)), pollMs: 100, shutdownGraceMs: 0},
      logStream: {write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>)},
    },
  );
  closers.push(test.close);
  return {api: test.api, kind, lines};
}

/** One sample per series: `name{a="b",...}` to its value. */
async function scrape(api: Api): Promise<Map<string, number>> {
  const response = await api.inject({url: '/api/metrics', headers: {authorization: `Bearer ${TOKEN}`}});
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of response.body.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

async function submit(api: Api, user: TestUser, payload: object): Promise<JobView> {
  const response = await api.inject({method: 'POST', url: '/api/jobs', headers: user.headers, payload});
  expect(response.statusCode).toBe(202);
  return response.json() as JobView;
}

describe(`/api/metrics (${dialect})`, () => {
  it('answers 404 without the operator token, and with a wrong one', async () => {
    const {api} = await start();
    expect((await api.inject({url: '/api/metrics'})).statusCode).toBe(404);
    const wrong = await api.inject({url: '/api/metrics', headers: {authorization: 'Bearer not-the-token'}});
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({error: {code: 'NOT_FOUND'}});
  });

  // Production without METRICS_TOKEN (config.test.ts): issue 41 found the metrics open to anyone there.
  it("answers 404 to everyone when closed, on the API and on a worker's server", async () => {
    const {config, cleanup} = testConfig();
    const api = await createApi({...config, metrics: 'closed'});
    closers.push(async () => {
      await api.close();
      cleanup();
    });
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const response = await api.inject({url: '/api/metrics', headers: authorization ? {authorization} : {}});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({error: {code: 'NOT_FOUND'}});
    }
    const worker = await startWorkerServer({
      port: 0,
      host: '127.0.0.1',
      access: 'closed',
      db: api.nada.db,
      ready: async () => undefined,
    });
    closers.push(worker.close);
    const url = `http://127.0.0.1:${worker.port}`;
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, {headers: {authorization: `Bearer ${TOKEN}`}})).status).toBe(404);
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it('counts a real job: request latency, job and stage durations, credits reserved and charged', async () => {
    const {api, kind} = await start();
    const user = await newUser(api);
    const before = await scrape(api);
    const job = await submit(api, user, {kind, params: {rounds: 2_000, creditSeconds: 7}});
    await waitForJob(api, user, job.id, (view) => view.status === 'succeeded');
    const after = await scrape(api);
    const delta = (series: string) => (after.get(series) ?? 0) - (before.get(series) ?? 0);

    expect(
      delta('nada_http_request_duration_seconds_count{method="POST",route="/api/jobs",status_code="202"}'),
    ).toBe(1);
    expect(delta(`nada_job_duration_seconds_count{kind="${kind}",outcome="succeeded"}`)).toBe(1);
    expect(after.get(`nada_job_duration_seconds_sum{kind="${kind}",outcome="succeeded"}`)).toBeGreaterThan(0);
    expect(delta(`nada_job_stage_duration_seconds_count{kind="${kind}",stage="hash"}`)).toBe(1);
    // The ledger is shared by every test file on PostgreSQL: this job added its own 7 seconds at least.
    expect(delta('nada_credits_reserved_seconds_total')).toBeGreaterThanOrEqual(7);
    expect(delta('nada_credits_charged_seconds_total')).toBeGreaterThanOrEqual(7);
    expect(after.has('nada_credits_refunded_seconds_total')).toBe(true);
    expect(after.get('nada_queue_jobs{status="queued",kind="all"}')).toBeGreaterThanOrEqual(0);
  });

  it('reports queue depth per kind and refunds the credits of canceled jobs', async () => {
    const {api, kind} = await start({JOB_USER_CONCURRENCY: '1'});
    const user = await newUser(api);
    const before = await scrape(api);
    // Far longer than the test: the first runs, the second waits for the user's one slot.
    const first = await submit(api, user, {kind, params: {rounds: 50_000_000, creditSeconds: 3}});
    const second = await submit(api, user, {kind, params: {rounds: 50_000_000, creditSeconds: 4}});
    await waitForJob(api, user, first.id, (view) => view.status === 'running');
    const busy = await scrape(api);
    expect(busy.get(`nada_queue_jobs{status="running",kind="${kind}"}`)).toBe(1);
    expect(busy.get(`nada_queue_jobs{status="queued",kind="${kind}"}`)).toBe(1);
    for (const job of [second, first]) {
      const canceled = await api.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/cancel`,
        headers: user.headers,
      });
      expect(canceled.statusCode).toBe(200);
    }
    await waitForJob(api, user, first.id, (view) => view.status === 'canceled');
    const after = await scrape(api);
    expect(after.has(`nada_queue_jobs{status="running",kind="${kind}"}`)).toBe(false);
    const refunded =
      (after.get('nada_credits_refunded_seconds_total') ?? 0) -
      (before.get('nada_credits_refunded_seconds_total') ?? 0);
    expect(refunded).toBeGreaterThanOrEqual(7);
  });

  it('puts the job id in every log line of a job, from the submitting request to the run', async () => {
    const {api, kind, lines} = await start();
    const user = await newUser(api);
    const job = await submit(api, user, {kind, params: {rounds: 2_000}});
    await waitForJob(api, user, job.id, (view) => view.status === 'succeeded');
    const submitted = lines.find((line) => line.msg === 'job submitted');
    expect(submitted).toMatchObject({jobId: job.id, kind});
    // The job's path: the submitting request once it created the job (its "incoming request" line
    // comes before any id exists), then every line of the runner, which logs no request.
    const path = lines.filter(
      (line) =>
        (line.reqId === submitted?.reqId && line.msg !== 'incoming request') ||
        (line.reqId === undefined && typeof line.msg === 'string' && line.msg.startsWith('job ')),
    );
    expect(path.map((line) => line.msg)).toEqual([
      'job submitted',
      'request completed',
      'job started',
      'job stage',
      'job finished',
    ]);
    for (const line of path) expect(line).toMatchObject({jobId: job.id, kind});
    expect(path.at(-1)).toMatchObject({outcome: 'succeeded'});
  });
});

describe('separation seconds per minute of audio', () => {
  it('divides a succeeded separate run by its minutes of input audio', async () => {
    const series = 'nada_separation_seconds_per_audio_minute';
    const read = async () => {
      const metric = (await metricsRegistry.getSingleMetric(series)?.get())?.values ?? [];
      const value = (name: string) =>
        metric.find((sample) => (sample as {metricName?: string}).metricName === name)?.value ?? 0;
      return {count: value(`${series}_count`), sum: value(`${series}_sum`)};
    };
    const before = await read();
    let clock = 1_000;
    const logged: string[] = [];
    const log = {info: (_: object, message: string) => void logged.push(message), warn() {}, error() {}};
    const run = observeJobRun(
      {id: 'job-1', kind: 'separate', attempts: 1, separates: true},
      log,
      () => clock,
    );
    run.audioSeconds(120);
    run.stage('separate');
    clock += 30_000;
    run.finish('succeeded');
    // A failed run, or one of a kind that does not separate, does not count.
    observeJobRun({id: 'job-2', kind: 'separate', attempts: 1, separates: true}, log, () => clock).finish(
      'failed',
    );
    const other = observeJobRun({id: 'job-3', kind: 'transform', attempts: 1}, log, () => clock);
    other.audioSeconds(120);
    other.finish('succeeded');
    const after = await read();
    expect(after.count - before.count).toBe(1);
    expect(after.sum - before.sum).toBeCloseTo(15);
    expect(logged).toEqual([
      'job started',
      'job stage',
      'job finished',
      'job started',
      'job finished',
      'job started',
      'job finished',
    ]);
  });
});
