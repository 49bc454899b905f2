import {randomUUID} from 'node:crypto';
import {Readable} from 'node:stream';
import {sql} from 'kysely';
import {afterEach, describe, expect, it} from 'vitest';
import {insertFile} from '../files/store.ts';
import {JobRegistry} from '../jobs/registry.ts';
import type {JobView} from '../jobs/present.ts';
import {hashJobKind} from '../jobs/testing/hashJob.ts';
import {newUser, parseEvents, uniqueKind, waitForJob} from '../jobs/testing/jobTestKit.ts';
import type {Api} from '../server.ts';
import {newFileKey} from '../storage/storage.ts';
import {dialect, storageDriver, testApi} from '../testing/testApi.ts';
import {SWEEP_LOCK_KEY, sweepOnce} from './sweeper.ts';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function start(env: Record<string, string> = {}) {
  const kind = uniqueKind();
  const registry = new JobRegistry().registerJobKind(hashJobKind(kind));
  const test = await testApi(env, {jobs: {registry, pollMs: 100, shutdownGraceMs: 0}});
  closers.push(test.close);
  return {api: test.api, kind};
}

const HOUR = 3_600_000;

/** Stores a small file for `ownerId` expiring at `expiresAt` (null: kept). */
async function storedFile(api: Api, ownerId: string, expiresAt: Date | null) {
  const key = newFileKey(ownerId);
  const stored = await api.nada.storage.put(key, Readable.from([Buffer.from('content')]));
  return await insertFile(api.nada.db.kysely, {
    id: randomUUID(),
    owner_id: ownerId,
    storage_key: key,
    original_name: 'a.txt',
    content_type: 'text/plain',
    size_bytes: stored.size,
    sha256: stored.sha256,
    created_at: new Date().toISOString(),
    expires_at: expiresAt?.toISOString() ?? null,
  });
}

async function present(api: Api, file: {id: string; storage_key: string}) {
  const row = await api.nada.db.kysely
    .selectFrom('files')
    .select('id')
    .where('id', '=', file.id)
    .executeTakeFirst();
  return {row: row !== undefined, content: await api.nada.storage.exists(file.storage_key)};
}

const sweepOptions = (api: Api) => ({db: api.nada.db, storage: api.nada.storage, jobEventRetentionDays: 7});
const finished = (job: JobView) => ['succeeded', 'failed', 'canceled'].includes(job.status);

