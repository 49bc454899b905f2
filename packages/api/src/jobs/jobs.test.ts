import {randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {openDatabase} from '../db/database.ts';
import type {Api} from '../server.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import {JobRegistry} from './registry.ts';
import type {JobView} from './present.ts';
import {hashJobKind} from './testing/hashJob.ts';
import {chainedSha256} from './testing/hashWork.ts';
import {newUser, parseEvents, uniqueKind, waitForJob} from './testing/jobTestKit.ts';
import type {TestUser} from './testing/jobTestKit.ts';

const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** About 2 µs a round: SHORT is instant, MEDIUM about half a second, LONG far longer than any test waits. */
const SHORT = 2_000;
const MEDIUM = 200_000;
const LONG = 50_000_000;

async function start(env: Record<string, string> = {}, kind = uniqueKind(), heartbeatMs?: number) {
  const registry = new JobRegistry().registerJobKind(hashJobKind(kind));
  const test = await testApi(
    {JOB_CONCURRENCY: '4', ...env},
    {jobs: {registry, pollMs: 100, shutdownGraceMs: 0, heartbeatMs}},
  );
  closers.push(test.close);
  return {api: test.api, config: test.config, kind};
}

async function submit(api: Api, user: TestUser, body: Record<string, unknown>) {
  const response = await api.inject({method: 'POST', url: '/api/jobs', headers: user.headers, payload: body});
  return {
    status: response.statusCode,
    job: response.json() as JobView & {error: {code: string; fields?: object}},
  };
}

const finished = (job: JobView) => ['succeeded', 'failed', 'canceled'].includes(job.status);

describe(`jobs on the embedded queue (${dialect})`, () => {
  it('runs a submitted job in a worker thread, streams its events and keeps its result file once', async () => {
    const {api, kind} = await start();
    const user = await newUser(api);
    const {status, job} = await submit(api, user, {kind, params: {rounds: MEDIUM}});
    expect(status).toBe(202);
    expect(job).toMatchObject({
      kind,
      status: 'queued',
      percent: 0,
      attempts: 0,
      maxAttempts: 3,
      result: null,
    });

    // The stream stays open until the final status, then ends by itself.
    const stream = await api.inject({url: `/api/jobs/${job.id}/events`, headers: user.headers});
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['x-request-id']).toBeTruthy();
    const events = parseEvents(stream.body);
    expect(events.map((event) => event.id)).toEqual(events.map((_, index) => index + 1));
    expect(events[0]?.job.status).toBe('queued');
    expect(events.some((event) => event.event === 'progress' && event.job.stage === 'hash')).toBe(true);
    const last = events.at(-1)?.job;
    const digest = chainedSha256({seed: job.id, rounds: MEDIUM});
    expect(last).toMatchObject({status: 'succeeded', percent: 100, attempts: 1, error: null});
    expect(last?.result?.data).toEqual({digest});

    const fileId = last?.result?.fileIds[0] ?? '';
    const file = await api.inject({url: `/api/files/${fileId}`, headers: user.headers});
    expect(file.json()).toMatchObject({id: fileId, name: 'digest.txt', sizeBytes: 64});
    const content = await api.nada.storage.get(`users/${user.id}/${fileId}`);
    expect(Buffer.concat(await content.toArray()).toString()).toBe(digest);
  });

  it('keeps the API responsive while a job hashes in its thread', async () => {
    const {api, kind} = await start();
    const user = await newUser(api);
    const {job} = await submit(api, user, {kind, params: {rounds: LONG}});
    await waitForJob(api, user, job.id, (current) => current.stage === 'hash');
    const before = performance.now();
    expect((await api.inject({url: '/api/health'})).statusCode).toBe(200);
    expect(performance.now() - before).toBeLessThan(200);
    await api.inject({method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers: user.headers});
  });

  it('creates one job for a double submit with the same idempotency key', async () => {
    const {api, kind} = await start();
    const user = await newUser(api);
    const body = {kind, params: {rounds: SHORT}, idempotencyKey: 'upload-42'};
    const [first, second] = await Promise.all([submit(api, user, body), submit(api, user, body)]);
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.job.id).toBe(first.job.id);
    const list = await api.inject({url: '/api/jobs', headers: user.headers});
    expect(list.json().items).toHaveLength(1);

    const reused = await submit(api, user, {...body, params: {rounds: SHORT + 1}});
    expect(reused.status).toBe(409);
    expect(reused.job.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Keys are per user: someone else's same key is a new job.
    const other = await newUser(api);
    expect((await submit(api, other, body)).job.id).not.toBe(first.job.id);
  });

  it('refuses an unknown kind, bad parameters and a file that is not the caller’s', async () => {
    const {api, kind} = await start();
    const user = await newUser(api);
    const unknown = await submit(api, user, {kind: 'no-such-kind', params: {}});
    expect(unknown).toMatchObject({status: 400, job: {error: {code: 'JOB_KIND_UNKNOWN'}}});
    const invalid = await submit(api, user, {kind, params: {rounds: 0}});
    expect(invalid.status).toBe(400);
    expect(invalid.job.error.code).toBe('VALIDATION_FAILED');
    expect(invalid.job.error.fields).toHaveProperty(['params.rounds']);
    const foreign = await submit(api, user, {kind, params: {rounds: SHORT}, inputFileIds: [randomUUID()]});
    expect(foreign).toMatchObject({status: 404, job: {error: {code: 'FILE_NOT_FOUND'}}});
    expect((await api.inject({url: '/api/jobs', headers: user.headers})).json().items).toEqual([]);
  });

  it('cancels a queued job and a running one: no result, and the stream ends canceled', async () => {
    const {api, kind} = await start({JOB_USER_CONCURRENCY: '1'});
    const user = await newUser(api);
    const running = (await submit(api, user, {kind, params: {rounds: LONG}})).job;
    const queued = (await submit(api, user, {kind, params: {rounds: SHORT}})).job;
    await waitForJob(api, user, running.id, (job) => job.stage === 'hash');
    expect((await api.inject({url: `/api/jobs/${queued.id}`, headers: user.headers})).json().status).toBe(
      'queued',
    );

    const cancelQueued = await api.inject({
      method: 'POST',
      url: `/api/jobs/${queued.id}/cancel`,
      headers: user.headers,
    });
    expect(cancelQueued.json()).toMatchObject({status: 'canceled', result: null, attempts: 0});
    const stream = api.inject({url: `/api/jobs/${running.id}/events`, headers: user.headers});
    const cancelRunning = await api.inject({
      method: 'POST',
      url: `/api/jobs/${running.id}/cancel`,
      headers: user.headers,
    });
    expect(cancelRunning.json()).toMatchObject({status: 'canceled', result: null});
    expect(parseEvents((await stream).body).at(-1)?.job.status).toBe('canceled');

    // The aborted run writes nothing after the cancel, and a second cancel is refused.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = (
      await api.inject({url: `/api/jobs/${running.id}`, headers: user.headers})
    ).json() as JobView;
    expect(after).toMatchObject({status: 'canceled', result: null});
    const files = await api.nada.db.kysely
      .selectFrom('files')
      .select('id')
      .where('owner_id', '=', user.id)
      .execute();
    expect(files).toEqual([]);
    const again = await api.inject({
      method: 'POST',
      url: `/api/jobs/${running.id}/cancel`,
      headers: user.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('JOB_FINISHED');
  });

  it('retries a transient fault with backoff, then succeeds', async () => {
    const {api, kind} = await start();
    const user = await newUser(api);
    const {job} = await submit(api, user, {kind, params: {rounds: SHORT, failAttempts: 2}});
    const done = await waitForJob(api, user, job.id, finished);
    expect(done).toMatchObject({status: 'succeeded', attempts: 3, error: null});
    const events = parseEvents(
      (await api.inject({url: `/api/jobs/${job.id}/events`, headers: user.headers})).body,
    );
    const requeued = events.filter((event) => event.job.status === 'queued' && event.job.error);
    expect(requeued.map((event) => event.job.error?.code)).toEqual(['JOB_FAILED', 'JOB_FAILED']);
  });

  it('fails at once, with its code, on bad input; and after the last attempt on a lasting fault', async () => {
    const {api, kind} = await start();
    const user = await newUser(api);
    const bad = (await submit(api, user, {kind, params: {rounds: SHORT, reject: true}})).job;
    const flaky = (await submit(api, user, {kind, params: {rounds: SHORT, failAttempts: 10}})).job;
    expect(await waitForJob(api, user, bad.id, finished)).toMatchObject({
      status: 'failed',
      attempts: 1,
      result: null,
      error: {code: 'JOB_INPUT_INVALID', message: 'The input was refused.'},
    });
    expect(await waitForJob(api, user, flaky.id, finished)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: {code: 'JOB_FAILED'},
    });
  });

  it('runs the jobs left queued and hands running ones back when the embedded server restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nada-jobs-restart-'));
    closers.push(() => rmSync(dataDir, {recursive: true, force: true}));
    const kind = uniqueKind();
    const env = {DATA_DIR: dataDir, JOB_CONCURRENCY: '1'};
    const first = await start(env, kind);
    const user = await newUser(first.api);
    const ids: string[] = [];
    for (let index = 0; index < 3; index++)
      ids.push((await submit(first.api, user, {kind, params: {rounds: MEDIUM}})).job.id);
    await waitForJob(first.api, user, ids[0] ?? '', (job) => job.status === 'running');
    await first.api.close();
    const db = openDatabase(first.config);
    const left = await db.kysely
      .selectFrom('jobs')
      .select(['status', 'lease_owner', 'attempts'])
      .where('id', 'in', ids)
      .execute();
    await db.close();
    // The running job was handed back: queued, unleased, its interrupted attempt not counted.
    expect(left).toEqual(ids.map(() => ({status: 'queued', lease_owner: null, attempts: 0})));

    const second = await start(env, kind);
    for (const id of ids) {
      expect(await waitForJob(second.api, user, id, finished)).toMatchObject({
        status: 'succeeded',
        attempts: 1,
      });
    }
  });

  it('takes over a running job whose lease expired (its process died)', async () => {
    const {api, kind} = await start();
    const user = await newUser(api);
    const id = randomUUID();
    const past = new Date(Date.now() - 60_000).toISOString();
    await api.nada.db.kysely
      .insertInto('jobs')
      .values({
        id,
        owner_id: user.id,
        kind,
        input_file_ids: '[]',
        params: JSON.stringify({rounds: SHORT, failAttempts: 0, reject: false}),
        status: 'running',
        attempts: 1,
        max_attempts: 3,
        lease_owner: 'a-process-that-died',
        lease_expires_at: past,
        available_at: past,
        last_event_id: 0,
        created_at: past,
        started_at: past,
        updated_at: past,
      })
      .execute();
    const done = await waitForJob(api, user, id, finished);
    expect(done).toMatchObject({status: 'succeeded', attempts: 2});
    expect(done.result?.data).toEqual({digest: chainedSha256({seed: id, rounds: SHORT})});
  });

  it('runs at most JOB_USER_CONCURRENCY jobs of one user at once, others meanwhile', async () => {
    const {api, kind} = await start({JOB_USER_CONCURRENCY: '1', JOB_CONCURRENCY: '4'});
    const [alice, bob] = [await newUser(api), await newUser(api)];
    const aliceJobs = [
      (await submit(api, alice, {kind, params: {rounds: MEDIUM}})).job,
      (await submit(api, alice, {kind, params: {rounds: MEDIUM}})).job,
    ];
    const bobJob = (await submit(api, bob, {kind, params: {rounds: MEDIUM}})).job;
    const done = await Promise.all(
      [...aliceJobs, bobJob].map((job) => waitForJob(api, job === bobJob ? bob : alice, job.id, finished)),
    );
    expect(done.map((job) => job.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const [a1, a2, b1] = done.map((job) => ({
      start: Date.parse(job.startedAt ?? ''),
      end: Date.parse(job.finishedAt ?? ''),
    }));
    const overlap = (x?: {start: number; end: number}, y?: {start: number; end: number}) =>
      !!x && !!y && x.start < y.end && y.start < x.end;
    expect(overlap(a1, a2)).toBe(false);
    expect(overlap(a1, b1) || overlap(a2, b1)).toBe(true);
  });

  it('replays the stream after Last-Event-ID (header or query), and streams live with heartbeats', async () => {
    const {api, kind} = await start({}, uniqueKind(), 50);
    const user = await newUser(api);
    const {job} = await submit(api, user, {kind, params: {rounds: SHORT}});
    await waitForJob(api, user, job.id, finished);
    const all = parseEvents(
      (await api.inject({url: `/api/jobs/${job.id}/events`, headers: user.headers})).body,
    );
    expect(all.length).toBeGreaterThanOrEqual(3);
    const resumed = await api.inject({
      url: `/api/jobs/${job.id}/events`,
      headers: {...user.headers, 'last-event-id': '2'},
    });
    expect(parseEvents(resumed.body)).toEqual(all.slice(2));
    const byQuery = await api.inject({
      url: `/api/jobs/${job.id}/events?lastEventId=${all.length}`,
      headers: user.headers,
    });
    expect(parseEvents(byQuery.body)).toEqual([]);

    // Live over a real socket: progress arrives while the job runs, with heartbeats between.
    const address = await api.listen({port: 0, host: '127.0.0.1'});
    const long = (await submit(api, user, {kind, params: {rounds: LONG}})).job;
    const response = await fetch(`${address}/api/jobs/${long.id}/events`, {headers: user.headers});
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!(text.includes(': heartbeat') && text.includes('event: progress'))) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error(`stream ended early: ${text}`);
      text += chunk.value;
    }
    await api.inject({method: 'POST', url: `/api/jobs/${long.id}/cancel`, headers: user.headers});
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      text += chunk.value;
    }
    const live = parseEvents(text);
    expect(live.map((event) => event.id)).toEqual(live.map((_, index) => index + 1));
    expect(live.at(-1)?.job.status).toBe('canceled');
  });

  it('lists the caller’s jobs newest first, page by page', async () => {
    const {api, kind} = await start();
    const user = await newUser(api);
    const ids: string[] = [];
    for (let index = 0; index < 3; index++)
      ids.push((await submit(api, user, {kind, params: {rounds: SHORT}})).job.id);
    const first = (await api.inject({url: '/api/jobs?limit=2', headers: user.headers})).json();
    const second = (
      await api.inject({url: `/api/jobs?limit=2&cursor=${first.nextCursor}`, headers: user.headers})
    ).json();
    expect([...first.items, ...second.items].map((job: JobView) => job.id)).toEqual(ids.toReversed());
    expect(second.nextCursor).toBeNull();
    // The same keyset helper as the file listing: a cursor the API did not make is refused.
    const bad = await api.inject({url: '/api/jobs?cursor=bm90LWEtY3Vyc29y', headers: user.headers});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {cursor: 'is not a page cursor'},
    });
  });

  it('answers 404 for another user’s job and 401 without sign-in, on every job route', async () => {
    const {api, kind} = await start();
    const [owner, stranger] = [await newUser(api), await newUser(api)];
    const {job} = await submit(api, owner, {kind, params: {rounds: LONG}});
    const routes = [
      {method: 'GET', url: `/api/jobs/${job.id}`},
      {method: 'POST', url: `/api/jobs/${job.id}/cancel`},
      {method: 'GET', url: `/api/jobs/${job.id}/events`},
    ] as const;
    for (const route of routes) {
      const foreign = await api.inject({...route, headers: stranger.headers});
      expect([route.url, foreign.statusCode, foreign.json().error.code]).toEqual([
        route.url,
        404,
        'JOB_NOT_FOUND',
      ]);
      const anonymous = await api.inject(route);
      expect([route.url, anonymous.statusCode, anonymous.json().error.code]).toEqual([
        route.url,
        401,
        'UNAUTHENTICATED',
      ]);
    }
    for (const route of [
      {method: 'GET', url: '/api/jobs'},
      {method: 'POST', url: '/api/jobs'},
    ] as const) {
      const anonymous = await api.inject({
        ...route,
        payload: route.method === 'POST' ? {kind, params: {rounds: 1}} : undefined,
      });
      expect([route.url, anonymous.statusCode]).toEqual([route.url, 401]);
    }
    expect((await api.inject({url: '/api/jobs', headers: stranger.headers})).json().items).toEqual([]);
    // The stranger's attempts left the owner's job as it was.
    expect((await api.inject({url: `/api/jobs/${job.id}`, headers: owner.headers})).json().status).not.toBe(
      'canceled',
    );
    await api.inject({method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers: owner.headers});
  });

  it('describes the job routes in the OpenAPI document and reports the queue ready', async () => {
    const {api} = await start();
    const document = (await api.inject({url: '/api/openapi.json'})).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/jobs',
        '/api/jobs/{id}',
        '/api/jobs/{id}/cancel',
        '/api/jobs/{id}/events',
      ]),
    );
    // A union on kind of this API's kinds: here the one test kind.
    const [member] = document.components.schemas.Job.oneOf;
    expect(document.components.schemas[member.$ref.split('/').pop()].required).toContain('status');
    expect(Object.keys(document.paths['/api/jobs/{id}/events'].get.responses['200'].content)).toEqual([
      'text/event-stream',
    ]);
    expect((await api.inject({url: '/api/ready'})).json().checks.queue).toBe('ok');
  });
});
