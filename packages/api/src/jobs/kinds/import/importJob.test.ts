import {execFileSync} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {html, makeFixtureMedia, startFixtureSite} from '../../../imports/testing/fixtureSite.ts';
import type {FixtureSite} from '../../../imports/testing/fixtureSite.ts';
import {PLANS} from '../../../plans/plans.ts';
import type {Api} from '../../../server.ts';
import {dialect, itOnce, testApi} from '../../../testing/testApi.ts';
import type {JobView} from '../../present.ts';
import {newUser, parseEvents, waitForJob} from '../../testing/jobTestKit.ts';
import type {TestUser} from '../../testing/jobTestKit.ts';
import type {ImportResult} from './importParams.ts';

const folder = mkdtempSync(join(tmpdir(), 'nada-import-job-test-'));
let api: Api;
let close: () => Promise<void>;
let site: FixtureSite;
// Never admitted: a job naming it must be refused before a byte reaches it.
let inside: FixtureSite;
let user: TestUser;
/** The source the first job downloaded from /song.html. */
let songSourceId: string;

beforeAll(async () => {
  const media = makeFixtureMedia();
  inside = await startFixtureSite({'/secret.mp3': {type: 'audio/mpeg', body: media.song}});
  site = await startFixtureSite({
    '/song.html': {body: html('Lagu Uji', '<audio controls src="/song.mp3"></audio>')},
    '/song.mp3': {type: 'audio/mpeg', body: media.song},
    '/long.html': {body: html('Panjang', '<audio controls src="/long.mp3"></audio>')},
    '/long.mp3': {type: 'audio/mpeg', body: media.long},
    '/stall.html': {body: html('Macet', '<audio controls src="/stall.mp3"></audio>')},
    '/stall.mp3': {type: 'audio/mpeg', body: media.long, partial: 'stall'},
    '/cut.html': {body: html('Putus', '<audio controls src="/cut.mp3"></audio>')},
    '/cut.mp3': {type: 'audio/mpeg', body: media.long, partial: 'cut'},
    // A short song padded past the free plan's largest file: refused by its announced length.
    '/big.html': {body: html('Besar', '<audio controls src="/big.mp3"></audio>')},
    '/big.mp3': {
      type: 'audio/mpeg',
      body: Buffer.concat([media.song, Buffer.alloc(PLANS.free.maxFileBytes + 1024)]),
    },
  });
  ({api, close} = await testApi(
    {IMPORT_TEST_ALLOW_HOST: `127.0.0.1:${site.port}`, JOB_CONCURRENCY: '2'},
    {jobs: {pollMs: 100, shutdownGraceMs: 0}},
  ));
  user = await newUser(api);
}, 60_000);

afterAll(async () => {
  await close();
  await site.close();
  await inside.close();
  rmSync(folder, {recursive: true, force: true});
});

async function submit(params: Record<string, unknown>) {
  const response = await api.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: user.headers,
    payload: {kind: 'import', inputFileIds: [], params},
  });
  return {status: response.statusCode, body: response.json() as JobView & {error: {code: string}}};
}

const finished = (job: JobView) => ['succeeded', 'failed', 'canceled'].includes(job.status);

async function content(fileId: string): Promise<Buffer> {
  const stream = await api.nada.storage.get(`users/${user.id}/${fileId}`);
  return Buffer.concat(await stream.toArray());
}

