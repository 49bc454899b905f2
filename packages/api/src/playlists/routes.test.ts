import {randomUUID} from 'node:crypto';
import {Readable} from 'node:stream';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {insertFile} from '../files/store.ts';
import {MAX_PLAYLIST_ITEMS, MAX_PLAYLISTS_PER_USER} from './store.ts';
import type {Api} from '../server.ts';
import {newFileKey} from '../storage/storage.ts';
import {sweepOnce} from '../sweeper/sweeper.ts';
import {makeAudioFixtures} from '../testing/audioFixtures.ts';
import type {AudioFixtures} from '../testing/audioFixtures.ts';
import {signUp} from '../testing/emulatorUsers.ts';
import {dialect, storageDriver, testApi} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';

let api: Api;
let close: () => Promise<void>;
let audio: AudioFixtures;
beforeAll(async () => {
  audio = makeAudioFixtures();
  ({api, close} = await testApi());
});
afterAll(() => close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Item {
  id: string;
  fileId: string;
  title: string;
  available: boolean;
  position: number;
  durationSeconds: number | null;
  streamUrl: string | null;
  streamUrlExpiresAt: string | null;
  peaksUrl: string | null;
}

async function newUser() {
  const {idToken} = await signUp('Penyanyi');
  const headers = {authorization: `Bearer ${idToken}`};
  const me = await api.inject({url: '/api/me', headers});
  const id = (me.json() as {id: string}).id;
  const call = (method: Method, url: string, payload?: object) =>
    api.inject({method, url, headers, ...(payload ? {payload} : {})});
  /** Uploads `content` through tus, as the app does; answers the file's id. */
  const upload = async (name = 'Bengawan Solo (minus one).mp3', content = audio.mp3) => {
    const response = await tusClient(api, idToken).upload(content, name);
    expect(response.statusCode).toBe(200);
    return (response.json() as {file: {id: string}}).file.id;
  };
  /** Creates a playlist through the API; answers its id. */
  const create = async (body: object = {title: 'Latihan'}) => {
    const response = await call('POST', '/api/playlists', body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as {id: string}).id;
  };
  const add = (playlistId: string, body: object) => call('POST', `/api/playlists/${playlistId}/items`, body);
  const items = async (playlistId: string) =>
    ((await call('GET', `/api/playlists/${playlistId}`)).json() as {items: Item[]}).items;
  return {id, headers, call, upload, create, add, items};
}

/** Stores a file row of `ownerId` directly (a job's result, e.g. a peaks JSON); answers its id. */
async function storeFile(ownerId: string, contentType: string, content: Buffer, name: string) {
  const key = newFileKey(ownerId);
  const stored = await api.nada.storage.put(key, Readable.from([content]));
  const row = await insertFile(api.nada.db.kysely, {
    id: randomUUID(),
    owner_id: ownerId,
    storage_key: key,
    original_name: name,
    content_type: contentType,
    size_bytes: stored.size,
    sha256: stored.sha256,
    created_at: new Date().toISOString(),
    expires_at: null,
  });
  return row.id;
}

describe(`playlists (${dialect}, ${storageDriver} storage)`, () => {
  it('creates, lists newest first a page at a time, renames, changes visibility and deletes', async () => {
    const user = await newUser();
    const created = await user.call('POST', '/api/playlists', {
      title: '  Ibadah Minggu  ',
      description: 'Lagu untuk latihan',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Ibadah Minggu',
      description: 'Lagu untuk latihan',
      visibility: 'private',
      itemCount: 0,
      durationSeconds: 0,
      ownerId: user.id,
      ownerName: 'Penyanyi',
      isOwner: true,
      items: [],
    });
    const first = (created.json() as {id: string}).id;
    const second = await user.create({title: 'Kedua', visibility: 'public'});
    const third = await user.create({title: 'Ketiga'});
    await (await newUser()).create({title: 'Orang lain'});

    const page = await user.call('GET', '/api/playlists?limit=2');
    expect(page.statusCode).toBe(200);
    expect(page.json().items.map((p: {id: string}) => p.id)).toEqual([third, second]);
    const next = await user.call('GET', `/api/playlists?limit=2&cursor=${page.json().nextCursor}`);
    expect(next.json()).toEqual({
      items: [expect.objectContaining({id: first, title: 'Ibadah Minggu'})],
      nextCursor: null,
    });
    const bad = await user.call('GET', '/api/playlists?cursor=bm90LWEtY3Vyc29y');
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {cursor: 'is not a page cursor'},
    });

    const renamed = await user.call('PATCH', `/api/playlists/${first}`, {
      title: 'Natal',
      visibility: 'public',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({id: first, title: 'Natal', visibility: 'public'});
    expect(renamed.json().updatedAt >= renamed.json().createdAt).toBe(true);

    for (const body of [{title: ''}, {title: 'x'.repeat(81)}, {visibility: 'friends'}, {owner: 'me'}]) {
      const refused = await user.call('PATCH', `/api/playlists/${first}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await user.call('POST', '/api/playlists', {description: 'no title'})).statusCode).toBe(400);

    expect((await user.call('DELETE', `/api/playlists/${first}`)).statusCode).toBe(204);
    expect((await user.call('GET', `/api/playlists/${first}`)).json().error.code).toBe('PLAYLIST_NOT_FOUND');
    expect((await user.call('DELETE', `/api/playlists/${first}`)).statusCode).toBe(404);
  });

  // Issue 41: titles others may read lose control and bidi-override characters, and nothing else.
  it('drops control and bidi-override characters from titles and descriptions', async () => {
    const user = await newUser();
    const created = await user.call('POST', '/api/playlists', {
      title: '\u202ELatihan\u0000 Natal 🎄',
      description: 'Baris satu\u202E\r\nبارك الله',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({title: 'Latihan Natal 🎄', description: 'Baris satu\nبارك الله'});
    const id = (created.json() as {id: string}).id;
    const renamed = await user.call('PATCH', `/api/playlists/${id}`, {title: 'Paskah\u2066 2027\u0007'});
    expect(renamed.json()).toMatchObject({title: 'Paskah 2027'});
    const empty = await user.call('PATCH', `/api/playlists/${id}`, {title: '\u202E\u0000'});
    expect(empty.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {title: expect.any(String)},
    });
  });

  it('adds the caller’s audio files at the end, refuses others’ files, peaks JSON and duplicates', async () => {
    const [user, other] = [await newUser(), await newUser()];
    const playlist = await user.create();
    const [song, stem] = [await user.upload(), await user.upload('Bengawan Solo (vokal).wav', audio.wav)];

    const added = await user.add(playlist, {fileId: song});
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      fileId: song,
      title: 'Bengawan Solo (minus one)',
      contentType: 'audio/mpeg',
      available: true,
      position: 0,
      streamUrl: expect.stringMatching(new RegExp(`^/api/files/${song}/content\\?`)),
      peaksUrl: null,
    });
    expect((await user.add(playlist, {fileId: stem, title: '  Vokal saja '})).json()).toMatchObject({
      title: 'Vokal saja',
      position: 1,
    });

    const duplicate = await user.add(playlist, {fileId: song});
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('PLAYLIST_ITEM_EXISTS');
    const othersFile = await user.add(playlist, {fileId: await other.upload()});
    expect(othersFile.statusCode).toBe(404);
    expect(othersFile.json().error.code).toBe('FILE_NOT_FOUND');
    const peaks = await storeFile(user.id, 'application/json', Buffer.from('{"peaks":[]}'), 'x.peaks.json');
    const notAudio = await user.add(playlist, {fileId: peaks});
    expect(notAudio.statusCode).toBe(422);
    expect(notAudio.json().error.code).toBe('FILE_NOT_AUDIO');

    const read = (await user.call('GET', `/api/playlists/${playlist}`)).json();
    expect(read.itemCount).toBe(2);
    expect(read.durationSeconds).toBeGreaterThan(2.5);
    expect(read.durationSeconds).toBeLessThan(3.5);
    const holding = await user.call('GET', `/api/files/${song}/playlists`);
    expect(holding.json()).toEqual({items: [{id: playlist, title: 'Latihan'}]});
    expect((await user.call('GET', `/api/files/${peaks}/playlists`)).json()).toEqual({items: []});
    expect((await other.call('GET', `/api/files/${song}/playlists`)).statusCode).toBe(404);
  });

  it('removes and reorders items, keeping positions dense, and refuses an order that is not the exact set', async () => {
    const user = await newUser();
    const playlist = await user.create();
    const ids: string[] = [];
    for (const name of ['a.mp3', 'b.mp3', 'c.mp3', 'd.mp3']) {
      ids.push((await user.add(playlist, {fileId: await user.upload(name)})).json().id);
    }
    const [a = '', b = '', c = '', d = ''] = ids;
    expect((await user.call('DELETE', `/api/playlists/${playlist}/items/${b}`)).statusCode).toBe(204);
    expect((await user.items(playlist)).map((item) => [item.id, item.position])).toEqual([
      [a, 0],
      [c, 1],
      [d, 2],
    ]);
    const gone = await user.call('DELETE', `/api/playlists/${playlist}/items/${b}`);
    expect(gone.json().error.code).toBe('PLAYLIST_ITEM_NOT_FOUND');

    const order = (itemIds: string[]) =>
      user.call('PUT', `/api/playlists/${playlist}/items/order`, {itemIds});
    for (const wrong of [[d, a], [d, a, c, b], [d, a, a], [d, a, c, c], []]) {
      const refused = await order(wrong);
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: {itemIds: expect.any(String)},
      });
    }
    const reordered = await order([d, a, c]);
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().items.map((item: Item) => [item.id, item.position])).toEqual([
      [d, 0],
      [a, 1],
      [c, 2],
    ]);
    // A new item goes after the last position.
    const appended = await user.add(playlist, {fileId: await user.upload('e.mp3')});
    expect(appended.json().position).toBe(3);
  });

  it('holds at most 500 items per playlist and 200 playlists per user', async () => {
    const user = await newUser();
    const playlist = await user.create();
    const db = api.nada.db.kysely;
    const now = new Date().toISOString();
    await db
      .insertInto('playlist_items')
      .values(
        Array.from({length: MAX_PLAYLIST_ITEMS}, (_, position) => ({
          id: randomUUID(),
          playlist_id: playlist,
          owner_id: user.id,
          file_id: randomUUID(),
          title: `lagu ${position}`,
          content_type: 'audio/mpeg',
          duration_seconds: 1,
          position,
          added_at: now,
        })),
      )
      .execute();
    const full = await user.add(playlist, {fileId: await user.upload()});
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('PLAYLIST_FULL');
    // Items whose files never existed (or are gone) are listed as unavailable.
    const read = (await user.call('GET', `/api/playlists/${playlist}`)).json();
    expect(read.itemCount).toBe(MAX_PLAYLIST_ITEMS);
    expect(read.durationSeconds).toBe(0);
    expect(read.items.every((item: Item) => !item.available && item.streamUrl === null)).toBe(true);

    await db
      .insertInto('playlists')
      .values(
        Array.from({length: MAX_PLAYLISTS_PER_USER - 1}, (_, i) => ({
          id: randomUUID(),
          owner_id: user.id,
          title: `daftar ${i}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const over = await user.call('POST', '/api/playlists', {title: 'satu lagi'});
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('PLAYLIST_LIMIT');
    expect((await user.call('DELETE', `/api/playlists/${playlist}`)).statusCode).toBe(204);
    expect((await user.call('POST', '/api/playlists', {title: 'satu lagi'})).statusCode).toBe(201);
  });

  it('shows a private playlist to its owner alone, a public one to anyone, and lets nobody else change it', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const playlist = await owner.create({title: 'Rahasia'});
    const item = (await owner.add(playlist, {fileId: await owner.upload()})).json() as Item;
    const url = `/api/playlists/${playlist}`;

    for (const response of [await api.inject({url}), await other.call('GET', url)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('PLAYLIST_NOT_FOUND');
    }
    expect((await owner.call('PATCH', url, {visibility: 'public'})).statusCode).toBe(200);
    const anonymous = await api.inject({url});
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({isOwner: false, ownerId: owner.id, title: 'Rahasia'});
    const stream = anonymous.json().items[0].streamUrl as string;
    expect((await api.inject({url: stream})).statusCode).toBe(200);
    expect((await other.call('GET', url)).json().isOwner).toBe(false);

    const attempts: Array<[Method, string, object?]> = [
      ['PATCH', url, {title: 'Punya saya'}],
      ['DELETE', url],
      ['POST', `${url}/items`, {fileId: item.fileId}],
      ['DELETE', `${url}/items/${item.id}`],
      ['PUT', `${url}/items/order`, {itemIds: [item.id]}],
    ];
    for (const [method, path, body] of attempts) {
      const response = await other.call(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().error.code).toBe('PLAYLIST_NOT_FOUND');
      expect((await api.inject({method, url: path, ...(body ? {payload: body} : {})})).statusCode).toBe(401);
    }
    const after = (await owner.call('GET', url)).json();
    expect(after).toMatchObject({title: 'Rahasia', itemCount: 1});
    expect((await owner.call('GET', '/api/playlists')).json().items).toHaveLength(1);
    expect((await other.call('GET', '/api/playlists')).json().items).toEqual([]);
  });

  it('streams an item through its signed URL with Range, and finds its peaks from the job that made them', async () => {
    const user = await newUser();
    const playlist = await user.create();
    const [stem, input] = [await user.upload('Lagu (minus one).mp3'), await user.upload('Lagu.mp3')];
    const peaksJson = Buffer.from(JSON.stringify({peaks: [0, 0.5, 1]}));
    const [stemPeaks, inputPeaks] = [
      await storeFile(user.id, 'application/json', peaksJson, 'Lagu (minus one).peaks.json'),
      await storeFile(user.id, 'application/json', peaksJson, 'Lagu.peaks.json'),
    ];
    const now = new Date().toISOString();
    const vocals = randomUUID();
    const jobId = randomUUID();
    await api.nada.db.kysely
      .insertInto('jobs')
      .values({
        id: jobId,
        owner_id: user.id,
        kind: 'separate',
        input_file_ids: JSON.stringify([input]),
        params: '{}',
        status: 'succeeded',
        result: JSON.stringify({
          fileIds: [stem, stemPeaks, inputPeaks],
          data: {
            stems: [
              {name: 'instrumental', fileId: stem, peaksFileId: stemPeaks},
              // A stem whose file is not in the playlist (and whose peaks are gone) changes nothing.
              {name: 'vocals', fileId: vocals, peaksFileId: randomUUID()},
            ],
            input: {fileId: input, peaksFileId: inputPeaks, durationSeconds: 2},
          },
        }),
        max_attempts: 1,
        available_at: now,
        created_at: now,
        finished_at: now,
        updated_at: now,
      })
      .execute();
    const other = await user.upload('Lain.mp3');
    for (const fileId of [stem, input, other])
      expect((await user.add(playlist, {fileId})).statusCode).toBe(201);

    const items = await user.items(playlist);
    expect(items.map((item) => item.peaksUrl === null)).toEqual([false, false, true]);
    const [first] = items;
    if (!first?.streamUrl || !first.peaksUrl || !first.streamUrlExpiresAt) throw new Error('no URLs');
    expect(first.peaksUrl).toMatch(new RegExp(`^/api/files/${stemPeaks}/content\\?`));
    expect(items[1]?.peaksUrl).toMatch(new RegExp(`^/api/files/${inputPeaks}/content\\?`));
    expect(Date.parse(first.streamUrlExpiresAt)).toBeGreaterThan(Date.now() + 10 * 60 * 1000);

    const whole = await api.inject({url: first.streamUrl});
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.rawPayload.equals(audio.mp3)).toBe(true);
    const part = await api.inject({url: first.streamUrl, headers: {range: 'bytes=100-199'}});
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${audio.mp3.length}`);
    expect(part.rawPayload.equals(audio.mp3.subarray(100, 200))).toBe(true);
    const peaks = await api.inject({url: first.peaksUrl});
    expect(peaks.statusCode).toBe(200);
    expect(peaks.json()).toEqual({peaks: [0, 0.5, 1]});

    // Deleting the job deletes its result files: the stem's item stays, unavailable, and the
    // input (not a result) keeps playing without the peaks the job had made for it.
    expect((await user.call('DELETE', `/api/jobs/${jobId}`)).statusCode).toBe(204);
    const after = await user.items(playlist);
    expect(after.map((item) => [item.fileId, item.available, item.peaksUrl])).toEqual([
      [stem, false, null],
      [input, true, null],
      [other, true, null],
    ]);
    expect((await api.inject({url: first.streamUrl})).statusCode).toBe(404);
  });

  it('keeps positions dense and limits exact under concurrent requests', async () => {
    const user = await newUser();
    const playlist = await user.create();
    const files: string[] = [];
    for (let i = 0; i < 6; i++) files.push(await user.upload(`lagu ${i}.mp3`));
    const added = await Promise.all(files.map((fileId) => user.add(playlist, {fileId})));
    expect(added.map((response) => response.statusCode)).toEqual(files.map(() => 201));
    const items = await user.items(playlist);
    expect(items.map((item) => item.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(items.map((item) => item.fileId))).toEqual(new Set(files));
    // The same file from two requests at once goes in once.
    const twice = await Promise.all([1, 2].map(() => user.add(playlist, {fileId: files[0] ?? ''})));
    expect(twice.map((response) => response.statusCode)).toEqual([409, 409]);

    const now = new Date().toISOString();
    await api.nada.db.kysely
      .insertInto('playlists')
      .values(
        Array.from({length: MAX_PLAYLISTS_PER_USER - 2}, (_, i) => ({
          id: randomUUID(),
          owner_id: user.id,
          title: `daftar ${i}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const created = await Promise.all(
      [1, 2, 3, 4].map((i) => user.call('POST', '/api/playlists', {title: `serentak ${i}`})),
    );
    expect(created.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('keeps items of deleted and expired files as unavailable, without URLs, until the owner removes them', async () => {
    const user = await newUser();
    const playlist = await user.create();
    const [deleted, expiring, kept] = [
      await user.upload('a.mp3'),
      await user.upload('b.mp3'),
      await user.upload('c.mp3'),
    ];
    for (const fileId of [deleted, expiring, kept]) await user.add(playlist, {fileId});
    const oldStream = (await user.items(playlist))[0]?.streamUrl ?? '';

    expect((await user.call('DELETE', `/api/files/${deleted}`)).statusCode).toBe(204);
    const past = new Date(Date.now() - 1000).toISOString();
    await api.nada.db.kysely
      .updateTable('files')
      .set({expires_at: past})
      .where('id', '=', expiring)
      .execute();
    const check = async () => {
      const read = await user.call('GET', `/api/playlists/${playlist}`);
      expect(read.statusCode).toBe(200);
      const items = read.json().items as Item[];
      expect(items.map((item) => [item.fileId, item.available])).toEqual([
        [deleted, false],
        [expiring, false],
        [kept, true],
      ]);
      expect(items.map((item) => item.streamUrl === null)).toEqual([true, true, false]);
      expect(items[0]).toMatchObject({title: 'a', streamUrlExpiresAt: null, peaksUrl: null});
      expect(items[0]?.durationSeconds).toBeGreaterThan(1.5);
      expect(read.json().itemCount).toBe(3);
      return items;
    };
    await check();
    expect((await api.inject({url: oldStream})).statusCode).toBe(404);

    // The sweeper removes the expired file's row and content; the playlist reads the same.
    for (let attempt = 0; attempt < 50; attempt++) {
      if (await sweepOnce({db: api.nada.db, storage: api.nada.storage, jobEventRetentionDays: 7})) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(
      await api.nada.db.kysely.selectFrom('files').select('id').where('id', '=', expiring).execute(),
    ).toEqual([]);
    const items = await check();

    const unavailable = items[0]?.id ?? '';
    expect((await user.call('DELETE', `/api/playlists/${playlist}/items/${unavailable}`)).statusCode).toBe(
      204,
    );
    expect((await user.items(playlist)).map((item) => [item.fileId, item.position])).toEqual([
      [expiring, 0],
      [kept, 1],
    ]);
  });
});
