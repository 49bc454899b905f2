import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {JobView} from '../../src/jobs/present.ts';
import {chainedSha256} from '../../src/jobs/testing/hashWork.ts';
import {parseEvents} from '../../src/jobs/testing/jobTestKit.ts';
import {makeAudioFixtures} from '../../src/testing/audioFixtures.ts';
import {signUp} from '../../src/testing/emulatorUsers.ts';
import {startCluster} from './cluster.ts';
import type {Cluster, NodeHost} from './cluster.ts';

// Two API hosts and two worker hosts, each in its own network namespace, share PostgreSQL, Redis
// and an S3 server over a private bridge this file creates and removes (see README "Multi-host
// test"). It needs root and iproute2, as CI has: without them it fails, it is never skipped.

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(async () => {
  await cluster?.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** One HTTP request to an API host over the bridge. */
async function call(
  api: NodeHost,
  method: string,
  path: string,
  options: {token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string>} = {},
): Promise<Answer> {
  const headers: Record<string, string> = {...options.headers};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, cluster.baseUrl(api)), {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/**
 * Polls `check` until it returns a value (not undefined); fails with `what` after `timeoutMs`, saying
 * what the last look found: the error it threw, if any, and `seen` (once only the error was said, a
 * 'fetch failed' that hid the API process's own end).
 */
async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  seen: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let failure = '';
  for (;;) {
    const value = await check().catch((error: unknown) => {
      failure = String(error);
      return undefined;
    });
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${what}; last look: ${[failure, seen()].filter(Boolean).join('; ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until `api` answers readiness with `status`. A timeout says what it answered last and how
 * the process is, with the end of its output (a PostgreSQL restart once went unseen for 60 s).
 */
async function untilReadiness(api: NodeHost, status: number, what: string): Promise<void> {
  let last = '';
  await until(
    what,
    async () => {
      const answer = await call(api, 'GET', '/api/ready');
      last = `${answer.status} ${JSON.stringify(answer.body)}`;
      return answer.status === status ? true : undefined;
    },
    60_000,
    () =>
      `${last}; process exit ${api.process.child.exitCode ?? api.process.child.signalCode ?? 'none'}; ` +
      `output ends: ${api.process.output().slice(-2000)}`,
  );
}

/** A new emulator user whose local row exists (created through `api`). */
async function newUser(api: NodeHost): Promise<{token: string; id: string}> {
  const {idToken} = await signUp();
  const me = await call(api, 'GET', '/api/me', {token: idToken});
  expect(me.status).toBe(200);
  return {token: idToken, id: String(me.body.id)};
}

async function submitHash(api: NodeHost, token: string, rounds: number, creditSeconds: number) {
  return await call(api, 'POST', '/api/jobs', {
    token,
    json: {kind: 'test.hash', params: {rounds, creditSeconds}},
  });
}

const finished = (job: JobView) => ['succeeded', 'failed', 'canceled'].includes(job.status);

async function waitForJob(
  api: NodeHost,
  token: string,
  id: string,
  done: (job: JobView) => boolean,
  timeoutMs = 90_000,
) {
  return await until(
    `job ${id}`,
    async () => {
      const answer = await call(api, 'GET', `/api/jobs/${id}`, {token});
      const job = answer.body as unknown as JobView;
      return answer.status === 200 && done(job) ? job : undefined;
    },
    timeoutMs,
  );
}

/** The job's credit ledger entries, sorted: one reserve and one charge is "charged once". */
const ledgerOf = (jobId: string) =>
  cluster.query<{entry: string; seconds: number}>(
    'select entry, seconds from credit_ledger where job_id = $1 order by entry',
    [jobId],
  );

/** How many times the job was set running (one per worker that started it). */
async function startsOf(jobId: string): Promise<number> {
  const events = await cluster.query<{data: string}>(
    "select data from job_events where job_id = $1 and type = 'status'",
    [jobId],
  );
  return events.filter((event) => (JSON.parse(event.data) as JobView).status === 'running').length;
}

const [readyOk, readyDown] = [200, 503];

describe('two API hosts and two worker hosts over a network', () => {
  it('uploads through API host 1 and follows the job to the end through API host 2', async () => {
    const [api1, api2] = cluster.apis;
    const user = await newUser(api1);
    const song = makeAudioFixtures().mp3;
    const created = await call(api1, 'POST', '/api/uploads', {
      token: user.token,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(song.length),
        'upload-metadata': `filename ${Buffer.from('Sine.mp3').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(String(created.headers.get('location')), cluster.baseUrl(api1));
    const uploaded = await call(api1, 'PATCH', location.pathname, {
      token: user.token,
      body: song,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
    });
    expect(uploaded.status).toBe(200);
    const fileId = (uploaded.body.file as {id: string}).id;
    // The other API host sees the file: one database, one bucket.
    const files = await call(api2, 'GET', '/api/files', {token: user.token});
    expect(files.body.items).toMatchObject([{id: fileId, name: 'Sine.mp3'}]);

    const submitted = await call(api1, 'POST', '/api/jobs', {
      token: user.token,
      json: {kind: 'separate', inputFileIds: [fileId], params: {format: 'wav'}},
    });
    expect(submitted.status).toBe(202);
    const jobId = String(submitted.body.id);
    // The stream ends after the final status; API host 2 hears the workers through Redis.
    const stream = await fetch(new URL(`/api/jobs/${jobId}/events`, cluster.baseUrl(api2)), {
      headers: {authorization: `Bearer ${user.token}`},
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const events = parseEvents(await stream.text());
    expect(events.map((event) => event.id)).toEqual(events.map((_, index) => index + 1));
    expect(events.filter((event) => event.event === 'progress').length).toBeGreaterThan(0);
    expect(events.at(-1)?.job).toMatchObject({status: 'succeeded', attempts: 1});
    const stored = await cluster.query<{id: number}>('select id from job_events where job_id = $1', [jobId]);
    expect(events).toHaveLength(stored.length);
    // The stems are in S3, where API host 1 serves them from.
    const done = await waitForJob(api1, user.token, jobId, finished);
    expect(done.result?.files.length).toBe(5);
    expect(await ledgerOf(jobId)).toEqual([
      {entry: 'charge', seconds: 2},
      {entry: 'reserve', seconds: 2},
    ]);
  }, 120_000);

  it('finishes a job once on the other worker host when its worker is killed mid-job, and charges it once', async () => {
    const [api1, api2] = cluster.apis;
    const user = await newUser(api1);
    const rounds = 600_000;
    const submitted = await submitHash(api1, user.token, rounds, 240);
    expect(submitted.status).toBe(202);
    const jobId = String(submitted.body.id);
    await waitForJob(api2, user.token, jobId, (job) => job.stage === 'hash' && job.percent >= 5);
    const [{lease_owner: owner}] = (await cluster.query<{lease_owner: string}>(
      'select lease_owner from jobs where id = $1',
      [jobId],
    )) as [{lease_owner: string}];
    // The lease names the process: host:pid:uuid.
    const victim = cluster.workers.find((worker) => owner.includes(`:${worker.process.child.pid}:`));
    const survivor = cluster.workers.find((worker) => worker !== victim);
    expect(victim, `no worker holds the lease ${owner}`).toBeDefined();
    await victim?.process.stop('SIGKILL');

    const done = await waitForJob(api2, user.token, jobId, finished, 150_000);
    expect(done).toMatchObject({status: 'succeeded', attempts: 2});
    expect(done.result?.data).toEqual({digest: chainedSha256({seed: jobId, rounds})});
    expect(await startsOf(jobId)).toBe(2);
    // Its result file exists once, and the job is charged once.
    const files = await cluster.query<{id: string}>('select id from files where owner_id = $1', [user.id]);
    expect(files.map((file) => file.id)).toEqual(done.result?.fileIds);
    expect(await ledgerOf(jobId)).toEqual([
      {entry: 'charge', seconds: 240},
      {entry: 'reserve', seconds: 240},
    ]);
    const credits = await call(api1, 'GET', '/api/credits', {token: user.token});
    expect(credits.body).toMatchObject({usedSeconds: 240, reservedSeconds: 0});
    expect(survivor?.process.child.exitCode).toBeNull();
    await victim?.restart();
  }, 240_000);

  it('keeps every job through a 10 s Redis outage and refuses submissions meanwhile with 503 QUEUE_UNAVAILABLE', async () => {
    const [api1, api2] = cluster.apis;
    const user = await newUser(api1);
    const rounds = 300_000;
    const before = [
      await submitHash(api1, user.token, rounds, 60),
      await submitHash(api2, user.token, rounds, 60),
    ];
    expect(before.map((answer) => answer.status)).toEqual([202, 202]);
    const jobIds = before.map((answer) => String(answer.body.id));
    // A worker holds one of them when Redis goes. Both are watched in the database: one user's jobs
    // run one at a time, and the first can finish between two looks (its "running" was once missed
    // on a busy machine, and the wait for it ran out while both jobs had long succeeded).
    const statuses = await until('one of the two jobs running', async () => {
      const rows = await cluster.query<{status: string}>('select status from jobs where id = any($1)', [
        jobIds,
      ]);
      const running = rows.some((row) => row.status === 'running');
      return running || rows.every((row) => row.status === 'succeeded')
        ? rows.map((row) => row.status)
        : undefined;
    });
    expect(statuses, 'a job was still in a worker when Redis was cut').toContain('running');

    await cluster.redis.process.stop('SIGTERM');
    const cutAt = Date.now();
    for (const api of cluster.apis) {
      await untilReadiness(api, readyDown, 'the API to see Redis gone');
      const refused = await submitHash(api, user.token, rounds, 60);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({error: {code: 'QUEUE_UNAVAILABLE'}});
    }
    // Nothing was stored or reserved for the refused submissions.
    const rows = await cluster.query<{id: string}>('select id from jobs where owner_id = $1', [user.id]);
    expect(rows.map((row) => row.id).sort()).toEqual([...jobIds].sort());
    const reserves = await cluster.query<{job_id: string}>(
      "select job_id from credit_ledger where user_id = $1 and entry = 'reserve'",
      [user.id],
    );
    expect(reserves).toHaveLength(2);

    // The outage itself is the one deliberate wait of this file.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, cutAt + 10_000 - Date.now())));
    await cluster.redis.start();
    for (const api of cluster.apis) await untilReadiness(api, readyOk, 'the API to see Redis back');
    // Ready means a submission is taken from that moment on (the producer's connection was once
    // still waiting out BullMQ's reconnect back-off, up to 20 s, while readiness already said ok).
    const after = await submitHash(api1, user.token, 1000, 0);
    expect(after.status, JSON.stringify(after.body)).toBe(202);

    for (const jobId of jobIds) {
      const done = await waitForJob(api2, user.token, jobId, finished, 120_000);
      expect(done).toMatchObject({status: 'succeeded'});
      expect(done.result?.data).toEqual({digest: chainedSha256({seed: jobId, rounds})});
      expect(await ledgerOf(jobId)).toEqual([
        {entry: 'charge', seconds: 60},
        {entry: 'reserve', seconds: 60},
      ]);
    }
    expect(await waitForJob(api2, user.token, String(after.body.id), finished)).toMatchObject({
      status: 'succeeded',
    });
  }, 240_000);

  it('recovers from a PostgreSQL restart without restarting the API or worker processes', async () => {
    const [api1, api2] = cluster.apis;
    const user = await newUser(api2);
    const pids = [...cluster.apis, ...cluster.workers].map((node) => node.process.child.pid);

    await cluster.postgres.process.stop('SIGINT');
    for (const api of cluster.apis) {
      await untilReadiness(api, readyDown, 'the API to see PostgreSQL gone');
      expect((await call(api, 'GET', '/api/jobs', {token: user.token})).status).toBeGreaterThanOrEqual(500);
    }
    await cluster.postgres.start();
    for (const api of cluster.apis) await untilReadiness(api, readyOk, 'the API to see PostgreSQL back');

    const submitted = await submitHash(api2, user.token, 1000, 30);
    expect(submitted.status).toBe(202);
    const jobId = String(submitted.body.id);
    expect(await waitForJob(api1, user.token, jobId, finished)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
    });
    expect(await ledgerOf(jobId)).toEqual([
      {entry: 'charge', seconds: 30},
      {entry: 'reserve', seconds: 30},
    ]);
    // The same processes, never restarted.
    const now = [...cluster.apis, ...cluster.workers];
    expect(now.map((node) => node.process.child.pid)).toEqual(pids);
    expect(now.map((node) => node.process.child.exitCode)).toEqual([null, null, null, null]);
  }, 180_000);
});
