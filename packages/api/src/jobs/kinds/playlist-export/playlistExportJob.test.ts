import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Api} from '../../../server.ts';
import {addSound} from '../../../sounds/library.ts';
import {dialect, testApi} from '../../../testing/testApi.ts';
import {tusClient} from '../../../testing/tusClient.ts';
import type {JobView} from '../../present.ts';
import {newUser, waitForJob} from '../../testing/jobTestKit.ts';
import type {TestUser} from '../../testing/jobTestKit.ts';

const folder = mkdtempSync(join(tmpdir(), 'nada-playlist-export-test-'));

/** A file made by ffmpeg's lavfi source `expression` for `seconds`, as `name` (its extension picks the format). */
function makeAudio(name: string, expression: string, seconds: number): Buffer {
  const path = join(folder, name);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `aevalsrc=${expression}:s=44100:d=${seconds}`, path],
  ]);
  return readFileSync(path);
}

/** ffprobe's codec and duration of one file. */
function probe(path: string): {codec: string; seconds: number} {
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=codec_name:format=duration'],
    ...['-of', 'default=nw=1:nk=1', path],
  ])
    .toString()
    .trim()
    .split('\n');
  return {codec: out[0] ?? '', seconds: Number(out[1])};
}

let api: Api;
let close: () => Promise<void>;
let owner: TestUser & {idToken: string};
let stranger: TestUser & {idToken: string};
const audio: Record<string, Buffer> = {};

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  api.inject({method, url, headers: user.headers, ...(payload ? {payload} : {})});

async function upload(user: TestUser & {idToken: string}, name: string): Promise<string> {
  const response = await tusClient(api, user.idToken).upload(audio[name] ?? Buffer.alloc(0), name);
  expect(response.statusCode).toBe(200);
  return (response.json() as {file: {id: string}}).file.id;
}

/** A playlist of `user` holding `tracks` (file id and title) in that order; answers its id and its items' ids. */
async function playlistOf(
  user: TestUser,
  title: string,
  tracks: Array<{fileId: string; title: string}>,
  visibility: 'private' | 'public' = 'private',
) {
  const created = await call(user, 'POST', '/api/playlists', {title, visibility});
  expect(created.statusCode).toBe(201);
  const id = (created.json() as {id: string}).id;
  const itemIds: string[] = [];
  for (const track of tracks) {
    const added = await call(user, 'POST', `/api/playlists/${id}/items`, track);
    expect(added.statusCode, added.body).toBe(201);
    itemIds.push((added.json() as {id: string}).id);
  }
  return {id, itemIds};
}

async function submit(user: TestUser, params: Record<string, unknown>, idempotencyKey?: string) {
  const response = await call(user, 'POST', '/api/jobs', {
    kind: 'playlist-export',
    inputFileIds: [],
    params,
    ...(idempotencyKey ? {idempotencyKey} : {}),
  });
  return {
    status: response.statusCode,
    body: response.json() as JobView & {error: {code: string; message: string; fields?: object}},
  };
}

const finished = (job: JobView) => ['succeeded', 'failed', 'canceled'].includes(job.status);

async function exported(params: Record<string, unknown>): Promise<JobView> {
  const {status, body} = await submit(owner, params);
  expect(status).toBe(202);
  return await waitForJob(api, owner, body.id, finished, 60_000);
}

/** The result zip of `job`: its row and its path on disk. */
async function zipOf(job: JobView): Promise<{name: string; path: string}> {
  const {fileId} = job.result?.data as {fileId: string};
  const row = await api.inject({url: `/api/files/${fileId}`, headers: owner.headers});
  expect(row.statusCode).toBe(200);
  const stream = await api.nada.storage.get(`users/${owner.id}/${fileId}`);
  const path = join(folder, `${job.id}.zip`);
  writeFileSync(path, Buffer.concat(await stream.toArray()));
  return {name: (row.json() as {name: string}).name, path};
}

const entriesOf = (zip: string) => execFileSync('zipinfo', ['-1', zip]).toString().trim().split('\n');
const entry = (zip: string, name: string) => execFileSync('unzip', ['-p', zip, name], {maxBuffer: 1 << 26});

async function ledger(jobId: string) {
  const rows = await api.nada.db.kysely
    .selectFrom('credit_ledger')
    .select(['entry', 'seconds'])
    .where('job_id', '=', jobId)
    .execute();
  return rows.filter((row) => row.seconds !== 0).map((row) => `${row.entry} ${row.seconds}`);
}

let tracks: {solo: string; kopi: string; odd: string};
/** The audio file of a published sound of the library: any user may add it to a playlist, none owns it. */
let librarySound: string;

