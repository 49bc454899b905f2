import {execFileSync} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {decodeAudio, medianPitch} from '@nada/audio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {insertFile} from '../../../files/store.ts';
import type {Api} from '../../../server.ts';
import {newFileKey} from '../../../storage/storage.ts';
import {dialect, itOnce, testApi} from '../../../testing/testApi.ts';
import {tusClient} from '../../../testing/tusClient.ts';
import type {JobView} from '../../present.ts';
import {newUser, waitForJob} from '../../testing/jobTestKit.ts';
import type {TestUser} from '../../testing/jobTestKit.ts';

const folder = mkdtempSync(join(tmpdir(), 'nada-transform-job-test-'));

/** A file made by ffmpeg's lavfi source `expression` for `seconds`, as `name`. */
function makeAudio(name: string, expression: string, seconds: number): Buffer {
  const path = join(folder, name);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `aevalsrc=${expression}:s=44100:d=${seconds}`, path],
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
let close: () => Promise<void>;
let owner: TestUser;
let intruder: TestUser;
/** Three seconds of a 440 Hz tone. */
let tone: string;

async function upload(user: TestUser, content: Buffer, name: string): Promise<string> {
  const response = await tusClient(api, user.headers.authorization.slice('Bearer '.length)).upload(
    content,
    name,
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as {file: {id: string}}).file.id;
}

async function submit(user: TestUser, inputFileIds: string[], params: Record<string, unknown>) {
  const response = await api.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: user.headers,
    payload: {kind: 'transform', inputFileIds, params},
  });
  return {
    status: response.statusCode,
    body: response.json() as JobView & {error: {code: string; fields?: object}},
  };
}

const finished = (job: JobView) => ['succeeded', 'failed', 'canceled'].includes(job.status);

async function run(params: Record<string, unknown>, input = tone): Promise<JobView> {
  const {status, body} = await submit(owner, [input], params);
  expect(status).toBe(202);
  return await waitForJob(api, owner, body.id, finished, 60_000);
}

async function fileOf(fileId: string) {
  const response = await api.inject({url: `/api/files/${fileId}`, headers: owner.headers});
  expect(response.statusCode).toBe(200);
  const stream = await api.nada.storage.get(`users/${owner.id}/${fileId}`);
  return {
    row: response.json() as {name: string; contentType: string; durationSeconds: number},
    content: Buffer.concat(await stream.toArray()),
  };
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
  tone = await upload(owner, makeAudio('tone.wav', '0.5*sin(2*PI*440*t)', 3), 'Nada Uji.wav');
}, 60_000);

afterAll(async () => {
  await close();
  rmSync(folder, {recursive: true, force: true});
});

