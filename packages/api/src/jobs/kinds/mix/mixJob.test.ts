import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {decodeAudio, integratedLoudness, medianPitch, toMono} from '@nada/audio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Api} from '../../../server.ts';
import {dialect, itOnce, testApi} from '../../../testing/testApi.ts';
import {tusClient} from '../../../testing/tusClient.ts';
import type {JobView} from '../../present.ts';
import {insertJob} from '../../store.ts';
import {newUser, waitForJob} from '../../testing/jobTestKit.ts';
import type {TestUser} from '../../testing/jobTestKit.ts';

const folder = mkdtempSync(join(tmpdir(), 'nada-mix-job-test-'));
const SECONDS = 4;

/** A WAV made by ffmpeg's lavfi source `expression`, SECONDS long. */
function makeAudio(name: string, expression: string): Buffer {
  const path = join(folder, name);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `aevalsrc=${expression}:s=44100:d=${SECONDS}`, path],
  ]);
  return readFileSync(path);
}

let api: Api;
let close: () => Promise<void>;
let owner: TestUser;
let intruder: TestUser;
/** A succeeded separation of the owner's whose vocals are a 440 Hz tone and instrumental a 660 Hz one. */
let source: string;
/** A generated track of the owner's whose piano is the 440 Hz tone and bass the 660 Hz one (no peaks files). */
let generated: string;

async function upload(user: TestUser, content: Buffer, name: string): Promise<string> {
  const token = user.headers.authorization.slice('Bearer '.length);
  const response = await tusClient(api, token).upload(content, name);
  expect(response.statusCode).toBe(200);
  return (response.json() as {file: {id: string}}).file.id;
}

/** Stores a job of `user` of `kind` that ended as `status` with result data `data`; answers its id. */
async function storedJob(
  user: TestUser,
  kind: string,
  status: 'succeeded' | 'running',
  data: unknown,
  inputFileIds: string[] = [],
) {
  const {row} = await insertJob(api.nada.db.kysely, {
    ownerId: user.id,
    kind,
    inputFileIds,
    params: {},
    maxAttempts: 1,
    idempotencyKey: undefined,
    creditSeconds: 0,
  });
  await api.nada.db.kysely
    .updateTable('jobs')
    .set({status, result: status === 'succeeded' ? JSON.stringify({fileIds: [], data}) : null})
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

const level = {volume: 1, muted: false, solo: false, pan: 0};
const stemsOf = (instrumental: Partial<typeof level> = {}) => [
  {stem: 'vocals', ...level},
  {stem: 'instrumental', ...level, ...instrumental},
];

async function submit(user: TestUser, params: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const response = await api.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: user.headers,
    payload: {kind: 'mix', inputFileIds: [], params, ...extra},
  });
  return {
    status: response.statusCode,
    body: response.json() as JobView & {error: {code: string; fields?: Record<string, string>}},
  };
}

const finished = (job: JobView) => ['succeeded', 'failed', 'canceled'].includes(job.status);

async function run(params: Record<string, unknown>): Promise<JobView> {
  const {status, body} = await submit(owner, {sourceJobId: source, ...params});
  expect(status, JSON.stringify(body)).toBe(202);
  return await waitForJob(api, owner, body.id, finished, 60_000);
}

async function audioOf(fileId: string) {
  const response = await api.inject({url: `/api/files/${fileId}`, headers: owner.headers});
  expect(response.statusCode).toBe(200);
  const row = response.json() as {name: string; contentType: string};
  const stream = await api.nada.storage.get(`users/${owner.id}/${fileId}`);
  const path = join(folder, `${fileId}-${row.name}`);
  writeFileSync(path, Buffer.concat(await stream.toArray()));
  return {row, audio: await decodeAudio(path)};
}

async function ledger(jobId: string) {
  const rows = await api.nada.db.kysely
    .selectFrom('credit_ledger')
    .select(['entry', 'seconds'])
    .where('job_id', '=', jobId)
    .execute();
  return rows.map((row) => `${row.entry} ${row.seconds}`).sort();
}