/** Publishes `solo.wav` as a sound of the library; answers its file's id. */
async function publishSound(): Promise<string> {
  const path = join(folder, 'solo.wav');
  const row = await addSound(
    {db: api.nada.db.kysely, storage: api.nada.storage, ffmpegPath: 'ffmpeg'},
    {
      path,
      fileName: 'kendang.wav',
      contentType: 'audio/wav',
      analysis: {
        durationSeconds: 2,
        peaks: {
          sampleRate: 22050,
          channels: 2,
          length: 4,
          levels: [{samplesPerBucket: 2, min: [-1, -1], max: [1, 1]}],
        },
        bpm: 0,
        key: '',
        loudness: -14,
      },
      fields: {
        title_id: 'Kendang',
        title_en: 'Kendang',
        category: 'drums',
        genre: null,
        tags: '',
        mood: null,
        bpm: null,
        musical_key: null,
        licence: 'CC0-1.0',
        kind: 'loop',
        published: 1,
        starter_slug: `test-export-${Date.now()}`,
      },
    },
    {actor: null, action: 'seed'},
  );
  if (!row) throw new Error('The sound was not stored');
  return row.file_id;
}

beforeAll(async () => {
  ({api, close} = await testApi({JOB_CONCURRENCY: '2'}, {jobs: {pollMs: 100, shutdownGraceMs: 0}}));
  [owner, stranger] = [await newUser(api), await newUser(api)];
  audio['solo.wav'] = makeAudio('solo.wav', '0.4*sin(2*PI*440*t)', 2);
  audio['kopi.flac'] = makeAudio('kopi.flac', '0.4*sin(2*PI*330*t)', 3);
  audio['odd.mp3'] = makeAudio('odd.mp3', '0.4*sin(2*PI*550*t)', 1);
  tracks = {
    solo: await upload(owner, 'solo.wav'),
    kopi: await upload(owner, 'kopi.flac'),
    odd: await upload(owner, 'odd.mp3'),
  };
  librarySound = await publishSound();
}, 90_000);

afterAll(async () => {
  await close();
  rmSync(folder, {recursive: true, force: true});
});

