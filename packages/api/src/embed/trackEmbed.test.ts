import {randomUUID} from 'node:crypto';
import {Readable} from 'node:stream';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {insertFile} from '../files/store.ts';
import {JobRegistry} from '../jobs/registry.ts';
import {hashJobKind} from '../jobs/testing/hashJob.ts';
import {newUser, uniqueKind} from '../jobs/testing/jobTestKit.ts';
import type {Api} from '../server.ts';
import {newFileKey} from '../storage/storage.ts';
import {makeAudioFixtures} from '../testing/audioFixtures.ts';
import {testApi} from '../testing/testApi.ts';
import {saveGeneratedTrack} from '../tracks/store.ts';

let api: Api;
let close: () => Promise<void>;
const kind = uniqueKind();
const SITE = 'https://nada.example';
beforeAll(async () => {
  const registry = new JobRegistry().registerJobKind(hashJobKind(kind));
  ({api, close} = await testApi(
    {NADA_PUBLIC_URL: SITE},
    {jobs: {registry, pollMs: 100, shutdownGraceMs: 0}},
  ));
});
afterAll(() => close());

/** A generated track of a new user, stored as the `generate` job stores it (a job, its mix file, the row). */
async function newTrack(visibility: 'public' | 'private') {
  const user = await newUser(api);
  const job = await api.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: user.headers,
    payload: {kind, params: {rounds: 1}},
  });
  expect(job.statusCode, job.body).toBe(202);
  const key = newFileKey(user.id);
  const stored = await api.nada.storage.put(key, Readable.from([makeAudioFixtures().mp3]));
  const file = await insertFile(api.nada.db.kysely, {
    id: randomUUID(),
    owner_id: user.id,
    storage_key: key,
    original_name: 'Pop santai.mp3',
    content_type: 'audio/mpeg',
    size_bytes: stored.size,
    sha256: stored.sha256,
    created_at: new Date().toISOString(),
    expires_at: null,
  });
  const id = (job.json() as {id: string}).id;
  const now = new Date().toISOString();
  await saveGeneratedTrack(api.nada.db.kysely, {
    id,
    owner_id: user.id,
    title: 'Pop santai',
    mix_file_id: file.id,
    peaks_file_id: null,
    duration_seconds: 3,
    created_at: now,
    updated_at: now,
  });
  if (visibility === 'public') {
    const published = await api.inject({
      method: 'PATCH',
      url: `/api/tracks/${id}`,
      headers: user.headers,
      payload: {visibility},
    });
    expect(published.statusCode, published.body).toBe(200);
  }
  return {id, user};
}

describe('embedding a track', () => {
  it('serves a public track to any origin, playable there, and no private one, even to its owner', async () => {
    const shared = await newTrack('public');
    const response = await api.inject({url: `/api/embed/tracks/${shared.id}`});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const body = response.json() as {title: string; isOwner: boolean; streamUrl: string};
    expect(body).toMatchObject({title: 'Pop santai', isOwner: false});
    const stream = await api.inject({url: body.streamUrl});
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const oembed = await api.inject({
      url: `/api/oembed?url=${encodeURIComponent(`${SITE}/en/embed/track/${shared.id}`)}&format=json`,
    });
    expect(oembed.statusCode, oembed.body).toBe(200);
    expect(oembed.json().html).toContain(`src="${SITE}/en/embed/track/${shared.id}"`);

    const hidden = await newTrack('private');
    const privateOembed = await api.inject({
      url: `/api/oembed?url=${encodeURIComponent(`${SITE}/embed/track/${hidden.id}`)}`,
    });
    expect(privateOembed.json().error.code).toBe('TRACK_NOT_FOUND');
    for (const headers of [{}, hidden.user.headers]) {
      const refused = await api.inject({url: `/api/embed/tracks/${hidden.id}`, headers});
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('TRACK_NOT_FOUND');
    }
  });
});
