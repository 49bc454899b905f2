import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PLANS} from '../../../plans/plans.ts';
import type {Api} from '../../../server.ts';
import {dialect, testApi} from '../../../testing/testApi.ts';
import {JobRegistry} from '../../registry.ts';
import {hashJobKind} from '../../testing/hashJob.ts';
import {newUser, uniqueKind, waitForJob} from '../../testing/jobTestKit.ts';
import type {TestUser} from '../../testing/jobTestKit.ts';
import {generateJobKind} from './generateJob.ts';

// A real generation (composer, fluidsynth, ffmpeg) of the shortest length, so the suite stays fast.
const SECONDS = 15;
const hashKind = uniqueKind();

let api: Api;
let close: () => Promise<void>;
beforeAll(async () => {
  const registry = new JobRegistry()
    .registerJobKind(generateJobKind({ffmpegPath: 'ffmpeg'}))
    .registerJobKind(hashJobKind(hashKind));
  ({api, close} = await testApi({}, {jobs: {registry, pollMs: 100, shutdownGraceMs: 0}}));
});
afterAll(() => close());

const submit = (user: TestUser, params: object) =>
  api.inject({method: 'POST', url: '/api/jobs', headers: user.headers, payload: {kind: 'generate', params}});

async function ledger(jobId: string) {
  const rows = await api.nada.db.kysely
    .selectFrom('credit_ledger')
    .select(['entry', 'seconds'])
    .where('job_id', '=', jobId)
    .execute();
  return rows.map((row) => `${row.entry}:${row.seconds}`).sort();
}

interface GenerateJob {
  id: string;
  status: string;
  stage: string | null;
  error: {code: string} | null;
  result: {
    files: Array<{id: string; name: string; contentType: string; durationSeconds: number | null}>;
    data: {
      title: string;
      mix: {fileId: string; peaksFileId: string};
      stems: Array<{name: string; fileId: string}>;
      midiFileId: string;
      bpm: number;
      key: string;
      durationSeconds: number;
      seed: number;
      understood: {genre: string; sources: Record<string, string>};
    };
  } | null;
}

