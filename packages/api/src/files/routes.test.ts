import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Config} from '../config.ts';
import {createFileUrlSigner, loadFileUrlSecret} from './signedUrl.ts';
import type {Api} from '../server.ts';
import {makeAudioFixtures} from '../testing/audioFixtures.ts';
import type {AudioFixtures} from '../testing/audioFixtures.ts';
import {signUp} from '../testing/emulatorUsers.ts';
import {dialect, storageDriver, testApi} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';

let api: Api;
let config: Config;
let close: () => Promise<void>;
let audio: AudioFixtures;
beforeAll(async () => {
  audio = makeAudioFixtures();
  ({api, config, close} = await testApi());
});
afterAll(() => close());

const NAME = 'Lagu Indonesia — Bengawan Solo.mp3';

async function newUser() {
  const {idToken} = await signUp();
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    api.inject({method, url, headers: {authorization: `Bearer ${idToken}`}, ...(payload ? {payload} : {})});
  const upload = async (content = audio.mp3, name = NAME) => {
    const response = await tusClient(api, idToken).upload(content, name);
    expect(response.statusCode).toBe(200);
    return response.json().file as {id: string; sizeBytes: number};
  };
  return {call, upload};
}

const anonymous = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  api.inject({method, url, ...(payload ? {payload} : {})});