beforeAll(async () => {
  ({api, close} = await testApi({JOB_CONCURRENCY: '2'}, {jobs: {pollMs: 100, shutdownGraceMs: 0}}));
  [owner, intruder] = [await newUser(api), await newUser(api)];
  const song = await upload(owner, makeAudio('song.wav', '0.3*sin(2*PI*440*t)'), 'Lagu Uji.wav');
  const vocals = await upload(owner, makeAudio('vocals.wav', '0.3*sin(2*PI*440*t)'), 'Lagu Uji (vokal).wav');
  const instrumental = await upload(
    owner,
    makeAudio('instrumental.wav', '0.3*sin(2*PI*660*t)'),
    'Lagu Uji (minus one).wav',
  );
  const stem = (name: string, fileId: string) => ({name, fileId, peaksFileId: ''});
  source = await storedJob(
    owner,
    'separate',
    'succeeded',
    {stems: [stem('vocals', vocals), stem('instrumental', instrumental)], durationSeconds: SECONDS},
    [song],
  );
  generated = await storedJob(owner, 'generate', 'succeeded', {
    title: 'Pop santai',
    stems: [
      {name: 'piano', fileId: vocals},
      {name: 'bass', fileId: instrumental},
    ],
    durationSeconds: SECONDS,
  });
}, 60_000);

afterAll(async () => {
  await close();
  rmSync(folder, {recursive: true, force: true});
});

