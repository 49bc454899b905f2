import {spawn} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {THREAD_SAFE_NODE_FLAGS} from '@nada/audio/worker';
import {Redis} from 'ioredis';
import {afterEach, describe, expect, inject, it} from 'vitest';
import type {Api} from '../server.ts';
import {dialect, testApi, testDatabaseUrl} from '../testing/testApi.ts';
import {makeAudioFixtures} from '../testing/audioFixtures.ts';
import {tusClient} from '../testing/tusClient.ts';
import {defaultJobRegistry} from './kinds/defaultKinds.ts';
import type {SeparateResult} from './kinds/separate/separateParams.ts';
import type {JobView} from './present.ts';
import {hashJobKind} from './testing/hashJob.ts';
import {chainedSha256} from './testing/hashWork.ts';
import {newUser, parseEvents, waitForJob} from './testing/jobTestKit.ts';
import type {TestUser} from './testing/jobTestKit.ts';

// Only in the distributed (postgres) project, see vitest.config.ts. Redis must run on its standard
// port: when it does not, these tests fail (the API cannot queue), they are never skipped.
const REDIS_URL = process.env.NADA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const KIND = 'test.hash';

const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function distributed({leaseMs = 1000}: {leaseMs?: number} = {}) {
  // A fresh prefix per test: its queue and channel are its own, even beside other runs.
  const prefix = `nada-test-${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'nada-worker-'));
  closers.push(() => rmSync(dataDir, {recursive: true, force: true}));
  const env: Record<string, string> = {
    REDIS_URL,
    JOB_QUEUE_PREFIX: prefix,
    // Short by default, so a killed worker's job is taken over within seconds rather than half a
    // minute. Tests that only run a job take a long one: on a busy machine a worker whose event
    // loop is held up for a second (a separation's audio work) lost a 1-second lease, and the job
    // ran twice (attempts 2).
    JOB_LEASE_MS: String(leaseMs),
  };
  // Nada's own kinds (separate, import) and the test's: the API validates submissions of all.
  const registry = defaultJobRegistry({modelsDir: join(dataDir, 'models'), ffmpegPath: 'ffmpeg'});
  registry.registerJobKind(hashJobKind(KIND));
  const test = await testApi(env, {jobs: {registry}});
  closers.push(test.close);
  closers.push(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  const workerEnv = {
    ...process.env,
    ...env,
    DATABASE_URL: testDatabaseUrl(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    FIREBASE_PROJECT_ID: 'demo-nada',
    ...(JSON.parse(inject('s3Env') || '{}') as Record<string, string>),
    FILE_URL_SECRET: 'a-test-secret-that-is-long-enough-to-pass',
  };
  return {api: test.api, startWorker: () => startWorker(workerEnv)};
}

/** Runs `nada worker --kinds <the test hash job>` as its own process; resolves once it takes jobs. */
async function startWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...THREAD_SAFE_NODE_FLAGS, 'src/cli.ts', 'worker', '--kinds', 'src/jobs/testing/hashJob.ts'],
    {
      cwd: packageDir,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  closers.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Nada's own kinds come first (separate, import, ...), then those of --kinds.
      if (/running kinds: separate, .*\btest\.hash\b/.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
  return child;
}

async function submit(api: Api, user: TestUser, rounds: number, creditSeconds = 0): Promise<JobView> {
  const response = await api.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: user.headers,
    payload: {kind: KIND, params: {rounds, creditSeconds}},
  });
  expect(response.statusCode).toBe(202);
  return response.json() as JobView;
}

const finished = (job: JobView) => ['succeeded', 'failed', 'canceled'].includes(job.status);

describe(`jobs on BullMQ with nada worker processes (${dialect})`, () => {
  it('runs a job in a worker process; its events reach the API stream through Redis', async () => {
    const {api, startWorker} = await distributed({leaseMs: 30_000});
    await startWorker();
    const user = await newUser(api);
    expect((await api.inject({url: '/api/ready'})).json().checks.queue).toBe('ok');
    const job = await submit(api, user, 200_000);
    const stream = await api.inject({url: `/api/jobs/${job.id}/events`, headers: user.headers});
    const events = parseEvents(stream.body);
    expect(events.map((event) => event.id)).toEqual(events.map((_, index) => index + 1));
    expect(events.some((event) => event.event === 'progress')).toBe(true);
    expect(events.at(-1)?.job).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      result: {data: {digest: chainedSha256({seed: job.id, rounds: 200_000})}},
    });
  }, 60_000);

  it('runs a separate job in a worker process, with its stems stored where the API reads them', async () => {
    const {api, startWorker} = await distributed({leaseMs: 30_000});
    await startWorker();
    const user = await newUser(api);
    const token = user.headers.authorization.slice('Bearer '.length);
    const uploaded = await tusClient(api, token).upload(makeAudioFixtures().mp3, 'Sine.mp3');
    const inputId = (uploaded.json() as {file: {id: string}}).file.id;
    const response = await api.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: user.headers,
      payload: {kind: 'separate', inputFileIds: [inputId], params: {format: 'wav'}},
    });
    expect(response.statusCode).toBe(202);
    const done = await waitForJob(api, user, (response.json() as JobView).id, finished, 60_000);
    expect(done).toMatchObject({status: 'succeeded', attempts: 1});
    expect(done.result?.files.map((file) => file.name).sort()).toEqual([
      'Sine (minus one).peaks.json',
      'Sine (minus one).wav',
      'Sine (vokal).peaks.json',
      'Sine (vokal).wav',
      'Sine.peaks.json',
    ]);
    const data = done.result?.data as SeparateResult;
    for (const stem of data.stems) {
      const file = done.result?.files.find((candidate) => candidate.id === stem.fileId);
      expect(await api.nada.storage.stat(`users/${user.id}/${stem.fileId}`)).toMatchObject({
        size: file?.sizeBytes,
      });
    }
  }, 90_000);

  it('cancels a job running in another process', async () => {
    const {api, startWorker} = await distributed();
    await startWorker();
    const user = await newUser(api);
    const job = await submit(api, user, 50_000_000);
    await waitForJob(api, user, job.id, (current) => current.stage === 'hash', 30_000);
    const cancel = await api.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/cancel`,
      headers: user.headers,
    });
    expect(cancel.json()).toMatchObject({status: 'canceled'});
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const row = await api.nada.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({status: 'canceled', result: null, lease_owner: null});
    const files = await api.nada.db.kysely
      .selectFrom('files')
      .select('id')
      .where('owner_id', '=', user.id)
      .execute();
    expect(files).toEqual([]);
  }, 60_000);

  it('finishes a job on another worker when its worker is killed mid-job; the result exists once, credits are charged once', async () => {
    const {api, startWorker} = await distributed();
    const first = await startWorker();
    const user = await newUser(api);
    // Enough that the first worker is still at it when it is killed just after 5 %: the rest is
    // seconds of work even on a fast machine (three million rounds once cost this file 40 s).
    const rounds = 600_000;
    const job = await submit(api, user, rounds, 240);
    await waitForJob(
      api,
      user,
      job.id,
      (current) => current.stage === 'hash' && current.percent >= 5,
      30_000,
    );
    const leased = await api.nada.db.kysely
      .selectFrom('jobs')
      .select('lease_owner')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(leased.lease_owner).toContain(`:${first.pid}:`);
    const killed = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await killed;

    const second = await startWorker();
    // All the rounds again on a new worker; on two busy cores that can take a while.
    const done = await waitForJob(api, user, job.id, finished, 120_000);
    expect(done).toMatchObject({status: 'succeeded', attempts: 2});
    expect(done.result?.data).toEqual({digest: chainedSha256({seed: job.id, rounds})});
    const row = await api.nada.db.kysely
      .selectFrom('jobs')
      .select('lease_owner')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row.lease_owner).toBeNull();
    const files = await api.nada.db.kysely
      .selectFrom('files')
      .select('id')
      .where('owner_id', '=', user.id)
      .execute();
    expect(files.map((file) => file.id)).toEqual(done.result?.fileIds);
    const starts = await api.nada.db.kysely
      .selectFrom('job_events')
      .select('data')
      .where('job_id', '=', job.id)
      .where('type', '=', 'status')
      .execute();
    const runningBy = starts
      .map((event) => (JSON.parse(event.data) as JobView).status)
      .filter((status) => status === 'running');
    expect(runningBy).toHaveLength(2);
    expect(second.pid).not.toBe(first.pid);
    const ledger = await api.nada.db.kysely
      .selectFrom('credit_ledger')
      .select(['entry', 'seconds'])
      .where('job_id', '=', job.id)
      .orderBy('entry')
      .execute();
    expect(ledger).toEqual([
      {entry: 'charge', seconds: 240},
      {entry: 'reserve', seconds: 240},
    ]);
    const credits = await api.inject({url: '/api/credits', headers: user.headers});
    expect(credits.json()).toMatchObject({usedSeconds: 240, reservedSeconds: 0});
  }, 180_000);
});