describe(`files (${dialect}, ${storageDriver} storage)`, () => {
  it("lists the caller's files newest first, a page at a time", async () => {
    const user = await newUser();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await user.upload(audio.wav, `take ${i}.wav`)).id);
    await (await newUser()).upload(audio.wav);

    const first = await user.call('GET', '/api/files?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((f: {name: string}) => f.name)).toEqual(['take 2.wav', 'take 1.wav']);
    const cursor = first.json().nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await user.call('GET', `/api/files?limit=2&cursor=${cursor}`);
    expect(second.json()).toEqual({items: [expect.objectContaining({id: ids[0]})], nextCursor: null});

    const bad = await user.call('GET', '/api/files?cursor=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {cursor: 'is not a page cursor'},
    });
  });

  // Issue 19, item 7: a song is called what its owner wants, not "song".
  it('renames its own file, keeping the extension, trimmed and cleaned', async () => {
    const user = await newUser();
    const {id} = await user.upload();
    const renamed = await user.call('PATCH', `/api/files/${id}`, {title: '  Bengawan Solo (live)  '});
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({id, name: 'Bengawan Solo (live).mp3'});
    expect((await user.call('GET', `/api/files/${id}`)).json()).toMatchObject({
      name: 'Bengawan Solo (live).mp3',
    });
    // A slash is part of the title, not a folder.
    const slashed = await user.call('PATCH', `/api/files/${id}`, {title: 'AC/DC'});
    expect(slashed.json()).toMatchObject({name: 'AC-DC.mp3'});
    const longest = 'a'.repeat(120);
    expect((await user.call('PATCH', `/api/files/${id}`, {title: longest})).json()).toMatchObject({
      name: `${longest}.mp3`,
    });
  });

  it('refuses an empty, blank, invisible or too long title, and other fields', async () => {
    const user = await newUser();
    const {id} = await user.upload();
    for (const payload of [
      {title: ''},
      {title: '   '},
      {title: 'a'.repeat(121)},
      {},
      {title: 'x', name: 'y'},
    ]) {
      const response = await user.call('PATCH', `/api/files/${id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const invisible = await user.call('PATCH', `/api/files/${id}`, {title: '\u200b\u202e'});
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().error.fields).toEqual({title: 'must contain visible characters'});
    expect((await user.call('GET', `/api/files/${id}`)).json()).toMatchObject({name: NAME});
  });

  it("answers 404 to a rename of someone else's file or a missing one, and 401 without sign-in", async () => {
    const owner = await newUser();
    const {id} = await owner.upload();
    const other = await newUser();
    const foreign = await other.call('PATCH', `/api/files/${id}`, {title: 'Mine now'});
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('FILE_NOT_FOUND');
    expect((await other.call('PATCH', '/api/files/no-such-file', {title: 'x'})).statusCode).toBe(404);
    expect((await anonymous('PATCH', `/api/files/${id}`, {title: 'x'})).statusCode).toBe(401);
    expect((await owner.call('GET', `/api/files/${id}`)).json()).toMatchObject({name: NAME});
  });

  it('shows and deletes its own file, content included', async () => {
    const user = await newUser();
    const file = await user.upload();
    const shown = await user.call('GET', `/api/files/${file.id}`);
    expect(shown.json()).toMatchObject({id: file.id, name: NAME, contentType: 'audio/mpeg'});
    const row = await api.nada.db.kysely
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(await api.nada.storage.exists(row.storage_key)).toBe(true);

    expect((await user.call('DELETE', `/api/files/${file.id}`)).statusCode).toBe(204);
    expect((await user.call('GET', `/api/files/${file.id}`)).statusCode).toBe(404);
    expect(await api.nada.storage.exists(row.storage_key)).toBe(false);
  });

  it("answers 404 for another user's file on every route, and 401 without a token", async () => {
    const owner = await newUser();
    const other = await newUser();
    const file = await owner.upload();
    const routes = [
      ['GET', `/api/files/${file.id}`],
      ['DELETE', `/api/files/${file.id}`],
      ['POST', `/api/files/${file.id}/url`],
    ] as const;
    for (const [method, url] of routes) {
      const response = await other.call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe('FILE_NOT_FOUND');
    }
    expect((await other.call('GET', '/api/files')).json().items).toEqual([]);
    for (const [method, url] of [...routes, ['GET', '/api/files']] as const) {
      const response = await anonymous(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
    expect((await owner.call('GET', `/api/files/${file.id}`)).statusCode).toBe(200);
  });

  describe('signed content URLs', () => {
    async function signedUrl(disposition?: 'inline' | 'attachment') {
      const user = await newUser();
      const file = await user.upload();
      const response = await user.call(
        'POST',
        `/api/files/${file.id}/url`,
        disposition ? {disposition} : undefined,
      );
      expect(response.statusCode).toBe(200);
      const {url, expiresAt} = response.json();
      const lifetime = Date.parse(expiresAt) - Date.now();
      expect(lifetime).toBeGreaterThan(14 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
      return {user, file, url: String(url)};
    }

    it('serves the whole file with its type, name and caching rules', async () => {
      const {url} = await signedUrl();
      expect(url).toMatch(/^\/api\/files\/[\w-]+\/content\?expires=\d+&sig=[\w-]+$/);
      const response = await anonymous('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(audio.mp3)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'audio/mpeg',
        'content-length': String(audio.mp3.length),
        'accept-ranges': 'bytes',
        'content-disposition':
          'inline; filename="Lagu Indonesia _ Bengawan Solo.mp3"; filename*=UTF-8\'\'Lagu%20Indonesia%20%E2%80%94%20Bengawan%20Solo.mp3',
      });
      expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    });

    it('serves a download when asked for one', async () => {
      const {url} = await signedUrl('attachment');
      const response = await anonymous('GET', url);
      expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    });

    it('answers Range requests: first bytes, a suffix, and 416 outside the file', async () => {
      const {url} = await signedUrl();
      const size = audio.mp3.length;
      const first = await api.inject({url, headers: {range: 'bytes=0-9'}});
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-9/${size}`);
      expect(first.headers['content-length']).toBe('10');
      expect(first.rawPayload.equals(audio.mp3.subarray(0, 10))).toBe(true);

      const suffix = await api.inject({url, headers: {range: 'bytes=-100'}});
      expect(suffix.statusCode).toBe(206);
      expect(suffix.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
      expect(suffix.rawPayload.equals(audio.mp3.subarray(-100))).toBe(true);

      const open = await api.inject({url, headers: {range: `bytes=${size - 5}-`}});
      expect(open.rawPayload.equals(audio.mp3.subarray(-5))).toBe(true);

      for (const range of [`bytes=${size}-`, 'bytes=50-10', 'bytes=-0']) {
        const outside = await api.inject({url, headers: {range}});
        expect(outside.statusCode, range).toBe(416);
        expect(outside.headers['content-range']).toBe(`bytes */${size}`);
        expect(outside.json().error.code).toBe('RANGE_NOT_SATISFIABLE');
      }
    });

    it('refuses a tampered URL', async () => {
      const {url} = await signedUrl();
      const other = await (await newUser()).upload();
      const tampered = [
        url.replace(/sig=[\w-]{4}/, 'sig=AAAA'),
        url.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3600}`),
        url.replace(/files\/[\w-]+\//, `files/${other.id}/`),
        `${url}&disposition=attachment`,
      ];
      for (const candidate of tampered) {
        const response = await anonymous('GET', candidate);
        expect(response.statusCode, candidate).toBe(403);
        expect(response.json().error.code).toBe('FILE_URL_INVALID');
      }
    });

    it('refuses an expired URL', async () => {
      const {file} = await signedUrl();
      const signer = createFileUrlSigner(await loadFileUrlSecret(config));
      const expires = Math.floor(Date.now() / 1000) - 1;
      const sig = signer.sign(file.id, 'inline', expires);
      const response = await anonymous('GET', `/api/files/${file.id}/content?expires=${expires}&sig=${sig}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FILE_URL_EXPIRED');
    });

    it('answers 404 once the file is deleted', async () => {
      const {user, file, url} = await signedUrl();
      await user.call('DELETE', `/api/files/${file.id}`);
      const response = await anonymous('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('FILE_NOT_FOUND');
    });
  });
});
