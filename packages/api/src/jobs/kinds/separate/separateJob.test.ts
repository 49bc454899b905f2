import {execFileSync} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {DEFAULT_ENGINE, writeTinyOnnxModel} from '@nada/audio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Config} from '../../../config.ts';
import type {FileRow} from '../../../db/schema.ts';
import {insertFile} from '../../../files/store.ts';
import type {Api} from '../../../server.ts';
import {newFileKey} from '../../../storage/storage.ts';
import {dialect, itOnce, testApi} from '../../../testing/testApi.ts';
import {tusClient} from '../../../testing/tusClient.ts';
import type {JobContext} from '../../registry.ts';
import {JobError} from '../../jobError.ts';
import {stableUuid} from '../../runner.ts';
import type {JobView} from '../../present.ts';
import {newUser, parseEvents, waitForJob} from '../../testing/jobTestKit.ts';
import type {TestUser} from '../../testing/jobTestKit.ts';
import {separateJobKind} from './separateJob.ts';
import {separateParamsSchema} from './separateParams.ts';
import type {SeparateResult} from './separateParams.ts';

const SONG_SECONDS = 3;
const folder = mkdtempSync(join(tmpdir(), 'nada-separate-test-'));

/**
 * A short stereo song: a 440 Hz 'voice' in the centre over a 110 Hz tone on the left, a 330 Hz tone
 * on the right and a little noise, as a 44.1 kHz MP3.
 */
function makeSong(): Buffer {
  const path = join(folder, 'song.mp3');
  const voice = '0.35*sin(2*PI*440*t)*(0.6+0.4*sin(2*PI*2*t))';
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    '-i',
    `aevalsrc=${voice}+0.2*sin(2*PI*110*t)+0.03*(random(0)-0.5)|${voice}+0.2*sin(2*PI*330*t)+0.03*(random(1)-0.5):s=44100:d=${SONG_SECONDS}`,
    ...['-c:a', 'libmp3lame', '-b:a', '128k', path],
  ]);
  return readFileSync(path);
}

/** ffprobe's duration of `content`, in seconds. */
function probeSeconds(content: Buffer, name: string): number {
  const path = join(folder, `${randomUUID()}-${name}`);
  writeFileSync(path, content);
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', path],
  ]);
  return Number(out.toString().trim());
}

let api: Api;
let config: Config;
let close: () => Promise<void>;
let owner: TestUser;
let intruder: TestUser;
let song: Buffer;
/** A job that succeeded, shared by the tests that read, list, archive and delete it. */
let succeeded: JobView;
let events: ReturnType<typeof parseEvents>;
/** What a job on the song reserves: its upload's duration (an MP3 runs a little over), rounded up. */
let charged: number;

async function upload(user: TestUser, content: Buffer, name = 'Lagu Saya.mp3'): Promise<string> {
  const response = await tusClient(api, user.headers.authorization.slice('Bearer '.length)).upload(
    content,
    name,
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as {file: {id: string}}).file.id;
}

async function submit(user: TestUser, inputFileIds: string[], params: Record<string, unknown> = {}) {
  const response = await api.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: user.headers,
    payload: {kind: 'separate', inputFileIds, params},
  });
  return {status: response.statusCode, body: response.json() as JobView & {error: {code: string}}};
}

async function content(fileId: string, user = owner): Promise<Buffer> {
  const stream = await api.nada.storage.get(`users/${user.id}/${fileId}`);
  return Buffer.concat(await stream.toArray());
}

async function ledger(jobId: string) {
  const rows = await api.nada.db.kysely
    .selectFrom('credit_ledger')
    .select(['entry', 'seconds'])
    .where('job_id', '=', jobId)
    .execute();
  return rows.map((row) => `${row.entry} ${row.seconds}`).sort();
}

const finished = (job: JobView) => ['succeeded', 'failed', 'canceled'].includes(job.status);