/** Waits until `holds()` is true; throws after `timeoutMs`. */
async function until(holds: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`still not: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** ffprobe's duration and format of `bytes`. */
function probe(bytes: Buffer): {seconds: number; format: string} {
  const path = join(folder, randomUUID());
  writeFileSync(path, bytes);
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration,format_name', '-of', 'json', path],
  ]);
  const format = (JSON.parse(out.toString()) as {format: {duration: string; format_name: string}}).format;
  return {seconds: Number(format.duration), format: format.format_name};
}

async function ledger(jobId: string) {
  const rows = await api.nada.db.kysely
    .selectFrom('credit_ledger')
    .select(['entry', 'seconds'])
    .where('job_id', '=', jobId)
    .execute();
  return rows.map((row) => `${row.entry}:${row.seconds}`).sort();
}

describe(`import jobs (${dialect})`, () => {
  it("downloads a link's audio as an MP3 of its length, keeps the source as a file, reports every stage and charges the real length", async () => {
    const {status, body} = await submit({url: `${site.origin}/song.html`, then: 'audio'});
    expect(status).toBe(202);
    expect(await ledger(body.id)).toEqual([`reserve:${PLANS.free.maxSongSeconds}`]);
    const job = await waitForJob(api, user, body.id, finished, 60_000);
    expect(job).toMatchObject({kind: 'import', status: 'succeeded', percent: 100, error: null});
    const data = job.result?.data as ImportResult;
    expect(data.separation).toBeNull();
    // Without the " (1)" yt-dlp's generic extractor appends.
    expect(data.source.title).toBe('Lagu Uji');
    expect(data.source.durationSeconds).toBeGreaterThan(1.9);
    expect(data.source.durationSeconds).toBeLessThan(2.2);
    const mp3 = probe(await content(data.audio?.fileId ?? ''));
    expect(mp3.format).toBe('mp3');
    expect(mp3.seconds).toBeGreaterThan(1.9);
    expect(mp3.seconds).toBeLessThan(2.2);
    // The download is one of the user's files, not a result of the job.
    const source = await api.inject({url: `/api/files/${data.source.fileId}`, headers: user.headers});
    expect(source.statusCode).toBe(200);
    expect(job.result?.fileIds).toEqual([data.audio?.fileId]);
    songSourceId = data.source.fileId;
    expect(await ledger(body.id)).toEqual([
      `charge:${Math.ceil(data.durationSeconds)}`,
      `reserve:${Math.ceil(data.durationSeconds)}`,
    ]);
    const stream = await api.inject({url: `/api/jobs/${body.id}/events`, headers: user.headers});
    const stages = new Set(parseEvents(stream.body).map((event) => event.job.stage));
    for (const stage of ['fetch', 'download', 'encode']) expect([...stages]).toContain(stage);
    expect(site.requests).toContain('/song.mp3');
  }, 90_000);

  it('makes the minus one of a range of a link with the separate kind’s work, reusing the earlier download', async () => {
    const requests = site.requests.length;
    const {status, body} = await submit({
      url: `${site.origin}/song.html`,
      then: 'minusone',
      range: {startSeconds: 0.5, endSeconds: 1.5},
      locale: 'en',
    });
    expect(status).toBe(202);
    expect(await ledger(body.id)).toEqual(['reserve:1']);
    const job = await waitForJob(api, user, body.id, finished, 90_000);
    expect(job).toMatchObject({kind: 'import', status: 'succeeded', error: null});
    const data = job.result?.data as ImportResult;
    expect(data.audio).toBeNull();
    expect(data.durationSeconds).toBeCloseTo(1, 1);
    expect(data.separation?.stems.map((stem) => stem.name).sort()).toEqual(['instrumental', 'vocals']);
    for (const stem of data.separation?.stems ?? []) {
      const audio = probe(await content(stem.fileId));
      expect(audio.seconds).toBeGreaterThan(0.9);
      expect(audio.seconds).toBeLessThan(1.2);
    }
    expect(await ledger(body.id)).toEqual(['charge:1', 'reserve:1']);
    // The same link again: the source kept by the first job is used, and the site is not asked again.
    expect(data.source.fileId).toBe(songSourceId);
    expect(site.requests.length).toBe(requests);
  }, 120_000);

  itOnce(
    'makes the vocals alone of a link: the other stem is not among the job’s files',
    async () => {
      const {body} = await submit({url: `${site.origin}/song.html`, then: 'vocals'});
      const job = await waitForJob(api, user, body.id, finished, 90_000);
      expect(job).toMatchObject({status: 'succeeded', error: null});
      const data = job.result?.data as ImportResult;
      expect(data.source.fileId).toBe(songSourceId);
      const stems = data.separation?.stems ?? [];
      expect(stems.map((stem) => stem.name)).toEqual(['vocals']);
      expect(job.result?.fileIds).toEqual(
        expect.arrayContaining([stems[0]?.fileId, stems[0]?.peaksFileId, data.separation?.input.peaksFileId]),
      );
      expect(job.result?.fileIds).toHaveLength(3);
    },
    120_000,
  );

  itOnce(
    'makes four stems of a link, with the separate kind’s minus one beside them',
    async () => {
      const {body} = await submit({url: `${site.origin}/song.html`, then: 'stems', format: 'flac'});
      const job = await waitForJob(api, user, body.id, finished, 120_000);
      expect(job).toMatchObject({status: 'succeeded', error: null});
      const data = job.result?.data as ImportResult;
      expect(data.separation?.stems.map((stem) => stem.name).sort()).toEqual([
        'bass',
        'drums',
        'instrumental',
        'other',
        'vocals',
      ]);
      expect(data.separation?.format).toBe('flac');
    },
    150_000,
  );

  itOnce(
    'changes the key and tempo of a whole link into the chosen format, as long as the new tempo makes it',
    async () => {
      const {body} = await submit({
        url: `${site.origin}/song.html`,
        then: 'keytempo',
        semitones: -2,
        tempo: 2,
        format: 'wav',
      });
      const job = await waitForJob(api, user, body.id, finished, 90_000);
      expect(job).toMatchObject({status: 'succeeded', error: null});
      const data = job.result?.data as ImportResult;
      expect(data.separation).toBeNull();
      const audio = probe(await content(data.audio?.fileId ?? ''));
      expect(audio.format).toBe('wav');
      // Twice as fast: half the source's length.
      expect(audio.seconds).toBeCloseTo(data.source.durationSeconds / 2, 1);
      expect(data.audio?.durationSeconds).toBeCloseTo(audio.seconds, 2);
      // Issue 42: named with its key and tempo, in the owner's language, never like the song itself.
      const file = job.result?.files.find((row) => row.id === data.audio?.fileId);
      expect(file?.name).toMatch(/ \(-2 semiton, tempo 200%\)\.wav$/);
    },
    90_000,
  );

  it('fails a range that starts after the end of the source with IMPORT_RANGE_OUTSIDE and returns the credits', async () => {
    const {status, body} = await submit({
      url: `${site.origin}/song.html`,
      then: 'audio',
      range: {startSeconds: 30, endSeconds: 40},
    });
    expect(status).toBe(202);
    expect(await ledger(body.id)).toEqual(['reserve:10']);
    const job = await waitForJob(api, user, body.id, finished, 60_000);
    expect(job).toMatchObject({status: 'failed', error: {code: 'IMPORT_RANGE_OUTSIDE'}});
    expect(await ledger(body.id)).toEqual(['release:10', 'reserve:10']);
  }, 60_000);

  it('refuses a range that ends before it starts at submit with 400', async () => {
    const {status, body} = await submit({
      url: `${site.origin}/song.html`,
      then: 'audio',
      range: {startSeconds: 2, endSeconds: 1},
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
  });

  // How yt-dlp and the egress proxy meet a bad source (too large, inside, too long, stalled, cut) does
  // not depend on the database: these run on the embedded default only. The PostgreSQL project runs
  // the kind's downloads above, and a failed job's release of its credits there is credits.test.ts's.
  if (dialect === 'sqlite') {
    it('fails media larger than the plan allows with IMPORT_TOO_LARGE, keeps nothing and returns the credits', async () => {
      const files = async () =>
        (await api.inject({url: '/api/files?limit=100', headers: user.headers})).json() as {items: unknown[]};
      const before = (await files()).items.length;
      const {body} = await submit({url: `${site.origin}/big.html`, then: 'audio'});
      const job = await waitForJob(api, user, body.id, finished, 90_000);
      expect(job).toMatchObject({status: 'failed', error: {code: 'IMPORT_TOO_LARGE'}});
      const entries = await ledger(body.id);
      expect(entries.some((entry) => entry.startsWith('release:'))).toBe(true);
      expect(entries.some((entry) => entry.startsWith('charge:'))).toBe(false);
      expect((await files()).items).toHaveLength(before);
    }, 90_000);

    it('refuses a link to an address inside at submit with URL_NOT_ALLOWED, reaching nothing', async () => {
      for (const url of [
        `http://127.0.0.1:${inside.port}/secret.mp3`,
        `http://2130706433:${inside.port}/secret.mp3`,
        `http://[::ffff:127.0.0.1]:${inside.port}/secret.mp3`,
        'http://169.254.169.254/latest/meta-data/',
      ]) {
        const {status, body} = await submit({url, then: 'audio'});
        expect({url, status, code: body.error.code}).toEqual({url, status: 400, code: 'URL_NOT_ALLOWED'});
      }
      expect(inside.connections).toBe(0);
      expect(inside.requests).toEqual([]);
    });

    it('fails a source longer than the plan allows with IMPORT_TOO_LONG and returns the credits', async () => {
      const {status, body} = await submit({url: `${site.origin}/long.html`, then: 'audio'});
      expect(status).toBe(202);
      const job = await waitForJob(api, user, body.id, finished, 90_000);
      expect(job).toMatchObject({status: 'failed', error: {code: 'IMPORT_TOO_LONG'}});
      const entries = await ledger(body.id);
      expect(entries).toHaveLength(2);
      expect(entries.filter((entry) => entry.startsWith('release:'))).toHaveLength(1);
      expect(entries.map((entry) => entry.split(':')[1])).toEqual([
        entries[0]?.split(':')[1],
        entries[0]?.split(':')[1],
      ]);
      const balance = await api.inject({url: '/api/credits', headers: user.headers});
      expect((balance.json() as {reservedSeconds: number}).reservedSeconds).toBe(0);
    }, 90_000);

    it('cancels mid-download: yt-dlp is stopped and the credits are returned', async () => {
      const {body} = await submit({url: `${site.origin}/stall.html`, then: 'audio'});
      await until(() => site.requests.includes('/stall.mp3') && site.open > 0, 'downloading');
      const canceled = await api.inject({
        method: 'POST',
        url: `/api/jobs/${body.id}/cancel`,
        headers: user.headers,
      });
      expect(canceled.statusCode).toBe(200);
      // yt-dlp killed and the proxy closed: nothing holds a connection to the site any more.
      await until(() => site.open === 0, 'the download connection closed');
      const stallUrl = `${site.origin}/stall.html`;
      const running = () =>
        execFileSync('ps', ['-eo', 'args'])
          .toString()
          .split('\n')
          .some((line) => line.includes(stallUrl));
      await until(() => !running(), 'yt-dlp killed');
      const job = await waitForJob(api, user, body.id, finished);
      expect(job.status).toBe('canceled');
      const entries = await ledger(body.id);
      expect(entries.some((entry) => entry.startsWith('release:'))).toBe(true);
    }, 60_000);

    it('fails a download the network breaks with IMPORT_NETWORK_FAILED and returns the credits', async () => {
      const {body} = await submit({url: `${site.origin}/cut.html`, then: 'audio'});
      const job = await waitForJob(api, user, body.id, finished, 60_000);
      expect(job).toMatchObject({status: 'failed', error: {code: 'IMPORT_NETWORK_FAILED'}});
      const entries = await ledger(body.id);
      expect(entries.some((entry) => entry.startsWith('release:'))).toBe(true);
      expect(entries.some((entry) => entry.startsWith('charge:'))).toBe(false);
    }, 90_000);
  }
});
