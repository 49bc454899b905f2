import {execFileSync} from 'node:child_process';
import {createHash, randomUUID} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {JobView} from '../jobs/present.ts';
import {newUser, waitForJob} from '../jobs/testing/jobTestKit.ts';
import type {TestUser} from '../jobs/testing/jobTestKit.ts';
import {PLAN_IDS, PLANS} from '../plans/plans.ts';
import {presentMinorUnits, presentPlan} from '../plans/present.ts';
import type {Api} from '../server.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';
import {insertFile, storedBytesOf} from './store.ts';

// Issue 41: with room for one file, three uploads that finished together were all accepted, and a
// job's results were stored past the quota. Here the operator's PLANS_FILE gives the free plan
// 3 MB, and every path that stores bytes is driven side by side against it.

const QUOTA = 3_000_000;
const folder = mkdtempSync(join(tmpdir(), 'nada-storage-quota-test-'));

/** A file ffmpeg makes from the lavfi source `source` with `args`, as `name`. */
function makeAudio(name: string, source: string, args: string[]): Buffer {
  const path = join(folder, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, ...args, path]);
  return readFileSync(path);
}

let api: Api;
let close: () => Promise<void>;
/** 25 s of mono 16-bit WAV at 22.05 kHz, 1,102,544 bytes: two fit in the quota, three do not. */
let song: Buffer;
/** 10 s of stereo MP3: small, and many times larger once converted to WAV. */
let short: Buffer;

beforeAll(async () => {
  song = makeAudio('song.wav', 'sine=frequency=440:duration=25:sample_rate=22050', ['-c:a', 'pcm_s16le']);
  short = makeAudio('short.mp3', 'sine=frequency=330:duration=10:sample_rate=44100', [
    ...['-ac', '2', '-c:a', 'libmp3lame', '-b:a', '64k'],
  ]);
  // The catalogue as GET /api/plans answers it, with a free plan that keeps 3 MB.
  const items = PLAN_IDS.map((id) => presentPlan(PLANS[id]));
  const free = items[0];
  if (free?.id !== 'free') throw new Error('the catalogue starts with the free plan');
  Object.assign(free, {maxFileBytes: 2_000_000, storageQuotaBytes: QUOTA});
  const plansFile = join(folder, 'plans.json');
  writeFileSync(plansFile, JSON.stringify({items, minorUnits: presentMinorUnits()}, null, 2));
  ({api, close} = await testApi(
    {PLANS_FILE: plansFile, JOB_CONCURRENCY: '2', JOB_USER_CONCURRENCY: '2'},
    {jobs: {pollMs: 100, shutdownGraceMs: 0}},
  ));
}, 60_000);

afterAll(async () => {
  await close();
  rmSync(folder, {recursive: true, force: true});
});

const tusOf = (user: TestUser & {idToken: string}) => tusClient(api, user.idToken);

/** What the user keeps (file rows) and what is still reserved for them. */
async function usage(userId: string) {
  const {held} = await api.nada.db.kysely
    .selectFrom('storage_reservations')
    .select((eb) => eb.fn.countAll<number | string>().as('held'))
    .where('owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  const objects = await api.nada.storage.list(`users/${userId}/`);
  return {stored: await storedBytesOf(api.nada.db.kysely, userId), reservations: Number(held), objects};
}

/** A file row of `bytes` (no content needed: only its size counts) taking part of the user's quota. */
async function keep(userId: string, bytes: number) {
  await insertFile(api.nada.db.kysely, {
    id: randomUUID(),
    owner_id: userId,
    storage_key: `kept/${randomUUID()}`,
    original_name: 'kept.wav',
    content_type: 'audio/wav',
    size_bytes: bytes,
    sha256: createHash('sha256').update('').digest('hex'),
    created_at: new Date().toISOString(),
    expires_at: null,
    duration_seconds: 1,
    codec: 'pcm_s16le',
    channels: 1,
    sample_rate_hz: 22050,
  });
}

const finished = (job: JobView) => ['succeeded', 'failed', 'canceled'].includes(job.status);

async function convert(user: TestUser, fileId: string, format: 'mp3' | 'wav'): Promise<string> {
  const response = await api.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: user.headers,
    payload: {kind: 'transform', inputFileIds: [fileId], params: {operation: 'convert', format}},
  });
  expect(response.statusCode).toBe(202);
  return (response.json() as JobView).id;
}

async function ledger(jobId: string): Promise<string[]> {
  const rows = await api.nada.db.kysely
    .selectFrom('credit_ledger')
    .select(['entry', 'seconds'])
    .where('job_id', '=', jobId)
    .execute();
  return rows.map((row) => `${row.entry} ${row.seconds}`).sort();
}