beforeAll(async () => {
  song = makeSong();
  // The default registry: `separate` is there without registering anything.
  ({api, config, close} = await testApi({JOB_CONCURRENCY: '2'}, {jobs: {pollMs: 100, shutdownGraceMs: 0}}));
  [owner, intruder] = [await newUser(api), await newUser(api)];
  const input = await upload(owner, song);
  const file = await api.inject({url: `/api/files/${input}`, headers: owner.headers});
  charged = Math.ceil((file.json() as {durationSeconds: number}).durationSeconds);
  const {status, body} = await submit(owner, [input]);
  expect(status).toBe(202);
  const stream = await api.inject({url: `/api/jobs/${body.id}/events`, headers: owner.headers});
  events = parseEvents(stream.body);
  succeeded = await waitForJob(api, owner, body.id, finished, 60_000);
}, 120_000);

afterAll(async () => {
  await close();
  rmSync(folder, {recursive: true, force: true});
});

describe(`separate jobs (${dialect})`, () => {
  it('separates an upload into stems and peaks, reporting every stage, and charges its length once', async () => {
    expect(succeeded).toMatchObject({
      kind: 'separate',
      status: 'succeeded',
      percent: 100,
      attempts: 1,
      error: null,
      params: {
        stems: '2',
        engine: DEFAULT_ENGINE,
        semitones: 0,
        tempo: 1,
        format: 'mp3',
        loudnessTarget: null,
      },
    });
    expect(succeeded.inputFiles.map((file) => file.name)).toEqual(['Lagu Saya.mp3']);

    // Stages in the order they run, percent of the whole job never falling.
    const progress = events.filter((event) => event.event === 'progress').map((event) => event.job);
    const stages = [...new Set(progress.map((job) => job.stage))];
    expect(stages).toEqual(expect.arrayContaining(['decode', 'separate', 'encode', 'store']));
    expect(stages.at(-1)).toBe('store');
    const percents = progress.map((job) => job.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(events.at(-1)?.job.result?.files).toHaveLength(5);

    const data = succeeded.result?.data as SeparateResult;
    expect(data).toMatchObject({engine: DEFAULT_ENGINE, semitones: 0, tempo: 1, format: 'mp3'});
    expect(data.durationSeconds).toBeCloseTo(SONG_SECONDS, 1);
    expect(data.input.fileId).toBe(succeeded.inputFileIds[0]);
    expect(data.input.durationSeconds).toBeCloseTo(SONG_SECONDS, 1);
    expect(typeof data.input.key).toBe('string');
    expect(Number.isFinite(data.input.bpm) && Number.isFinite(data.input.loudness)).toBe(true);
    expect(data.stems.map((stem) => stem.name).sort()).toEqual(['instrumental', 'vocals']);

    // Every file it wrote is listed once, with readable names in the owner's language (Indonesian).
    const files = succeeded.result?.files ?? [];
    expect(succeeded.result?.fileIds).toEqual(files.map((file) => file.id));
    expect(files.map((file) => file.name).sort()).toEqual([
      'Lagu Saya (minus one).mp3',
      'Lagu Saya (minus one).peaks.json',
      'Lagu Saya (vokal).mp3',
      'Lagu Saya (vokal).peaks.json',
      'Lagu Saya.peaks.json',
    ]);
    // Success replaced the provisional day with the plan's retention (free: 7 days).
    for (const file of files)
      expect(Date.parse(file.expiresAt ?? '')).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    for (const stem of data.stems) {
      const audio = await content(stem.fileId);
      const row = files.find((file) => file.id === stem.fileId);
      expect(row).toMatchObject({contentType: 'audio/mpeg', sizeBytes: audio.length});
      expect(row?.durationSeconds).toBeCloseTo(SONG_SECONDS, 1);
      expect(probeSeconds(audio, `${stem.name}.mp3`)).toBeCloseTo(SONG_SECONDS, 1);
      const peaks = JSON.parse((await content(stem.peaksFileId)).toString()) as {
        sampleRate: number;
        length: number;
        levels: Array<{samplesPerBucket: number; min: number[]; max: number[]}>;
      };
      expect(peaks.length / peaks.sampleRate).toBeCloseTo(SONG_SECONDS, 1);
      expect(peaks.levels[0]?.max.length).toBe(
        Math.ceil(peaks.length / (peaks.levels[0]?.samplesPerBucket ?? 1)),
      );
    }
    const inputPeaks = JSON.parse((await content(data.input.peaksFileId)).toString()) as {levels: unknown[]};
    expect(inputPeaks.levels.length).toBeGreaterThan(0);

    // The file routes serve results like uploads.
    const file = await api.inject({url: `/api/files/${data.stems[0]?.fileId}`, headers: owner.headers});
    expect(file.json()).toMatchObject({codec: 'mp3', channels: 2, sampleRateHz: 44100});

    expect(await ledger(succeeded.id)).toEqual([`charge ${charged}`, `reserve ${charged}`]);
  });

  it('refuses an engine that is not installed, and parameters out of range, before queueing', async () => {
    const input = succeeded.inputFileIds;
    const unknown = await submit(owner, input, {engine: 'onnx:not-installed'});
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {'params.engine': expect.stringContaining('not an installed') as string},
    });
    const outOfRange = await submit(owner, input, {semitones: 13, tempo: 3, format: 'ogg'});
    expect(outOfRange.status).toBe(400);
    const {fields} = outOfRange.body.error as {fields?: object};
    expect(Object.keys(fields ?? {}).sort()).toEqual(['params.format', 'params.semitones', 'params.tempo']);
    const none = await submit(owner, []);
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({
      fields: {inputFileIds: expect.stringContaining('exactly one') as string},
    });
    const two = await submit(owner, [...input, ...input]);
    expect(two.status).toBe(400);
    const listed = await api.inject({url: '/api/jobs?kind=separate', headers: owner.headers});
    expect((listed.json() as {items: JobView[]}).items.map((job) => job.id)).toEqual([succeeded.id]);
  });

  it('lists the engines installed here', async () => {
    const response = await api.inject({url: '/api/engines', headers: owner.headers});
    expect(response.statusCode).toBe(200);
    const {items} = response.json() as {items: Array<{id: string; stems: string[]; builtIn: boolean}>};
    expect(items).toEqual(
      expect.arrayContaining([expect.objectContaining({id: 'dsp', builtIn: true, stems: ['2', '4']})]),
    );
    expect((await api.inject({url: '/api/engines'})).statusCode).toBe(401);
  });

  itOnce(
    'runs a model installed in MODELS_DIR, and refuses a stem set its engine does not offer',
    async () => {
      await writeTinyOnnxModel(config.modelsDir, {name: 'tiny-test'});
      const listed = await api.inject({url: '/api/engines', headers: owner.headers});
      expect((listed.json() as {items: unknown[]}).items).toContainEqual({
        id: 'onnx:tiny-test',
        label: 'Tiny test model (tiny-test)',
        stems: ['2'],
        builtIn: false,
      });
      const four = await submit(owner, succeeded.inputFileIds, {engine: 'onnx:tiny-test', stems: '4'});
      expect(four.status).toBe(400);
      expect(four.body.error).toMatchObject({
        fields: {'params.stems': expect.stringContaining('offers 2') as string},
      });

      const {status, body} = await submit(owner, succeeded.inputFileIds, {
        engine: 'onnx:tiny-test',
        format: 'wav',
      });
      expect(status).toBe(202);
      const done = await waitForJob(api, owner, body.id, finished, 60_000);
      expect(done).toMatchObject({
        status: 'succeeded',
        result: {data: {engine: 'onnx:tiny-test', format: 'wav'}},
      });
      expect(done.result?.files.filter((file) => file.contentType === 'audio/wav')).toHaveLength(2);
      // Cleared away, so the list filters below count the jobs they expect.
      const deleted = await api.inject({
        method: 'DELETE',
        url: `/api/jobs/${body.id}`,
        headers: owner.headers,
      });
      expect(deleted.statusCode).toBe(204);
    },
    90_000,
  );

  // Issue 19, item 4: a four-stem result still offers the minus one, for no more than the song's length.
  itOnce(
    'writes the minus one of four stems too, named and charged like the rest',
    async () => {
      const {status, body} = await submit(owner, succeeded.inputFileIds, {stems: '4', engine: 'dsp'});
      expect(status).toBe(202);
      const done = await waitForJob(api, owner, body.id, finished, 60_000);
      const data = done.result?.data as SeparateResult;
      expect(data.stems.map((stem) => stem.name)).toEqual([
        'vocals',
        'drums',
        'bass',
        'other',
        'instrumental',
      ]);
      const instrumental = data.stems.find((stem) => stem.name === 'instrumental');
      const row = done.result?.files.find((file) => file.id === instrumental?.fileId);
      // Named apart from the two-stem result's "Lagu Saya (minus one).mp3" (issue 42), its archive too.
      expect(row).toMatchObject({name: 'Lagu Saya (minus one, 4 stem).mp3', contentType: 'audio/mpeg'});
      const signed = await api.inject({
        method: 'POST',
        url: `/api/jobs/${body.id}/archive-url`,
        headers: owner.headers,
      });
      const archive = await api.inject({url: (signed.json() as {url: string}).url});
      expect(archive.headers['content-disposition']).toContain(
        "filename*=UTF-8''Lagu%20Saya%20%284%20stem%29.zip",
      );
      expect(probeSeconds(await content(instrumental?.fileId ?? ''), 'four.mp3')).toBeCloseTo(
        SONG_SECONDS,
        1,
      );
      // Five stems, five peaks and the input's peaks.
      expect(done.result?.fileIds).toHaveLength(11);
      expect(await ledger(body.id)).toEqual([`charge ${charged}`, `reserve ${charged}`]);
      const deleted = await api.inject({
        method: 'DELETE',
        url: `/api/jobs/${body.id}`,
        headers: owner.headers,
      });
      expect(deleted.statusCode).toBe(204);
    },
    90_000,
  );

  itOnce(
    'changes key and tempo: a transform stage, and stems as much shorter as they are faster',
    async () => {
      const {status, body} = await submit(owner, succeeded.inputFileIds, {semitones: -2, tempo: 1.25});
      expect(status).toBe(202);
      const stream = await api.inject({url: `/api/jobs/${body.id}/events`, headers: owner.headers});
      const stages = parseEvents(stream.body).map((event) => event.job.stage);
      expect(stages).toContain('transform');
      const done = await waitForJob(api, owner, body.id, finished, 60_000);
      const data = done.result?.data as SeparateResult;
      expect(data).toMatchObject({semitones: -2, tempo: 1.25});
      expect(data.durationSeconds).toBeCloseTo(data.input.durationSeconds / 1.25, 1);
      const vocals = data.stems.find((stem) => stem.name === 'vocals');
      expect(probeSeconds(await content(vocals?.fileId ?? ''), 'faster.mp3')).toBeCloseTo(
        data.durationSeconds,
        1,
      );
      const deleted = await api.inject({
        method: 'DELETE',
        url: `/api/jobs/${body.id}`,
        headers: owner.headers,
      });
      expect(deleted.statusCode).toBe(204);
    },
    90_000,
  );

  /**
   * Runs the kind's handler with `params` (the kind's defaults for the rest) on the succeeded job's
   * input as it is stored, or as `changeInput` makes it.
   */
  async function runOnInput(
    params: {engine?: string; locale?: string; semitones?: number; tempo?: number},
    changeInput: (row: FileRow) => FileRow = (row) => row,
    stages: string[] = [],
  ) {
    const input = await api.nada.db.kysely
      .selectFrom('files')
      .selectAll()
      .where('id', '=', succeeded.inputFileIds[0] ?? '')
      .executeTakeFirstOrThrow();
    const jobId = randomUUID();
    return separateJobKind(config).run({
      jobId,
      ownerId: owner.id,
      attempt: 1,
      params: separateParamsSchema.parse(params),
      inputFiles: [changeInput(input)],
      progress: async (stage) => void stages.push(stage),
      signal: new AbortController().signal,
      services: {db: api.nada.db.kysely, storage: api.nada.storage},
      kinds: api.nada.jobs.registry,
      resultId: (name) => stableUuid(`${jobId}/${name}`),
    });
  }

  it('fails for good with ENGINE_UNKNOWN when the engine is gone by the time the job runs', async () => {
    const run = runOnInput({engine: 'onnx:uninstalled'});
    await expect(run).rejects.toThrow(JobError);
    await expect(run).rejects.toMatchObject({code: 'ENGINE_UNKNOWN', transient: false});
  });

  it('stores no stems when the input decodes to more than the length it was charged', async () => {
    const filesBefore = await api.nada.storage.list(`users/${owner.id}/`);
    // A row whose stored length says less than its content holds (a header that lied before uploads were decoded).
    const stages: string[] = [];
    const run = runOnInput(
      {engine: 'dsp'},
      (row) => ({...row, duration_seconds: (row.duration_seconds ?? 0) / 3}),
      stages,
    );
    await expect(run).rejects.toMatchObject({code: 'FILE_LONGER_THAN_CHARGED', transient: false});
    expect(await api.nada.storage.list(`users/${owner.id}/`)).toEqual(filesBefore);
    // Decoding stopped past the charged length: nothing was separated.
    expect(new Set(stages)).toEqual(new Set(['decode']));
  });

  it('fails with the audio code when the input does not decode, and releases the credits', async () => {
    // An upload is checked by ffprobe, so a file that does not decode can only be a row made here.
    const key = newFileKey(owner.id);
    const stored = await api.nada.storage.put(
      key,
      Readable.from([Buffer.from('not audio at all\n'.repeat(64))]),
    );
    const file = await insertFile(api.nada.db.kysely, {
      id: randomUUID(),
      owner_id: owner.id,
      storage_key: key,
      original_name: 'rusak.mp3',
      content_type: 'audio/mpeg',
      size_bytes: stored.size,
      sha256: stored.sha256,
      duration_seconds: 2,
      created_at: new Date().toISOString(),
      expires_at: null,
    });
    const {body} = await submit(owner, [file.id]);
    const failed = await waitForJob(api, owner, body.id, finished, 30_000);
    // Bad input is not retried.
    expect(failed).toMatchObject({status: 'failed', attempts: 1, result: null});
    expect(failed.error?.code).toMatch(/^AUDIO_(UNDECODABLE|NO_STREAM|EMPTY)$/);
    expect(await ledger(body.id)).toEqual(['release 2', 'reserve 2']);
  });

  it('fails with JOB_INPUT_MISSING when the input’s content vanished, and releases the credits', async () => {
    const fileId = await upload(owner, song, 'hilang.mp3');
    const row = await api.nada.db.kysely
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    await api.nada.storage.delete(row.storage_key);
    const {body} = await submit(owner, [fileId]);
    const failed = await waitForJob(api, owner, body.id, finished, 30_000);
    expect(failed).toMatchObject({status: 'failed', attempts: 1, error: {code: 'JOB_INPUT_MISSING'}});
    expect(await ledger(body.id)).toEqual([`release ${charged}`, `reserve ${charged}`]);
  });

  it('writes each result once when a run is repeated (a retry or a takeover)', async () => {
    const kind = separateJobKind({modelsDir: join(folder, 'models'), ffmpegPath: 'ffmpeg'});
    const input = await api.nada.db.kysely
      .selectFrom('files')
      .selectAll()
      .where('id', '=', succeeded.inputFileIds[0] ?? '')
      .executeTakeFirstOrThrow();
    const jobId = randomUUID();
    const context = (attempt: number): JobContext<ReturnType<typeof separateParamsSchema.parse>> => ({
      jobId,
      ownerId: owner.id,
      attempt,
      params: separateParamsSchema.parse({format: 'flac'}),
      inputFiles: [input],
      progress: async () => {},
      signal: new AbortController().signal,
      services: {db: api.nada.db.kysely, storage: api.nada.storage},
      kinds: api.nada.jobs.registry,
      resultId: (name) => stableUuid(`${jobId}/${name}`),
    });
    const first = await kind.run(context(1));
    const second = await kind.run(context(2));
    expect(second).toEqual(first);
    const ids = first.fileIds ?? [];
    expect(ids).toHaveLength(5);
    const rows = await api.nada.db.kysely.selectFrom('files').selectAll().where('id', 'in', ids).execute();
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const stored = await api.nada.storage.stat(row.storage_key);
      expect(stored?.size).toBe(row.size_bytes);
    }
    const stems = rows.filter((row) => row.content_type === 'audio/flac');
    expect(stems.map((row) => row.original_name).sort()).toEqual([
      'Lagu Saya (minus one).flac',
      'Lagu Saya (vokal).flac',
    ]);
    const objects = await api.nada.storage.list(`users/${owner.id}/`);
    for (const id of ids) expect(objects.filter((key) => key.endsWith(id))).toHaveLength(1);
  }, 90_000);

  // Issue 42: the original-key result and one in another key and tempo downloaded under one name.
  itOnce(
    'names the files of a result in another key and tempo after them',
    async () => {
      const output = await runOnInput({semitones: 2, tempo: 0.9});
      const rows = await api.nada.db.kysely
        .selectFrom('files')
        .select('original_name')
        .where('id', 'in', output.fileIds ?? [])
        .execute();
      expect(rows.map((row) => row.original_name).sort()).toEqual([
        'Lagu Saya (minus one, +2 semiton, tempo 90%).mp3',
        'Lagu Saya (minus one, +2 semiton, tempo 90%).peaks.json',
        'Lagu Saya (vokal, +2 semiton, tempo 90%).mp3',
        'Lagu Saya (vokal, +2 semiton, tempo 90%).peaks.json',
        'Lagu Saya.peaks.json',
      ]);
    },
    90_000,
  );

  itOnce(
    'names the result files in the language the job was asked in, whatever the profile says',
    async () => {
      const output = await runOnInput({locale: 'en'});
      const rows = await api.nada.db.kysely
        .selectFrom('files')
        .select('original_name')
        .where('id', 'in', output.fileIds ?? [])
        .execute();
      expect(rows.map((row) => row.original_name).sort()).toEqual([
        'Lagu Saya (minus one).mp3',
        'Lagu Saya (minus one).peaks.json',
        'Lagu Saya (vocals).mp3',
        'Lagu Saya (vocals).peaks.json',
        'Lagu Saya.peaks.json',
      ]);
    },
    90_000,
  );

  it('lists jobs by kind and status', async () => {
    const list = async (query: string) => {
      const response = await api.inject({url: `/api/jobs?${query}`, headers: owner.headers});
      return {
        status: response.statusCode,
        body: response.json() as {items: JobView[]; error?: {fields: object}},
      };
    };
    const all = (await list('kind=separate')).body.items;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const ok = (await list('kind=separate&status=succeeded')).body.items;
    expect(ok.map((job) => job.id)).toEqual([succeeded.id]);
    expect(ok[0]?.result?.files.map((file) => file.name)).toContain('Lagu Saya (vokal).mp3');
    const bad = (await list('status=failed,canceled')).body.items;
    expect(bad.length).toBe(2);
    expect(bad.every((job) => job.status === 'failed')).toBe(true);
    expect((await list('status=queued,running,failed&kind=other.kind,separate')).body.items).toHaveLength(2);
    expect((await list('kind=convert')).body.items).toEqual([]);
    const wrong = await list('status=done');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields).toHaveProperty('status');
    // Nobody sees another user's jobs.
    const theirs = await api.inject({url: '/api/jobs?kind=separate', headers: intruder.headers});
    expect((theirs.json() as {items: JobView[]}).items).toEqual([]);
  });

  it('zips the result audio behind a signed URL', async () => {
    const signed = await api.inject({
      method: 'POST',
      url: `/api/jobs/${succeeded.id}/archive-url`,
      headers: owner.headers,
    });
    expect(signed.statusCode).toBe(200);
    const {url, expiresAt} = signed.json() as {url: string; expiresAt: string};
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const archive = await api.inject({url});
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.headers['content-disposition']).toContain("filename*=UTF-8''Lagu%20Saya.zip");
    expect(Number(archive.headers['content-length'])).toBe(archive.rawPayload.length);
    const path = join(folder, 'stems.zip');
    writeFileSync(path, archive.rawPayload);
    // unzip -t checks every entry's CRC-32 and size against the central directory.
    expect(execFileSync('unzip', ['-t', path]).toString()).toContain('No errors detected');
    const names = execFileSync('zipinfo', ['-1', path]).toString().trim().split('\n').sort();
    expect(names).toEqual(['Lagu Saya (minus one).mp3', 'Lagu Saya (vokal).mp3']);
    const vocals = (succeeded.result?.data as SeparateResult).stems.find((stem) => stem.name === 'vocals');
    const unzipped = execFileSync('unzip', ['-p', path, 'Lagu Saya (vokal).mp3'], {maxBuffer: 1 << 26});
    expect(unzipped.equals(await content(vocals?.fileId ?? ''))).toBe(true);

    // The signature covers the job: edited, moved to another job, or another user's request, refused.
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await api.inject({url: forged})).json().error.code).toBe('FILE_URL_INVALID');
    const moved = url.replace(succeeded.id, randomUUID());
    expect((await api.inject({url: moved})).json().error.code).toBe('FILE_URL_INVALID');
    const fileUrl = url.replace(`/jobs/${succeeded.id}/archive`, `/files/${succeeded.id}/content`);
    expect((await api.inject({url: fileUrl})).statusCode).toBe(403);
    const extended = url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 86_400}`);
    expect((await api.inject({url: extended})).json().error.code).toBe('FILE_URL_INVALID');
    const theirs = await api.inject({
      method: 'POST',
      url: `/api/jobs/${succeeded.id}/archive-url`,
      headers: intruder.headers,
    });
    expect(theirs.json().error.code).toBe('JOB_NOT_FOUND');
  });

  it('deletes a job with its result files, cancelling one still running; another user gets 404', async () => {
    const resultIds = succeeded.result?.fileIds ?? [];
    const keys = resultIds.map((id) => `users/${owner.id}/${id}`);
    const intrusion = await api.inject({
      method: 'DELETE',
      url: `/api/jobs/${succeeded.id}`,
      headers: intruder.headers,
    });
    expect(intrusion.statusCode).toBe(404);
    expect(intrusion.json().error.code).toBe('JOB_NOT_FOUND');
    for (const key of keys) expect(await api.nada.storage.exists(key)).toBe(true);

    const deleted = await api.inject({
      method: 'DELETE',
      url: `/api/jobs/${succeeded.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await api.inject({url: `/api/jobs/${succeeded.id}`, headers: owner.headers})).statusCode).toBe(
      404,
    );
    for (const key of keys) expect(await api.nada.storage.exists(key)).toBe(false);
    const db = api.nada.db.kysely;
    expect(await db.selectFrom('files').select('id').where('id', 'in', resultIds).execute()).toEqual([]);
    expect(
      await db.selectFrom('job_events').select('id').where('job_id', '=', succeeded.id).execute(),
    ).toEqual([]);
    // The input is the user's upload, not a result: it stays. The ledger keeps the charge.
    const input = await api.inject({url: `/api/files/${succeeded.inputFileIds[0]}`, headers: owner.headers});
    expect(input.statusCode).toBe(200);
    expect(await ledger(succeeded.id)).toEqual([`charge ${charged}`, `reserve ${charged}`]);
    const again = await api.inject({
      method: 'DELETE',
      url: `/api/jobs/${succeeded.id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);

    const {body} = await submit(owner, succeeded.inputFileIds);
    await waitForJob(api, owner, body.id, (job) => job.status === 'running' || finished(job), 30_000);
    const running = await api.inject({method: 'DELETE', url: `/api/jobs/${body.id}`, headers: owner.headers});
    expect(running.statusCode).toBe(204);
    expect((await api.inject({url: `/api/jobs/${body.id}`, headers: owner.headers})).statusCode).toBe(404);
    // Canceled (or finished) before it went: its credits were settled once either way.
    const entries = await ledger(body.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toBe(`reserve ${charged}`);
  }, 90_000);

  it('refuses an archive of a job that has not succeeded', async () => {
    const failed = (
      await api.inject({url: '/api/jobs?status=failed&limit=1', headers: owner.headers})
    ).json() as {items: JobView[]};
    const job = failed.items[0];
    expect(job).toBeDefined();
    const response = await api.inject({
      method: 'POST',
      url: `/api/jobs/${job?.id}/archive-url`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('JOB_NOT_SUCCEEDED');
  });
});