describe(`retention sweeper (${dialect}, ${storageDriver} storage)`, () => {
  it('deletes expired files from storage and the database, and keeps unexpired ones', async () => {
    const {api} = await start();
    const user = await newUser(api);
    const expired = await storedFile(api, user.id, new Date(Date.now() - HOUR));
    const fresh = await storedFile(api, user.id, new Date(Date.now() + HOUR));
    const kept = await storedFile(api, user.id, null);

    const report = await sweepOnce(sweepOptions(api));
    expect(report?.files).toBeGreaterThanOrEqual(1);
    expect(await present(api, expired)).toEqual({row: false, content: false});
    expect(await present(api, fresh)).toEqual({row: true, content: true});
    expect(await present(api, kept)).toEqual({row: true, content: true});
    const gone = await api.inject({url: `/api/files/${expired.id}`, headers: user.headers});
    expect(gone.statusCode).toBe(404);
  });

  it('keeps an expired file that a queued or running job still reads, until the job ends', async () => {
    const {api, kind} = await start({JOB_USER_CONCURRENCY: '1'});
    const user = await newUser(api);
    const input = await storedFile(api, user.id, new Date(Date.now() - HOUR));
    const submitted = await api.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: user.headers,
      payload: {kind, params: {rounds: 50_000_000}, inputFileIds: [input.id]},
    });
    expect(submitted.statusCode).toBe(202);
    const job = submitted.json() as JobView;
    await sweepOnce(sweepOptions(api));
    expect(await present(api, input)).toEqual({row: true, content: true});

    await api.inject({method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers: user.headers});
    await sweepOnce(sweepOptions(api));
    expect(await present(api, input)).toEqual({row: false, content: false});
  });

  it('sweeps on its interval inside the embedded server', async () => {
    const {api} = await start({SWEEP_INTERVAL_MS: '200'});
    const user = await newUser(api);
    const expired = await storedFile(api, user.id, new Date(Date.now() - HOUR));
    const deadline = Date.now() + 10_000;
    while ((await present(api, expired)).row && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await present(api, expired)).toEqual({row: false, content: false});
  });

  it("gives a succeeded job's result files the plan's retention", async () => {
    const {api, kind} = await start();
    const user = await newUser(api);
    const submitted = await api.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: user.headers,
      payload: {kind, params: {rounds: 2_000}},
    });
    const done = await waitForJob(api, user, (submitted.json() as JobView).id, finished);
    expect(done.status).toBe('succeeded');
    const file = await api.inject({url: `/api/files/${done.result?.fileIds[0]}`, headers: user.headers});
    const expiresAt = Date.parse(file.json().expiresAt);
    expect(expiresAt - Date.parse(done.finishedAt ?? '')).toBeGreaterThan(7 * 24 * HOUR - 60_000);
    expect(expiresAt - Date.parse(done.finishedAt ?? '')).toBeLessThanOrEqual(7 * 24 * HOUR + 60_000);
  });

  it("deletes a long-finished job's events but its last, so a late stream still ends", async () => {
    const {api, kind} = await start();
    const user = await newUser(api);
    const submitted = await api.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: user.headers,
      payload: {kind, params: {rounds: 2_000}},
    });
    const job = await waitForJob(api, user, (submitted.json() as JobView).id, finished);
    const recent = await waitForJob(
      api,
      user,
      (
        (
          await api.inject({
            method: 'POST',
            url: '/api/jobs',
            headers: user.headers,
            payload: {kind, params: {rounds: 2_000}},
          })
        ).json() as JobView
      ).id,
      finished,
    );
    const db = api.nada.db.kysely;
    await db
      .updateTable('jobs')
      .set({finished_at: new Date(Date.now() - 8 * 24 * HOUR).toISOString()})
      .where('id', '=', job.id)
      .execute();
    const count = async (jobId: string) =>
      (await db.selectFrom('job_events').select('id').where('job_id', '=', jobId).execute()).length;
    const before = await count(job.id);
    expect(before).toBeGreaterThan(1);
    const recentBefore = await count(recent.id);

    const report = await sweepOnce(sweepOptions(api));
    expect(report?.jobEvents).toBeGreaterThanOrEqual(before - 1);
    expect(await count(job.id)).toBe(1);
    expect(await count(recent.id)).toBe(recentBefore);
    const stream = await api.inject({url: `/api/jobs/${job.id}/events`, headers: user.headers});
    const events = parseEvents(stream.body);
    expect(events).toHaveLength(1);
    expect(events[0]?.job.status).toBe('succeeded');
  });

  // The lock only exists where several processes share a database: PostgreSQL.
  if (dialect === 'postgres') {
    it('leaves the sweep to the process holding the lock', async () => {
      const {api} = await start();
      const user = await newUser(api);
      const expired = await storedFile(api, user.id, new Date(Date.now() - HOUR));
      await api.nada.db.kysely.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${SWEEP_LOCK_KEY})`.execute(connection);
        try {
          expect(await sweepOnce(sweepOptions(api))).toBeUndefined();
          expect(await present(api, expired)).toEqual({row: true, content: true});
        } finally {
          await sql`select pg_advisory_unlock(${SWEEP_LOCK_KEY})`.execute(connection);
        }
      });
      expect(await sweepOnce(sweepOptions(api))).toBeDefined();
      expect(await present(api, expired)).toEqual({row: false, content: false});
    });
  }
});