describe(`the generate job kind (${dialect})`, () => {
  it('makes a track with stems and MIDI, lists it as a track, and charges its length once', async () => {
    const user = await newUser(api);
    const response = await submit(user, {
      prompt: 'dangdut ceria untuk pernikahan',
      durationSeconds: SECONDS,
      seed: 7,
      locale: 'id',
    });
    expect(response.statusCode, response.body).toBe(202);
    const id = (response.json() as {id: string}).id;
    // Polled once a second: a real generation takes a while on a busy machine.
    const stages = new Set<string>();
    let job: GenerateJob | undefined;
    for (const deadline = Date.now() + 230_000; Date.now() < deadline;) {
      const current = (
        await api.inject({url: `/api/jobs/${id}`, headers: user.headers})
      ).json() as GenerateJob;
      if (current.stage) stages.add(current.stage);
      if (['succeeded', 'failed', 'canceled'].includes(current.status)) {
        job = current;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (!job) throw new Error(`job ${id} did not finish`);
    expect(job.error).toBeNull();
    expect(job.status).toBe('succeeded');
    expect(
      [...stages].every((stage) =>
        ['composing', 'rendering', 'mixing', 'mastering', 'store'].includes(stage),
      ),
    ).toBe(true);
    const data = job.result?.data;
    expect(data).toMatchObject({durationSeconds: SECONDS, seed: 7, bpm: 132, key: 'A minor'});
    expect(data?.understood.genre).toBe('dangdut');
    expect(data?.understood.sources.durationSeconds).toBe('field');
    expect(data?.stems.length).toBeGreaterThan(2);

    const files = new Map(job.result?.files.map((file) => [file.id, file]));
    expect(files.get(data?.mix.fileId ?? '')).toMatchObject({
      contentType: 'audio/mpeg',
      name: `${data?.title}.mp3`,
    });
    expect(files.get(data?.midiFileId ?? '')?.contentType).toBe('audio/midi');
    for (const stem of data?.stems ?? []) expect(files.get(stem.fileId)?.contentType).toBe('audio/mpeg');
    // Stem files are named in the job's language: the kendang and drum of a dangdut, in Indonesian.
    const stemFiles = (data?.stems ?? []).map((stem) => files.get(stem.fileId)?.name);
    expect(stemFiles).toContain(`${data?.title} (kendang).mp3`);
    expect(stemFiles.every((name) => name?.startsWith(`${data?.title} (`))).toBe(true);
    expect(stemFiles.some((name) => /\((bas|gitar|drum|suling|piano|gesek)\)/.test(name ?? ''))).toBe(true);

    // The mix streams and decodes to the asked length; the MIDI is a standard MIDI file.
    const url = await api.inject({
      method: 'POST',
      url: `/api/files/${data?.mix.fileId}/url`,
      headers: user.headers,
      payload: {},
    });
    const mix = await api.inject({url: (url.json() as {url: string}).url});
    expect(mix.statusCode).toBe(200);
    const mixPath = join(mkdtempSync(join(tmpdir(), 'nada-generate-test-')), 'mix.mp3');
    writeFileSync(mixPath, mix.rawPayload);
    const probed = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      mixPath,
    ]);
    expect(Math.abs(Number(String(probed).trim()) - SECONDS)).toBeLessThan(1.5);
    const midiUrl = await api.inject({
      method: 'POST',
      url: `/api/files/${data?.midiFileId}/url`,
      headers: user.headers,
      payload: {},
    });
    const midi = await api.inject({url: (midiUrl.json() as {url: string}).url});
    expect(midi.rawPayload.subarray(0, 4).toString('latin1')).toBe('MThd');

    const tracks = await api.inject({url: '/api/tracks', headers: user.headers});
    expect(tracks.json().items).toEqual([
      expect.objectContaining({id, title: data?.title, visibility: 'private', mixFileId: data?.mix.fileId}),
    ]);
    expect(await ledger(id)).toEqual([`charge:${SECONDS}`, `reserve:${SECONDS}`]);
  }, 260_000);

  it('refuses bad params with the fields, before any job exists', async () => {
    const user = await newUser(api);
    const cases: Array<[object, string]> = [
      [{prompt: '   '}, 'params.prompt'],
      [{prompt: 'x'.repeat(501)}, 'params.prompt'],
      [{prompt: 'pop', durationSeconds: 5}, 'params.durationSeconds'],
      [{prompt: 'pop', durationSeconds: 301}, 'params.durationSeconds'],
      [{prompt: 'pop', genre: 'polka'}, 'params.genre'],
      [{prompt: 'pop', key: 'H major'}, 'params.key'],
      [{prompt: 'pop', tempo: 500}, 'params.tempo'],
      [{prompt: 'pop', instruments: ['kazoo']}, 'params.instruments.0'],
      [{prompt: 'pop', surprise: true}, 'params'],
    ];
    for (const [params, field] of cases) {
      const response = await submit(user, params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().error.fields as object), JSON.stringify(params)).toContain(field);
    }
    expect((await api.inject({url: '/api/jobs', headers: user.headers})).json().items).toEqual([]);
  });

  it('answers 402 CREDITS_EXHAUSTED when the month has less left than the length asked', async () => {
    const user = await newUser(api);
    const spend = await api.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: user.headers,
      payload: {kind: hashKind, params: {rounds: 1, creditSeconds: PLANS.free.monthlyProcessingSeconds - 60}},
    });
    expect(spend.statusCode).toBe(202);
    const refused = await submit(user, {prompt: 'lagu pop santai', durationSeconds: 90});
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe('CREDITS_EXHAUSTED');
    // The prompt's own length counts too: "2 menit" is 120 seconds.
    const fromPrompt = await submit(user, {prompt: 'lagu pop santai 2 menit'});
    expect(fromPrompt.statusCode).toBe(402);
  });

  it('cancels a running generation and releases what it reserved', async () => {
    const user = await newUser(api);
    const response = await submit(user, {prompt: 'slow jazz ballad with piano', durationSeconds: 300});
    expect(response.statusCode).toBe(202);
    const id = (response.json() as {id: string}).id;
    await waitForJob(api, user, id, (job) => job.status === 'running', 60_000);
    const cancel = await api.inject({method: 'POST', url: `/api/jobs/${id}/cancel`, headers: user.headers});
    expect(cancel.json().status).toBe('canceled');
    expect(await ledger(id)).toEqual(['release:300', 'reserve:300']);
    expect((await api.inject({url: '/api/tracks', headers: user.headers})).json().items).toEqual([]);
  }, 90_000);

  it('says what a prompt is understood as, the fields winning over the prompt', async () => {
    const user = await newUser(api);
    const understood = await api.inject({
      method: 'POST',
      url: '/api/generate/understand',
      headers: user.headers,
      payload: {prompt: 'upbeat dangdut for a wedding in D', tempo: 120},
    });
    expect(understood.statusCode).toBe(200);
    expect(understood.json()).toMatchObject({
      genre: 'dangdut',
      bpm: 120,
      key: {tonic: 'D'},
      language: 'en',
      occasion: 'wedding',
      sources: {genre: 'prompt', bpm: 'field', key: 'prompt'},
    });
    // Only what the prompt named is "from your description"; the genre's other instruments are Nada's.
    const named = await api.inject({
      method: 'POST',
      url: '/api/generate/understand',
      headers: user.headers,
      payload: {prompt: 'a pop ballad with piano and acoustic guitar'},
    });
    expect(named.statusCode).toBe(200);
    const reading = named.json<{instruments: string[]; namedInstruments: string[]}>();
    expect(reading.namedInstruments).toEqual(['piano', 'guitar']);
    expect(reading.instruments).toEqual(expect.arrayContaining(['piano', 'guitar']));
    expect(reading.instruments.length).toBeGreaterThan(2);
    const empty = await api.inject({
      method: 'POST',
      url: '/api/generate/understand',
      headers: user.headers,
      payload: {prompt: ''},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('prompt');
  });
});
