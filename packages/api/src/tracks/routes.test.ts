import {randomUUID} from 'node:crypto';
import {Readable} from 'node:stream';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {insertFile} from '../files/store.ts';
import {JobRegistry} from '../jobs/registry.ts';
import {hashJobKind} from '../jobs/testing/hashJob.ts';
import {newUser, uniqueKind} from '../jobs/testing/jobTestKit.ts';
import type {TestUser} from '../jobs/testing/jobTestKit.ts';
import type {Api} from '../server.ts';
import {newFileKey} from '../storage/storage.ts';
import {makeAudioFixtures} from '../testing/audioFixtures.ts';
import type {AudioFixtures} from '../testing/audioFixtures.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import {saveGeneratedTrack} from './store.ts';

let api: Api;
let close: () => Promise<void>;
let audio: AudioFixtures;
const kind = uniqueKind();
beforeAll(async () => {
  audio = makeAudioFixtures();
  const registry = new JobRegistry().registerJobKind(hashJobKind(kind));
  ({api, close} = await testApi({}, {jobs: {registry, pollMs: 100, shutdownGraceMs: 0}}));
});
afterAll(() => close());

interface Track {
  id: string;
  title: string;
  visibility: 'private' | 'public';
  durationSeconds: number;
  mixFileId: string;
  streamUrl: string;
  peaksUrl: string | null;
  ownerId?: string;
  ownerName?: string | null;
  isOwner?: boolean;
}

/** Stores a file of `ownerId` directly, as a job's result would be; answers its id. */
async function storeFile(ownerId: string, content: Buffer, contentType: string, expiresAt: string | null) {
  const key = newFileKey(ownerId);
  const stored = await api.nada.storage.put(key, Readable.from([content]));
  const row = await insertFile(api.nada.db.kysely, {
    id: randomUUID(),
    owner_id: ownerId,
    storage_key: key,
    original_name: 'Lagu pop santai.mp3',
    content_type: contentType,
    size_bytes: stored.size,
    sha256: stored.sha256,
    created_at: new Date().toISOString(),
    expires_at: expiresAt,
  });
  return row.id;
}

/**
 * A finished track of `user`, recorded as a `generate` job records it: a job row (a test kind here,
 * the track's id is the job's), its mix and peaks files, and the track row.
 */
async function newTrack(user: TestUser, title = 'Pop santai di pagi hari', expiresAt: string | null = null) {
  const job = await api.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: user.headers,
    payload: {kind, params: {rounds: 1}},
  });
  expect(job.statusCode, job.body).toBe(202);
  const id = (job.json() as {id: string}).id;
  const mix = await storeFile(user.id, audio.mp3, 'audio/mpeg', expiresAt);
  const peaks = await storeFile(user.id, Buffer.from('{"levels":[]}'), 'application/json', expiresAt);
  const now = new Date().toISOString();
  await saveGeneratedTrack(api.nada.db.kysely, {
    id,
    owner_id: user.id,
    title,
    mix_file_id: mix,
    peaks_file_id: peaks,
    duration_seconds: 3.0004,
    created_at: now,
    updated_at: now,
  });
  return id;
}