/** Whether the job's reservation was released, whole, and nothing charged. */
async function refunded(jobId: string): Promise<boolean> {
  const entries = await ledger(jobId);
  const reserved = entries.find((entry) => entry.startsWith('reserve '))?.slice('reserve '.length);
  return reserved !== undefined && entries.join() === [`release ${reserved}`, `reserve ${reserved}`].join();
}

/** The bytes of a job's result files. */
const resultBytes = (job: JobView) =>
  (job.result?.files ?? []).reduce((total, file) => total + file.sizeBytes, 0);

describe(`the storage quota holds (${dialect})`, () => {
  it('serves the operator’s plans', async () => {
    const response = await api.inject({url: '/api/plans'});
    const [free] = (response.json() as {items: Array<{storageQuotaBytes: number}>}).items;
    expect(free?.storageQuotaBytes).toBe(QUOTA);
  });

  it('accepts two of three uploads that finish together, and never passes the quota', async () => {
    const user = await newUser(api);
    const tus = tusOf(user);
    const answers = await Promise.all([1, 2, 3].map((n) => tus.upload(song, `lagu ${n}.wav`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 413]);
    const refused = answers.find((answer) => answer.statusCode === 413);
    expect(refused?.json().error.code).toBe('STORAGE_QUOTA_EXCEEDED');
    const {stored, reservations, objects} = await usage(user.id);
    expect(stored).toBe(2 * song.length);
    expect(stored).toBeLessThanOrEqual(QUOTA);
    expect(reservations).toBe(0);
    expect(objects).toHaveLength(2);
  });

  it('does the same when each upload comes whole with its creation', async () => {
    const user = await newUser(api);
    const tus = tusOf(user);
    const answers = await Promise.all([1, 2, 3].map((n) => tus.create(song.length, `lagu ${n}.wav`, song)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 413]);
    expect((await usage(user.id)).stored).toBe(2 * song.length);
    expect((await usage(user.id)).reservations).toBe(0);
  });

  it('counts an upload in progress, and gives its bytes back when it is abandoned', async () => {
    const user = await newUser(api);
    const tus = tusOf(user);
    const first = await tus.create(song.length, 'satu.wav');
    const second = await tus.create(song.length, 'dua.wav');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    // Nothing is stored yet, but the two uploads under way hold their whole length.
    const third = await tus.create(song.length, 'tiga.wav');
    expect(third.statusCode).toBe(413);
    expect(third.json().error.code).toBe('STORAGE_QUOTA_EXCEEDED');

    expect((await tus.terminate(String(first.headers.location))).statusCode).toBe(204);
    const again = await tus.create(song.length, 'tiga.wav');
    expect(again.statusCode).toBe(201);
    const done = await Promise.all(
      [second, again].map((created) => tus.patch(String(created.headers.location), 0, song)),
    );
    expect(done.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await usage(user.id)).toMatchObject({stored: 2 * song.length, reservations: 0});
  });

  it('fails a job whose results would pass the quota before it writes them, and releases its credits', async () => {
    const user = await newUser(api);
    const uploaded = await tusOf(user).upload(short, 'pendek.mp3');
    expect(uploaded.statusCode).toBe(200);
    const input = (uploaded.json() as {file: {id: string}}).file.id;

    // What fits is stored: one conversion, to measure what a conversion keeps.
    const fits = await waitForJob(api, user, await convert(user, input, 'mp3'), finished, 60_000);
    expect(fits.status).toBe('succeeded');
    const size = resultBytes(fits);
    expect(size).toBeGreaterThan(0);

    // Room for one and a half more: of two conversions side by side, one is stored.
    await keep(user.id, QUOTA - (await usage(user.id)).stored - Math.floor(size * 1.5));
    const pair = await Promise.all([1, 2].map(async () => await convert(user, input, 'mp3')));
    const jobs = await Promise.all(pair.map((id) => waitForJob(api, user, id, finished, 60_000)));
    expect(jobs.map((job) => job.status).sort()).toEqual(['failed', 'succeeded']);
    const failed = jobs.find((job) => job.status === 'failed');
    expect(failed?.error?.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(await refunded(failed?.id ?? '')).toBe(true);
    expect((await usage(user.id)).stored).toBeLessThanOrEqual(QUOTA);

    // The issue's case: a transform to WAV, many times the MP3's size, with half a result's room left.
    const wav = await waitForJob(api, user, await convert(user, input, 'wav'), finished, 60_000);
    expect(wav).toMatchObject({status: 'failed', error: {code: 'STORAGE_QUOTA_EXCEEDED'}});
    expect(await refunded(wav.id)).toBe(true);
    const after = await usage(user.id);
    expect(after.stored).toBeLessThanOrEqual(QUOTA);
    expect(after.reservations).toBe(0);
    // The upload and two conversions (a result and its peaks each); nothing of the refused runs.
    expect(after.objects).toHaveLength(5);
  }, 180_000);
});