describe(`transform jobs (${dialect})`, () => {
  it('raises the key by three semitones with Rubber Band, names the result, and charges the length once', async () => {
    const job = await run({operation: 'keytempo', semitones: 3, format: 'wav'});
    expect(job).toMatchObject({kind: 'transform', status: 'succeeded', percent: 100});
    const data = job.result?.data as {fileId: string; peaksFileId: string; durationSeconds: number};
    expect(data).toMatchObject({operation: 'keytempo', inputFileId: tone, format: 'wav'});
    expect(data.durationSeconds).toBeCloseTo(3, 2);
    const {row, content} = await fileOf(data.fileId);
    expect(row).toMatchObject({name: 'Nada Uji (nada +3).wav', contentType: 'audio/wav'});
    const path = join(folder, 'raised.wav');
    writeFileSync(path, content);
    const audio = await decodeAudio(path);
    const pitch =
      medianPitch(audio.channels[0].subarray(8192, audio.channels[0].length - 8192), 44100) ?? NaN;
    expect(Math.abs(1200 * Math.log2(pitch / (440 * 2 ** (3 / 12))))).toBeLessThan(10);
    const peaks = await fileOf(data.peaksFileId);
    expect(peaks.row.contentType).toBe('application/json');
    expect(await ledger(job.id)).toEqual(['charge 3', 'reserve 3'].sort());
  });

  itOnce(
    'changes the tempo, the result as much shorter as it is faster, named in the language asked',
    async () => {
      const job = await run({operation: 'keytempo', tempoPercent: 150, locale: 'en'});
      const data = job.result?.data as {fileId: string; durationSeconds: number};
      expect(data.durationSeconds).toBeCloseTo(2, 2);
      const {row} = await fileOf(data.fileId);
      expect(row).toMatchObject({name: 'Nada Uji (tempo 150%).mp3', contentType: 'audio/mpeg'});
    },
  );

  itOnce('finds the tempo and key of a song, with no result file', async () => {
    // An A minor triad struck twice a second: 120 BPM in A minor.
    const chord = '(sin(2*PI*220*t)+sin(2*PI*261.63*t)+sin(2*PI*329.63*t)+0.5*sin(2*PI*440*t))';
    const song = makeAudio('chords.wav', `0.2*${chord}*exp(-8*(t-floor(2*t)/2))`, 8);
    const input = await upload(owner, song, 'Akor.wav');
    const job = await run({operation: 'analyse'}, input);
    expect(job.status).toBe('succeeded');
    expect(job.result?.fileIds).toEqual([]);
    const data = job.result?.data as {bpm: number; key: string; durationSeconds: number};
    expect(data).toMatchObject({operation: 'analyse', inputFileId: input, key: 'A minor'});
    expect(Math.abs(data.bpm - 120)).toBeLessThan(2);
    expect(data.durationSeconds).toBeCloseTo(8, 2);
  });

  itOnce('cuts a range with fades to the requested length', async () => {
    const job = await run({
      operation: 'cut',
      startSeconds: 0.5,
      endSeconds: 2.25,
      fadeInSeconds: 0.2,
      fadeOutSeconds: 0.5,
    });
    const data = job.result?.data as {fileId: string; durationSeconds: number};
    expect(data.durationSeconds).toBeCloseTo(1.75, 3);
    const {row, content} = await fileOf(data.fileId);
    expect(row.name).toBe('Nada Uji (potongan 0.5-2.3 dtk).mp3');
    expect(Math.abs(probeSeconds(content, 'cut.mp3') - 1.75)).toBeLessThan(0.03);
  });

  it.each([
    ['m4a', 'audio/mp4'],
    ['ogg', 'audio/ogg'],
    ['flac', 'audio/flac'],
  ])('converts to %s', async (format, contentType) => {
    const job = await run({operation: 'convert', format});
    const data = job.result?.data as {fileId: string};
    const {row, content} = await fileOf(data.fileId);
    expect(row).toMatchObject({name: `Nada Uji.${format}`, contentType});
    expect(Math.abs(probeSeconds(content, `converted.${format}`) - 3)).toBeLessThan(0.05);
  });

  it('refuses a range outside the file, fades longer than the range, and unknown formats or operations', async () => {
    const outside = await submit(owner, [tone], {operation: 'cut', startSeconds: 1, endSeconds: 4});
    expect(outside.status).toBe(400);
    expect(outside.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {'params.endSeconds': expect.stringContaining('end of the file') as string},
    });
    const late = await submit(owner, [tone], {operation: 'cut', startSeconds: 3.5, endSeconds: 3.9});
    expect(late.body.error.fields).toHaveProperty(['params.startSeconds']);
    const backwards = await submit(owner, [tone], {operation: 'cut', startSeconds: 2, endSeconds: 1});
    expect(backwards.body.error.fields).toHaveProperty(['params.endSeconds']);
    const fades = await submit(owner, [tone], {
      operation: 'cut',
      startSeconds: 0,
      endSeconds: 1,
      fadeInSeconds: 0.6,
      fadeOutSeconds: 0.6,
    });
    expect(fades.body.error.fields).toHaveProperty(['params.fadeOutSeconds']);
    const format = await submit(owner, [tone], {operation: 'convert', format: 'aiff'});
    expect(format.status).toBe(400);
    expect(format.body.error).toMatchObject({code: 'VALIDATION_FAILED'});
    expect(format.body.error.fields).toHaveProperty(['params.format']);
    const operation = await submit(owner, [tone], {operation: 'reverse'});
    expect(operation.status).toBe(400);
    const nothing = await submit(owner, [tone], {operation: 'keytempo', semitones: 0, tempoPercent: 100});
    expect(nothing.status).toBe(400);
    const tooFar = await submit(owner, [tone], {operation: 'keytempo', semitones: 13, tempoPercent: 300});
    expect(Object.keys(tooFar.body.error.fields ?? {}).sort()).toEqual([
      'params.semitones',
      'params.tempoPercent',
    ]);
    const listed = await api.inject({url: '/api/jobs?kind=transform&status=queued', headers: owner.headers});
    expect((listed.json() as {items: JobView[]}).items).toEqual([]);
  });

  it("answers 404 for another user's file, and never shows them the owner's jobs", async () => {
    const theirs = await submit(intruder, [tone], {operation: 'analyse'});
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toMatchObject({code: 'FILE_NOT_FOUND'});
    const listed = await api.inject({url: '/api/jobs?kind=transform', headers: intruder.headers});
    expect((listed.json() as {items: JobView[]}).items).toEqual([]);
  });

  it('fails with the audio code when the input does not decode, and releases the credits', async () => {
    // An upload is checked by ffprobe, so a file that does not decode can only be a row made here.
    const key = newFileKey(owner.id);
    const stored = await api.nada.storage.put(
      key,
      Readable.from([Buffer.from('not audio at all\n'.repeat(64))]),
    );
    const {id: input} = await insertFile(api.nada.db.kysely, {
      id: randomUUID(),
      owner_id: owner.id,
      storage_key: key,
      original_name: 'rusak.mp3',
      content_type: 'audio/mpeg',
      size_bytes: stored.size,
      sha256: stored.sha256,
      duration_seconds: 1,
      created_at: new Date().toISOString(),
      expires_at: null,
    });
    const job = await run({operation: 'convert', format: 'mp3'}, input);
    expect(job).toMatchObject({status: 'failed', result: null});
    expect(job.error?.code).toMatch(/^AUDIO_(UNDECODABLE|NO_STREAM|EMPTY)$/);
    expect(job.attempts).toBe(1);
    expect(await ledger(job.id)).toEqual(['release 1', 'reserve 1'].sort());
  });
});