describe(`mix jobs (${dialect})`, () => {
  // The two tests that render audio (rubberband, ffmpeg) take seconds alone and more on a busy
  // machine: 20 s, the default, was passed once beside other work. Each waits for its job, not a time.
  it('mixes the audible stems, raises the key by two semitones, stretches to 80 %, and charges the length once', async () => {
    const job = await run({
      stems: stemsOf({muted: true}),
      semitones: 2,
      tempoPercent: 80,
      format: 'wav',
    });
    expect(job).toMatchObject({kind: 'mix', status: 'succeeded', percent: 100});
    expect(job.inputFiles.map((file) => file.name)).toEqual([
      'Lagu Uji (vokal).wav',
      'Lagu Uji (minus one).wav',
    ]);
    const data = job.result?.data as {fileId: string; durationSeconds: number};
    expect(data).toMatchObject({
      sourceJobId: source,
      format: 'wav',
      semitones: 2,
      tempoPercent: 80,
      stems: ['vocals'],
    });
    expect(data.durationSeconds).toBeCloseTo(SECONDS / 0.8, 2);
    const {row, audio} = await audioOf(data.fileId);
    expect(row).toMatchObject({
      name: 'Lagu Uji (campuran, nada +2, tempo 80%).wav',
      contentType: 'audio/wav',
    });
    expect(audio.channels[0].length / 44100).toBeCloseTo(SECONDS / 0.8, 2);
    // Only the 440 Hz vocals sound (the 660 Hz instrumental is muted), two semitones up.
    const pitch = medianPitch(toMono(audio).subarray(44100, 4 * 44100), 44100) ?? NaN;
    expect(Math.abs(1200 * Math.log2(pitch / (440 * 2 ** (2 / 12))))).toBeLessThan(10);
    expect(await ledger(job.id)).toEqual([`charge ${SECONDS}`, `reserve ${SECONDS}`].sort());
  }, 90_000);

  itOnce('keeps only the loop region, charged for it, and keeps the level the volumes give', async () => {
    const full = await run({stems: stemsOf({muted: true}), format: 'flac', locale: 'en'});
    const quiet = await run({
      stems: [{stem: 'vocals', ...level, volume: 0.5}],
      region: {start: 1, end: 3},
      format: 'flac',
    });
    const fullData = full.result?.data as {fileId: string};
    const quietData = quiet.result?.data as {fileId: string; durationSeconds: number};
    expect(quietData.durationSeconds).toBeCloseTo(2, 3);
    const loud = await audioOf(fullData.fileId);
    expect(loud.row.name).toBe('Lagu Uji (mix).flac');
    const soft = await audioOf(quietData.fileId);
    expect(integratedLoudness(loud.audio) - integratedLoudness(soft.audio)).toBeCloseTo(6.02, 0);
    expect(await ledger(quiet.id)).toEqual(['charge 2', 'reserve 2']);
  });

  it("mixes a generated track's instrument groups: the solo piano alone, named after the track", async () => {
    const job = await run({
      sourceJobId: generated,
      stems: [
        {stem: 'piano', ...level, solo: true},
        {stem: 'bass', ...level},
      ],
      format: 'wav',
      locale: 'en',
    });
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
    const data = job.result?.data as {fileId: string; stems: string[]};
    expect(data.stems).toEqual(['piano']);
    const {row, audio} = await audioOf(data.fileId);
    expect(row.name).toBe('Pop santai (mix).wav');
    const pitch = medianPitch(toMono(audio).subarray(44100, 3 * 44100), 44100) ?? NaN;
    expect(Math.abs(1200 * Math.log2(pitch / 440))).toBeLessThan(10);
  }, 90_000);

  it('charges once for the same submission sent twice', async () => {
    const params = {sourceJobId: source, stems: stemsOf(), format: 'mp3'};
    const first = await submit(owner, params, {idempotencyKey: 'mix-once'});
    const second = await submit(owner, params, {idempotencyKey: 'mix-once'});
    expect(second.body.id).toBe(first.body.id);
    await waitForJob(api, owner, first.body.id, finished, 60_000);
    expect(await ledger(first.body.id)).toEqual([`charge ${SECONDS}`, `reserve ${SECONDS}`].sort());
  });

  it('is 404 on the job of someone else, or on no job, and starts nothing', async () => {
    const theirs = await submit(intruder, {sourceJobId: source, stems: stemsOf()});
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toMatchObject({code: 'JOB_NOT_FOUND'});
    expect((await submit(owner, {sourceJobId: 'no-such-job', stems: stemsOf()})).status).toBe(404);
    const listed = await api.inject({url: '/api/jobs?kind=mix', headers: intruder.headers});
    expect((listed.json() as {items: JobView[]}).items).toEqual([]);
  });

  it('is 409 JOB_HAS_NO_STEMS on an unfinished job or one that made no stems', async () => {
    const running = await storedJob(owner, 'separate', 'succeeded', null);
    const converted = await storedJob(owner, 'transform', 'succeeded', {operation: 'convert', fileId: 'x'});
    for (const sourceJobId of [running, converted]) {
      const response = await submit(owner, {sourceJobId, stems: stemsOf()});
      expect(response.status).toBe(409);
      expect(response.body.error).toMatchObject({code: 'JOB_HAS_NO_STEMS'});
    }
  });

  it('refuses bad parameters with the fields at fault', async () => {
    const fieldsOf = async (params: Record<string, unknown>, extra?: Record<string, unknown>) => {
      const response = await submit(owner, {sourceJobId: source, stems: stemsOf(), ...params}, extra);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      return Object.keys(response.body.error.fields ?? {}).sort();
    };
    expect(await fieldsOf({semitones: 13, tempoPercent: 300})).toEqual([
      'params.semitones',
      'params.tempoPercent',
    ]);
    expect(await fieldsOf({semitones: 1.5})).toEqual(['params.semitones']);
    expect(await fieldsOf({format: 'ogg'})).toEqual(['params.format']);
    expect(await fieldsOf({stems: []})).toEqual(['params.stems']);
    expect(await fieldsOf({stems: [{stem: 'vocals', ...level, pan: 2}]})).toEqual(['params.stems.0.pan']);
    expect(await fieldsOf({stems: [...stemsOf(), {stem: 'vocals', ...level}]})).toEqual([
      'params.stems.2.stem',
    ]);
    expect(await fieldsOf({stems: [{stem: 'drums', ...level}]})).toEqual(['params.stems.0.stem']);
    expect(await fieldsOf({region: {start: 3, end: 2}})).toEqual(['params.region.end']);
    expect(await fieldsOf({region: {start: 1, end: 9}})).toEqual(['params.region.end']);
    expect(await fieldsOf({region: {start: 5, end: 6}})).toEqual(['params.region.start']);
    expect(await fieldsOf({}, {inputFileIds: ['some-file']})).toEqual(['inputFileIds']);
  });

  // Issue 42: with every stem muted the playground exported a silent file without a word.
  it('refuses with 400 a mix nothing of which sounds: every stem muted, at volume 0, or a muted solo', async () => {
    const mixJobs = async () =>
      (
        await api.nada.db.kysely
          .selectFrom('jobs')
          .select('id')
          .where('owner_id', '=', owner.id)
          .where('kind', '=', 'mix')
          .execute()
      ).length;
    const before = await mixJobs();
    for (const stems of [
      stemsOf({muted: true}).map((stem) => ({...stem, muted: true})),
      stemsOf({volume: 0}).map((stem) => (stem.stem === 'vocals' ? {...stem, muted: true} : stem)),
      stemsOf({solo: true, muted: true}),
    ]) {
      const response = await submit(owner, {sourceJobId: source, stems});
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.fields).toEqual({'params.stems': expect.stringContaining('silent')});
    }
    expect(await mixJobs()).toBe(before);
  });

  it('cancels a mix, which then charges nothing', async () => {
    const {body} = await submit(owner, {sourceJobId: source, stems: stemsOf(), tempoPercent: 60});
    const canceled = await api.inject({
      method: 'POST',
      url: `/api/jobs/${body.id}/cancel`,
      headers: owner.headers,
    });
    expect(canceled.statusCode).toBe(200);
    const job = await waitForJob(api, owner, body.id, finished, 30_000);
    expect(job.status).toBe('canceled');
    expect(await ledger(job.id)).toEqual([`release ${SECONDS}`, `reserve ${SECONDS}`].sort());
  });
});
