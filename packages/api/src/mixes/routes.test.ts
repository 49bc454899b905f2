import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {insertJob} from '../jobs/store.ts';
import {newUser} from '../jobs/testing/jobTestKit.ts';
import type {Api} from '../server.ts';
import {testApi} from '../testing/testApi.ts';

let api: Api;
let close: () => Promise<void>;
beforeAll(async () => {
  ({api, close} = await testApi());
});
afterAll(() => close());

const stem = (name: string) => ({name, fileId: `${name}-file`, peaksFileId: `${name}-peaks`});
const SEPARATION = {stems: [stem('vocals'), stem('instrumental')], durationSeconds: 30};

async function newPlayer() {
  const {id, headers} = await newUser(api, 'Pemain');
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    api.inject({method, url, headers, ...(payload ? {payload} : {})});
  /** Stores a job of this user that ended as `status` with result data `data`; answers its id. */
  const job = async (kind: string, status: 'succeeded' | 'running', data: unknown) => {
    const {row} = await insertJob(api.nada.db.kysely, {
      ownerId: id,
      kind,
      inputFileIds: [],
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
  };
  return {call, job};
}

const settings = {
  stems: [{stem: 'vocals', volume: 0.5, muted: false, solo: true, pan: -0.25}],
  semitones: 2,
  tempo: 0.75,
  loop: {start: 4, end: 8.5, enabled: true},
  markers: [{id: 'm1', name: 'Reff', time: 12}],
};

describe('the mix of a job', () => {
  it('answers the defaults for every stem until one is saved, then the saved mix', async () => {
    const user = await newPlayer();
    const jobId = await user.job('separate', 'succeeded', SEPARATION);
    const first = await user.call('GET', `/api/jobs/${jobId}/mix`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      jobId,
      savedAt: null,
      stems: [
        {stem: 'vocals', volume: 1, muted: false, solo: false, pan: 0},
        {stem: 'instrumental', volume: 1, muted: false, solo: false, pan: 0},
      ],
      semitones: 0,
      tempo: 1,
      loop: null,
      markers: [],
    });
    const saved = await user.call('PUT', `/api/jobs/${jobId}/mix`, settings);
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await user.call('GET', `/api/jobs/${jobId}/mix`)).json() as Record<string, unknown>;
    expect(again).toMatchObject({...settings, stems: again.stems, jobId});
    // The stem the settings left out keeps its default.
    expect(again.stems).toEqual([
      settings.stems[0],
      {stem: 'instrumental', volume: 1, muted: false, solo: false, pan: 0},
    ]);
    expect(typeof again.savedAt).toBe('string');
    const replaced = await user.call('PUT', `/api/jobs/${jobId}/mix`, {
      ...settings,
      semitones: -12,
      loop: null,
    });
    expect(replaced.json()).toMatchObject({semitones: -12, loop: null});
  });

  it('finds the stems of an import that separated', async () => {
    const user = await newPlayer();
    const jobId = await user.job('import', 'succeeded', {audio: null, separation: SEPARATION});
    const mix = await user.call('GET', `/api/jobs/${jobId}/mix`);
    expect((mix.json() as {stems: {stem: string}[]}).stems.map((s) => s.stem)).toEqual([
      'vocals',
      'instrumental',
    ]);
  });

  it("finds a generated track's instrument groups, which have no peaks files", async () => {
    const user = await newPlayer();
    const jobId = await user.job('generate', 'succeeded', {
      title: 'Pop santai',
      stems: [
        {name: 'piano', fileId: 'p'},
        {name: 'drums', fileId: 'd'},
      ],
      durationSeconds: 30,
    });
    const mix = await user.call('GET', `/api/jobs/${jobId}/mix`);
    expect(mix.statusCode, mix.body).toBe(200);
    expect((mix.json() as {stems: {stem: string}[]}).stems.map((s) => s.stem)).toEqual(['piano', 'drums']);
  });

  it("is 404 on someone else's job, read or written, and leaves theirs alone", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const jobId = await owner.job('separate', 'succeeded', SEPARATION);
    await owner.call('PUT', `/api/jobs/${jobId}/mix`, settings);
    const read = await other.call('GET', `/api/jobs/${jobId}/mix`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({error: {code: 'JOB_NOT_FOUND'}});
    const write = await other.call('PUT', `/api/jobs/${jobId}/mix`, {...settings, semitones: 5});
    expect(write.statusCode).toBe(404);
    expect((await owner.call('GET', `/api/jobs/${jobId}/mix`)).json()).toMatchObject({semitones: 2});
    expect((await other.call('GET', '/api/jobs/no-such-job/mix')).statusCode).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    expect((await api.inject({url: '/api/jobs/x/mix'})).statusCode).toBe(401);
  });

  it('is 409 JOB_HAS_NO_STEMS on a job without stems: unfinished, or audio only', async () => {
    const user = await newPlayer();
    const running = await user.job('separate', 'running', null);
    const audioOnly = await user.job('import', 'succeeded', {
      audio: {fileId: 'a', durationSeconds: 3},
      separation: null,
    });
    for (const jobId of [running, audioOnly]) {
      const response = await user.call('GET', `/api/jobs/${jobId}/mix`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({error: {code: 'JOB_HAS_NO_STEMS'}});
      expect((await user.call('PUT', `/api/jobs/${jobId}/mix`, settings)).statusCode).toBe(409);
    }
  });

  it('refuses settings out of range or not fitting the job, and keeps the saved mix', async () => {
    const user = await newPlayer();
    const jobId = await user.job('separate', 'succeeded', SEPARATION);
    await user.call('PUT', `/api/jobs/${jobId}/mix`, settings);
    const bad = [
      {...settings, semitones: 13},
      {...settings, semitones: 1.5},
      {...settings, tempo: 2.5},
      {...settings, stems: [{...settings.stems[0], pan: 2}]},
      {...settings, stems: [{...settings.stems[0], volume: -0.1}]},
      {...settings, loop: {start: 5, end: 5, enabled: true}},
    ];
    for (const body of bad)
      expect((await user.call('PUT', `/api/jobs/${jobId}/mix`, body)).statusCode).toBe(400);
    const misfit = await user.call('PUT', `/api/jobs/${jobId}/mix`, {
      ...settings,
      stems: [{...settings.stems[0], stem: 'drums'}, settings.stems[0], settings.stems[0]],
      loop: {start: 1, end: 31, enabled: false},
      markers: [{id: 'a', name: 'Akhir', time: 40}],
    });
    expect(misfit.statusCode).toBe(400);
    expect(misfit.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: {
          'stems.0.stem': 'is not a stem of this job',
          'stems.2.stem': 'is listed twice',
          'loop.end': 'is after the end of the stems',
          'markers.0.time': 'is after the end of the stems',
        },
      },
    });
    expect((await user.call('GET', `/api/jobs/${jobId}/mix`)).json()).toMatchObject({
      semitones: 2,
      tempo: 0.75,
    });
  });
});