describe(`playlist-export jobs (${dialect})`, () => {
  it('zips the tracks as MP3 in playlist order, named by position and title, with an M3U, free and once per key', async () => {
    const playlist = await playlistOf(owner, 'Latihan: Keroncong', [
      {fileId: tracks.kopi, title: 'Kopi Dangdut'},
      {fileId: tracks.solo, title: 'Bengawan Solo'},
      {fileId: tracks.odd, title: 'AC/DC: "Back"?'},
    ]);
    // Reordered after adding: the export follows the playlist's order, not the order of adding.
    const [kopi = '', solo = '', odd = ''] = playlist.itemIds;
    const order = await call(owner, 'PUT', `/api/playlists/${playlist.id}/items/order`, {
      itemIds: [solo, kopi, odd],
    });
    expect(order.statusCode).toBe(200);

    const first = await submit(owner, {playlistId: playlist.id}, 'export-key-1');
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      kind: 'playlist-export',
      params: {playlistId: playlist.id, format: 'mp3'},
    });
    const again = await submit(owner, {playlistId: playlist.id}, 'export-key-1');
    expect(again.body.id).toBe(first.body.id);
    const job = await waitForJob(api, owner, first.body.id, finished, 60_000);
    expect(job).toMatchObject({status: 'succeeded', percent: 100});
    expect(job.result?.data).toMatchObject({playlistId: playlist.id, format: 'mp3', trackCount: 3});
    expect((job.result?.data as {durationSeconds: number}).durationSeconds).toBeCloseTo(6, 1);
    const jobs = await api.nada.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('owner_id', '=', owner.id)
      .where('idempotency_key', '=', 'export-key-1')
      .execute();
    expect(jobs).toHaveLength(1);
    expect(await ledger(job.id)).toEqual([]);

    const zip = await zipOf(job);
    expect(zip.name).toBe('Latihan_ Keroncong.zip');
    expect(execFileSync('unzip', ['-t', zip.path]).toString()).toContain('No errors detected');
    expect(entriesOf(zip.path)).toEqual([
      '01 - Bengawan Solo.mp3',
      '02 - Kopi Dangdut.mp3',
      '03 - AC_DC_ _Back__.mp3',
      'Latihan_ Keroncong.m3u',
    ]);
    for (const [name, seconds] of [
      ['01 - Bengawan Solo.mp3', 2],
      ['02 - Kopi Dangdut.mp3', 3],
      ['03 - AC_DC_ _Back__.mp3', 1],
    ] as const) {
      const path = join(folder, `${job.id}-${seconds}.mp3`);
      writeFileSync(path, entry(zip.path, name));
      const probed = probe(path);
      expect(probed.codec).toBe('mp3');
      expect(Math.abs(probed.seconds - seconds)).toBeLessThan(0.1);
    }
    expect(entry(zip.path, 'Latihan_ Keroncong.m3u').toString()).toBe(
      [
        '#EXTM3U',
        '#EXTINF:2,Bengawan Solo',
        '01 - Bengawan Solo.mp3',
        '#EXTINF:3,Kopi Dangdut',
        '02 - Kopi Dangdut.mp3',
        '#EXTINF:1,AC/DC: "Back"?',
        '03 - AC_DC_ _Back__.mp3',
        '',
      ].join('\n'),
    );
  }, 90_000);

  it('zips the original files byte for byte, each with its own extension, a sound of the library among them', async () => {
    const playlist = await playlistOf(owner, 'Asli', [
      {fileId: tracks.kopi, title: 'Kopi Dangdut'},
      {fileId: tracks.odd, title: 'Ganjil'},
      {fileId: librarySound, title: 'Kendang'},
    ]);
    const job = await exported({playlistId: playlist.id, format: 'original'});
    expect(job).toMatchObject({status: 'succeeded', result: {data: {format: 'original', trackCount: 3}}});
    const zip = await zipOf(job);
    expect(entriesOf(zip.path)).toEqual([
      '01 - Kopi Dangdut.flac',
      '02 - Ganjil.mp3',
      '03 - Kendang.wav',
      'Asli.m3u',
    ]);
    expect(entry(zip.path, '03 - Kendang.wav').equals(audio['solo.wav'] ?? Buffer.alloc(0))).toBe(true);
    expect(entry(zip.path, '01 - Kopi Dangdut.flac').equals(audio['kopi.flac'] ?? Buffer.alloc(0))).toBe(
      true,
    );
    expect(entry(zip.path, '02 - Ganjil.mp3').equals(audio['odd.mp3'] ?? Buffer.alloc(0))).toBe(true);
    expect(entry(zip.path, 'Asli.m3u').toString()).toBe(
      '#EXTM3U\n#EXTINF:3,Kopi Dangdut\n01 - Kopi Dangdut.flac\n#EXTINF:1,Ganjil\n02 - Ganjil.mp3\n#EXTINF:2,Kendang\n03 - Kendang.wav\n',
    );
  });

  it("refuses an empty playlist, another's playlist, a deleted track and an unknown format", async () => {
    const empty = await playlistOf(owner, 'Kosong', []);
    const none = await submit(owner, {playlistId: empty.id});
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('PLAYLIST_EMPTY');

    const privateOne = await playlistOf(owner, 'Rahasia', [{fileId: tracks.solo, title: 'Solo'}]);
    const hidden = await submit(stranger, {playlistId: privateOne.id});
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe('PLAYLIST_NOT_FOUND');
    const publicOne = await playlistOf(owner, 'Umum', [{fileId: tracks.solo, title: 'Solo'}], 'public');
    const notTheirs = await submit(stranger, {playlistId: publicOne.id});
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.error.code).toBe('PLAYLIST_NOT_OWNED');
    const missing = await submit(owner, {playlistId: 'no-such-playlist'});
    expect(missing.body.error.code).toBe('PLAYLIST_NOT_FOUND');

    const doomed = await upload(owner, 'odd.mp3');
    const withGone = await playlistOf(owner, 'Hilang', [
      {fileId: tracks.solo, title: 'Solo'},
      {fileId: doomed, title: 'Yang Hilang'},
    ]);
    expect((await call(owner, 'DELETE', `/api/files/${doomed}`)).statusCode).toBe(204);
    const gone = await submit(owner, {playlistId: withGone.id});
    expect(gone.status).toBe(409);
    expect(gone.body.error).toMatchObject({
      code: 'PLAYLIST_TRACK_UNAVAILABLE',
      message: expect.stringContaining('Track 2 (“Yang Hilang”)') as string,
    });

    const format = await submit(owner, {playlistId: privateOne.id, format: 'wav'});
    expect(format.status).toBe(400);
    expect(format.body.error.fields).toHaveProperty(['params.format']);
    const named = await call(owner, 'POST', '/api/jobs', {
      kind: 'playlist-export',
      inputFileIds: [tracks.solo],
      params: {playlistId: privateOne.id},
    });
    expect(named.statusCode).toBe(400);
    const listed = await call(stranger, 'GET', '/api/jobs?kind=playlist-export');
    expect((listed.json() as {items: JobView[]}).items).toEqual([]);
  });

  it('fails with PLAYLIST_TRACK_UNAVAILABLE when a track’s content is gone when it runs', async () => {
    const lost = await upload(owner, 'odd.mp3');
    const playlist = await playlistOf(owner, 'Rusak', [{fileId: lost, title: 'Tanpa Isi'}]);
    // The row stays, so the submit passes; the run finds no content.
    const row = await api.nada.db.kysely
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', lost)
      .executeTakeFirstOrThrow();
    await api.nada.storage.delete(row.storage_key);
    for (const format of ['mp3', 'original']) {
      const job = await exported({playlistId: playlist.id, format});
      expect(job).toMatchObject({status: 'failed', result: null, attempts: 1});
      expect(job.error?.code).toBe('PLAYLIST_TRACK_UNAVAILABLE');
    }
  });
});