describe(`generated tracks (${dialect})`, () => {
  it("lists the owner's tracks newest first, page by page, with URLs that stream the mix", async () => {
    const owner = await newUser(api);
    const first = await newTrack(owner, 'Yang pertama');
    const second = await newTrack(owner, 'Yang kedua');
    const page1 = await api.inject({url: '/api/tracks?limit=1', headers: owner.headers});
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json() as {items: Track[]; nextCursor: string | null};
    expect(body1.items.map((track) => track.id)).toEqual([second]);
    expect(body1.items[0]).toMatchObject({title: 'Yang kedua', visibility: 'private', durationSeconds: 3});
    const page2 = await api.inject({
      url: `/api/tracks?limit=1&cursor=${body1.nextCursor ?? ''}`,
      headers: owner.headers,
    });
    expect((page2.json() as {items: Track[]}).items.map((track) => track.id)).toEqual([first]);

    const stream = await api.inject({url: body1.items[0]?.streamUrl ?? ''});
    expect(stream.statusCode).toBe(200);
    expect(stream.rawPayload.equals(audio.mp3)).toBe(true);
    expect((await api.inject({url: body1.items[0]?.peaksUrl ?? ''})).body).toBe('{"levels":[]}');

    const bad = await api.inject({url: '/api/tracks?cursor=nonsense', headers: owner.headers});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('cursor');
  });

  it('keeps a private track from everyone but its owner, and shows a public one to anyone', async () => {
    const owner = await newUser(api);
    const other = await newUser(api);
    const id = await newTrack(owner);
    for (const headers of [{}, other.headers]) {
      const response = await api.inject({url: `/api/tracks/${id}`, headers});
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('TRACK_NOT_FOUND');
    }
    const stranger = await api.inject({
      method: 'PATCH',
      url: `/api/tracks/${id}`,
      headers: other.headers,
      payload: {visibility: 'public'},
    });
    expect(stranger.statusCode).toBe(404);
    expect((await api.inject({url: `/api/users/${owner.id}/tracks`})).json().items).toEqual([]);
    expect((await api.inject({url: '/api/tracks', headers: other.headers})).json().items).toEqual([]);

    const published = await api.inject({
      method: 'PATCH',
      url: `/api/tracks/${id}`,
      headers: owner.headers,
      payload: {visibility: 'public'},
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({visibility: 'public', isOwner: true});

    const anonymous = await api.inject({url: `/api/tracks/${id}`});
    expect(anonymous.statusCode).toBe(200);
    const track = anonymous.json() as Track;
    expect(track).toMatchObject({id, ownerId: owner.id, isOwner: false, title: 'Pop santai di pagi hari'});
    expect((await api.inject({url: track.streamUrl})).statusCode).toBe(200);
    const listed = await api.inject({url: `/api/users/${owner.id}/tracks`});
    expect((listed.json() as {items: Track[]}).items.map((item) => item.id)).toEqual([id]);

    // Nobody else changes it, even public.
    const again = await api.inject({
      method: 'PATCH',
      url: `/api/tracks/${id}`,
      headers: other.headers,
      payload: {title: 'Punya saya'},
    });
    expect(again.statusCode).toBe(404);
    expect((await api.inject({url: `/api/users/${randomUUID()}/tracks`})).json().error.code).toBe(
      'USER_NOT_FOUND',
    );
  });

  it('renames a track, and refuses an empty title or an empty change with the fields', async () => {
    const owner = await newUser(api);
    const id = await newTrack(owner);
    const renamed = await api.inject({
      method: 'PATCH',
      url: `/api/tracks/${id}`,
      headers: owner.headers,
      payload: {title: '  Untuk pernikahan Sari  '},
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe('Untuk pernikahan Sari');
    for (const payload of [{title: '   '}, {}, {title: 'x'.repeat(121)}, {visibility: 'everyone'}]) {
      const response = await api.inject({
        method: 'PATCH',
        url: `/api/tracks/${id}`,
        headers: owner.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.fields).toBeTruthy();
    }
    // A retried job records its track again: the new title stays.
    await saveGeneratedTrack(api.nada.db.kysely, {
      id,
      owner_id: owner.id,
      title: 'Judul mesin',
      mix_file_id: randomUUID(),
      peaks_file_id: null,
      duration_seconds: 3,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    expect((await api.inject({url: `/api/tracks/${id}`, headers: owner.headers})).json().title).toBe(
      'Untuk pernikahan Sari',
    );
  });

  it('goes with its job, and leaves the lists once its mix has expired', async () => {
    const owner = await newUser(api);
    const id = await newTrack(owner);
    const expired = await newTrack(owner, 'Sudah kedaluwarsa', new Date(Date.now() - 1000).toISOString());
    expect((await api.inject({url: `/api/tracks/${expired}`, headers: owner.headers})).statusCode).toBe(404);
    const listed = await api.inject({url: '/api/tracks', headers: owner.headers});
    expect((listed.json() as {items: Track[]}).items.map((track) => track.id)).toEqual([id]);

    const deleted = await api.inject({method: 'DELETE', url: `/api/jobs/${id}`, headers: owner.headers});
    expect(deleted.statusCode).toBe(204);
    expect((await api.inject({url: `/api/tracks/${id}`, headers: owner.headers})).statusCode).toBe(404);
    const rows = await api.nada.db.kysely
      .selectFrom('generated_tracks')
      .select('id')
      .where('id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });
});
