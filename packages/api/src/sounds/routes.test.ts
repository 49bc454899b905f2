import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Api} from '../server.ts';
import {makeAudioFixtures} from '../testing/audioFixtures.ts';
import type {AudioFixtures} from '../testing/audioFixtures.ts';
import {signIn, signUp} from '../testing/emulatorUsers.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';
import {addSound} from './library.ts';
import type {SoundSource} from './library.ts';

let api: Api;
let close: () => Promise<void>;
let audio: AudioFixtures;
let folder: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface Sound {
  id: string;
  title: {id: string; en: string};
  category: string;
  genre: string | null;
  tags: string[];
  bpm: number | null;
  key: string | null;
  durationSeconds: number;
  kind: string;
  published: boolean;
  streamUrl: string;
  downloadUrl: string;
  peaksUrl: string | null;
  fileId: string;
}

interface SoundList {
  items: Sound[];
  nextCursor: string | null;
  facets: Record<'categories' | 'genres' | 'keys', {value: string; count: number}[]>;
}

async function newUser(name: string, {admin = false} = {}) {
  const user = await signUp(name);
  let token = user.idToken;
  if (admin) {
    await api.nada.auth.setCustomUserClaims(user.uid, {admin: true});
    token = await signIn(user);
  }
  const headers = {authorization: `Bearer ${token}`};
  await api.inject({url: '/api/me', headers});
  const call = (method: Method, url: string, payload?: object) =>
    api.inject({method, url, headers, ...(payload ? {payload} : {})});
  return {email: user.email, token, headers, call};
}

// The library under test: the fields that the filters and the search read, each sound different.
const FIXTURES: {slug: string; fields: Partial<SoundSource['fields']>; seconds: number}[] = [
  {
    slug: 'kendang-groove',
    fields: {title_id: 'Groove Kendang Dangdut', title_en: 'Dangdut Kendang Groove', category: 'drums'},
    seconds: 7.4,
  },
  {
    slug: 'pop-beat',
    fields: {title_id: 'Ketukan Pop', title_en: 'Pop Beat', category: 'drums'},
    seconds: 9.6,
  },
  {
    slug: 'dangdut-bass',
    fields: {title_id: 'Bas Dangdut', title_en: 'Dangdut Bass', category: 'bass'},
    seconds: 7.4,
  },
  {
    slug: 'keroncong-chords',
    fields: {title_id: 'Akor Keroncong', title_en: 'Keroncong Chords', category: 'chords'},
    seconds: 9.6,
  },
  {slug: 'warm-pad', fields: {title_id: 'Pad Hangat', title_en: 'Warm Pad', category: 'pads'}, seconds: 10.7},
  {
    slug: 'kendang-dung',
    fields: {title_id: 'Kendang Dung', title_en: 'Kendang Low Hit', category: 'one-shot', kind: 'one-shot'},
    seconds: 0.8,
  },
  {
    slug: 'hidden',
    fields: {title_id: 'Rahasia Tersembunyi', title_en: 'Hidden Secret', category: 'melody', published: 0},
    seconds: 5,
  },
];
const MORE: Record<string, Partial<SoundSource['fields']>> = {
  'kendang-groove': {genre: 'dangdut', tags: 'kendang groove', bpm: 130},
  'pop-beat': {genre: 'pop', tags: 'kit groove', bpm: 100},
  'dangdut-bass': {genre: 'dangdut', tags: 'bass line', bpm: 130, musical_key: 'A minor'},
  'keroncong-chords': {genre: 'keroncong', tags: 'cak cuk', bpm: 100, musical_key: 'C major'},
  'warm-pad': {tags: 'ambient', bpm: 90, musical_key: 'A minor'},
  'kendang-dung': {genre: 'dangdut', tags: 'kendang hit', bpm: null},
  hidden: {bpm: 120},
};
const ids: Record<string, string> = {};
/** The id of fixture `slug`. */
const idOf = (slug: string) => ids[slug] ?? '';

beforeAll(async () => {
  audio = makeAudioFixtures();
  ({api, close} = await testApi());
  folder = mkdtempSync(join(tmpdir(), 'nada-sounds-test-'));
  const path = join(folder, 'sine.wav');
  writeFileSync(path, audio.wav);
  const deps = {db: api.nada.db.kysely, storage: api.nada.storage, ffmpegPath: 'ffmpeg'};
  for (const fixture of FIXTURES) {
    const row = await addSound(
      deps,
      {
        path,
        fileName: `${fixture.slug}.wav`,
        contentType: 'audio/wav',
        analysis: {
          durationSeconds: fixture.seconds,
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
          title_id: '',
          title_en: '',
          category: 'drums',
          genre: null,
          tags: '',
          mood: null,
          bpm: null,
          musical_key: null,
          licence: 'CC0-1.0',
          kind: 'loop',
          published: 1,
          starter_slug: `test-${fixture.slug}`,
          ...fixture.fields,
          ...MORE[fixture.slug],
        },
      },
      {actor: null, action: 'seed'},
    );
    if (!row) throw new Error(`${fixture.slug} was not stored`);
    ids[fixture.slug] = row.id;
  }
});
afterAll(async () => {
  await close();
  rmSync(folder, {recursive: true, force: true});
});

async function search(query: string, headers: Record<string, string> = {}): Promise<SoundList> {
  const response = await api.inject({url: `/api/sounds?${query}`, headers});
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SoundList;
}

const slugsOf = (list: SoundList) =>
  list.items.map((item) => Object.keys(ids).find((slug) => ids[slug] === item.id)).sort();

describe(`sound library search (${dialect})`, () => {
  it('lists the published sounds only, newest first, with signed stream, download and peaks URLs', async () => {
    const list = await search('');
    expect(slugsOf(list)).toEqual(
      ['dangdut-bass', 'kendang-dung', 'kendang-groove', 'keroncong-chords', 'pop-beat', 'warm-pad'].sort(),
    );
    expect(list.items.at(0)?.id).toBe(idOf('kendang-dung'));
    const [sound] = list.items;
    if (!sound) throw new Error('no sounds listed');
    expect(sound.downloadUrl).toContain('disposition=attachment');
    const stream = await api.inject({url: sound.streamUrl});
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('audio/wav');
    const peaks = await api.inject({url: sound.peaksUrl ?? ''});
    expect(peaks.json()).toMatchObject({sampleRate: 22050});
  });

  it('searches both titles and the tags, every word as a prefix', async () => {
    expect(slugsOf(await search('q=kendang'))).toEqual(['kendang-dung', 'kendang-groove']);
    expect(slugsOf(await search('q=dangdut+groove'))).toEqual(['kendang-groove']);
    expect(slugsOf(await search('q=keron'))).toEqual(['keroncong-chords']);
    expect(slugsOf(await search('q=warm'))).toEqual(['warm-pad']);
    expect(slugsOf(await search('q=ambient'))).toEqual(['warm-pad']);
    expect(slugsOf(await search('q=Hangat!'))).toEqual(['warm-pad']);
    // Unpublished sounds are not found, whatever is searched.
    expect(slugsOf(await search('q=rahasia'))).toEqual([]);
  });

  it('narrows with every filter', async () => {
    expect(slugsOf(await search('category=bass'))).toEqual(['dangdut-bass']);
    expect(slugsOf(await search('genre=dangdut'))).toEqual([
      'dangdut-bass',
      'kendang-dung',
      'kendang-groove',
    ]);
    expect(slugsOf(await search('key=A+minor'))).toEqual(['dangdut-bass', 'warm-pad']);
    expect(slugsOf(await search('kind=one-shot'))).toEqual(['kendang-dung']);
    expect(slugsOf(await search('kind=loop&genre=dangdut'))).toEqual(['dangdut-bass', 'kendang-groove']);
    expect(slugsOf(await search('bpmMin=100&bpmMax=120'))).toEqual(['keroncong-chords', 'pop-beat']);
    expect(slugsOf(await search('bpmMin=125'))).toEqual(['dangdut-bass', 'kendang-groove']);
    expect(slugsOf(await search('minSeconds=9'))).toEqual(['keroncong-chords', 'pop-beat', 'warm-pad']);
    expect(slugsOf(await search('maxSeconds=1'))).toEqual(['kendang-dung']);
    expect(slugsOf(await search('q=dangdut&category=drums'))).toEqual(['kendang-groove']);
  });

  it('counts facets under the search and the other filters', async () => {
    const list = await search('genre=dangdut');
    expect(list.facets.categories).toEqual([
      {value: 'bass', count: 1},
      {value: 'drums', count: 1},
      {value: 'one-shot', count: 1},
    ]);
    // The genre facet leaves its own filter out, so the other genres stay choosable.
    expect(list.facets.genres).toEqual([
      {value: 'dangdut', count: 3},
      {value: 'keroncong', count: 1},
      {value: 'pop', count: 1},
    ]);
    expect(list.facets.keys).toEqual([{value: 'A minor', count: 1}]);
    const searched = await search('q=kendang');
    expect(searched.facets.categories).toEqual([
      {value: 'drums', count: 1},
      {value: 'one-shot', count: 1},
    ]);
  });

  it('pages through every sort without losing or repeating a sound, in the sort’s order', async () => {
    for (const sort of ['newest', 'title', 'bpm', 'length', 'relevance']) {
      const seen: Sound[] = [];
      let cursor: string | null = null;
      const q = sort === 'relevance' ? '&q=a' : '';
      do {
        const list: SoundList = await search(
          `sort=${sort}&limit=2${q}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(list.items.length).toBeLessThanOrEqual(2);
        seen.push(...list.items);
        cursor = list.nextCursor;
      } while (cursor);
      const expected = sort === 'relevance' ? (await search(`limit=60${q}`)).items.length : 6;
      expect(new Set(seen.map((item) => item.id)).size, sort).toBe(expected);
      expect(seen.length, sort).toBe(expected);
      if (sort === 'title') {
        const titles = seen.map((item) => item.title.id.toLowerCase());
        expect(titles).toEqual([...titles].sort());
      }
      if (sort === 'bpm') expect(seen.map((item) => item.bpm)).toEqual([90, 100, 100, 130, 130, null]);
      if (sort === 'length') {
        const lengths = seen.map((item) => item.durationSeconds);
        expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      }
    }
    const english = await search('sort=title&lang=en&limit=3');
    expect(english.items.map((item) => item.title.en)).toEqual([
      'Dangdut Bass',
      'Dangdut Kendang Groove',
      'Kendang Low Hit',
    ]);
  });

  it('refuses a cursor of another sort, a forged one and an upside-down range', async () => {
    const page = await search('sort=bpm&limit=2');
    for (const query of [
      `sort=title&cursor=${page.nextCursor}`,
      'cursor=bm90LWEtY3Vyc29y',
      'bpmMin=140&bpmMax=100',
      'category=kazoo',
      'key=H+minor',
    ]) {
      const response = await api.inject({url: `/api/sounds?${query}`});
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('hides an unpublished sound from guests and users, not from admins', async () => {
    const user = await newUser('Pendengar');
    const admin = await newUser('Admin Suara', {admin: true});
    const url = `/api/sounds/${idOf('hidden')}`;
    for (const headers of [{}, user.headers]) {
      const response = await api.inject({url, headers});
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('SOUND_NOT_FOUND');
    }
    expect((await admin.call('GET', url)).json()).toMatchObject({
      published: false,
      title: {en: 'Hidden Secret'},
    });
    expect((await api.inject({url: `/api/sounds/${idOf('warm-pad')}`})).statusCode).toBe(200);
    const all = (await admin.call('GET', '/api/admin/sounds?published=false')).json() as SoundList;
    expect(all.items.map((item) => item.id)).toEqual([idOf('hidden')]);
    expect(((await admin.call('GET', '/api/admin/sounds?q=rahasia')).json() as SoundList).items).toHaveLength(
      1,
    );
  });
});

describe(`sound library admin (${dialect})`, () => {
  it('refuses every admin action to a user (403) and to a guest (401), and changes nothing', async () => {
    const user = await newUser('Bukan Admin');
    const id = idOf('pop-beat');
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/sounds'],
      ['POST', '/api/admin/sounds', {fileId: 'x'}],
      ['PATCH', `/api/admin/sounds/${id}`, {published: false}],
      ['DELETE', `/api/admin/sounds/${id}`],
      ['POST', '/api/admin/sounds/bulk', {ids: [id], action: 'delete'}],
      ['GET', '/api/admin/sounds/audit'],
    ];
    for (const [method, url, payload] of calls) {
      const refused = await user.call(method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().error.code).toBe('ADMIN_ONLY');
      const guest = await api.inject({method, url, ...(payload ? {payload} : {})});
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await api.inject({url: `/api/sounds/${id}`})).json()).toMatchObject({published: true});
  });

  it('makes a sound from an upload with its analysis; the admin corrects and publishes it, a user finds it', async () => {
    const admin = await newUser('Admin Unggah', {admin: true});
    const uploaded = await tusClient(api, admin.token).upload(audio.mp3, 'Suling_Senja-loop.mp3');
    const fileId = (uploaded.json() as {file: {id: string}}).file.id;
    const created = await admin.call('POST', '/api/admin/sounds', {fileId});
    expect(created.statusCode, created.body).toBe(201);
    const sound = created.json() as Sound;
    expect(sound).toMatchObject({
      title: {id: 'Suling Senja loop', en: 'Suling Senja loop'},
      published: false,
    });
    expect(sound.durationSeconds).toBeCloseTo(2, 0);
    expect(sound.key).toMatch(/^A (major|minor)$/);
    expect(sound.peaksUrl).not.toBeNull();
    // Copied into the library: the sound's file is not the upload.
    expect(sound.fileId).not.toBe(fileId);
    expect((await search('q=suling')).items).toHaveLength(0);

    // A key other than the estimated one, so the audit records a change.
    const corrected = sound.key === 'A major' ? 'A minor' : 'A major';
    const edited = await admin.call('PATCH', `/api/admin/sounds/${sound.id}`, {
      key: corrected,
      category: 'melody',
      tags: ['suling', 'Senja', 'suling'],
      title: {id: 'Suling Senja', en: 'Dusk Flute'},
      published: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({key: corrected, tags: ['suling', 'senja'], published: true});
    const found = await search('q=dusk+flute');
    expect(found.items.map((item) => item.id)).toEqual([sound.id]);

    const audit = (await admin.call('GET', `/api/admin/sounds/audit?soundId=${sound.id}`)).json() as {
      items: {action: string; actorEmail: string; changes: Record<string, {from: unknown; to: unknown}>}[];
    };
    expect(audit.items.map((item) => item.action)).toEqual(['update', 'create']);
    expect(audit.items.at(0)?.actorEmail).toBe(admin.email);
    expect(audit.items.at(0)?.changes['musical_key']).toEqual({from: sound.key, to: corrected});
    expect(audit.items.at(0)?.changes['published']).toEqual({from: 0, to: 1});

    const deleted = await admin.call('DELETE', `/api/admin/sounds/${sound.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await api.inject({url: `/api/sounds/${sound.id}`})).statusCode).toBe(404);
    expect((await api.inject({url: sound.streamUrl})).statusCode).toBe(404);
    const after = (await admin.call('GET', `/api/admin/sounds/audit?soundId=${sound.id}`)).json() as {
      items: {action: string; actorEmail: string}[];
    };
    expect(after.items[0]).toMatchObject({action: 'delete', actorEmail: admin.email});
    expect((await admin.call('DELETE', `/api/admin/sounds/${sound.id}`)).json().error.code).toBe(
      'SOUND_NOT_FOUND',
    );
  });

  it('refuses another user’s file, a file that is not audio and a bad edit', async () => {
    const admin = await newUser('Admin Teliti', {admin: true});
    const other = await newUser('Pengunggah Lain');
    const theirs = await tusClient(api, other.token).upload(audio.mp3, 'punya orang.mp3');
    const foreign = await admin.call('POST', '/api/admin/sounds', {
      fileId: (theirs.json() as {file: {id: string}}).file.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('FILE_NOT_FOUND');
    const bad = await admin.call('PATCH', `/api/admin/sounds/${idOf('pop-beat')}`, {
      bpm: 9000,
      key: 'Q major',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields as object).sort()).toEqual(['bpm', 'key']);
    const missing = await admin.call('PATCH', '/api/admin/sounds/no-such-sound', {published: true});
    expect(missing.json().error.code).toBe('SOUND_NOT_FOUND');
  });

  it('publishes and unpublishes in bulk, counting what changed', async () => {
    const admin = await newUser('Admin Massal', {admin: true});
    const bulk = (action: string, list: string[]) =>
      admin.call('POST', '/api/admin/sounds/bulk', {ids: list, action});
    const two = [idOf('pop-beat'), idOf('warm-pad')];
    expect((await bulk('unpublish', [...two, 'unknown-id'])).json()).toEqual({updated: 2});
    expect(slugsOf(await search('q=pad'))).toEqual([]);
    expect((await bulk('unpublish', two)).json()).toEqual({updated: 0});
    expect((await bulk('publish', two)).json()).toEqual({updated: 2});
    expect(slugsOf(await search('q=pad'))).toEqual(['warm-pad']);
    const audit = (await admin.call('GET', `/api/admin/sounds/audit?soundId=${idOf('warm-pad')}`)).json() as {
      items: {action: string; actorEmail: string | null}[];
    };
    expect(audit.items.map((item) => item.action)).toEqual(['publish', 'unpublish', 'seed']);
    expect(audit.items.at(2)?.actorEmail).toBeNull();
  });
});

describe(`sounds in playlists (${dialect})`, () => {
  it('lets any user add a published sound to their playlist, where it plays; an unpublished one is refused', async () => {
    const user = await newUser('Penyanyi');
    const playlist = (await user.call('POST', '/api/playlists', {title: 'Latihan'})).json() as {id: string};
    const sound = (await api.inject({url: `/api/sounds/${idOf('kendang-groove')}`})).json() as Sound;
    const added = await user.call('POST', `/api/playlists/${playlist.id}/items`, {fileId: sound.fileId});
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({title: 'Groove Kendang Dangdut', available: true});
    const items = (
      (await user.call('GET', `/api/playlists/${playlist.id}`)).json() as {
        items: {available: boolean; streamUrl: string; peaksUrl: string | null}[];
      }
    ).items;
    expect(items[0]).toMatchObject({available: true});
    expect(items.at(0)?.peaksUrl).not.toBeNull();
    expect((await api.inject({url: items.at(0)?.streamUrl ?? ''})).statusCode).toBe(200);
    // The add-to-playlist dialog's checkmarks: the user's playlists holding the sound, and only theirs.
    const holding = await user.call('GET', `/api/files/${sound.fileId}/playlists`);
    expect(holding.statusCode, holding.body).toBe(200);
    expect((holding.json() as {items: {id: string}[]}).items.map((item) => item.id)).toEqual([playlist.id]);
    const other = await newUser('Penyanyi Lain');
    const none = await other.call('GET', `/api/files/${sound.fileId}/playlists`);
    expect(none.statusCode, none.body).toBe(200);
    expect((none.json() as {items: unknown[]}).items).toEqual([]);

    const admin = await newUser('Admin Daftar', {admin: true});
    const hidden = (await admin.call('GET', `/api/sounds/${idOf('hidden')}`)).json() as Sound;
    const refused = await user.call('POST', `/api/playlists/${playlist.id}/items`, {fileId: hidden.fileId});
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('FILE_NOT_FOUND');
    const hiddenHolding = await user.call('GET', `/api/files/${hidden.fileId}/playlists`);
    expect(hiddenHolding.statusCode).toBe(404);

    // Unpublished later, the item stays but no longer plays.
    await admin.call('PATCH', `/api/admin/sounds/${idOf('kendang-groove')}`, {published: false});
    const later = (
      (await user.call('GET', `/api/playlists/${playlist.id}`)).json() as {
        items: {available: boolean}[];
      }
    ).items;
    expect(later.at(0)?.available).toBe(false);
    await admin.call('PATCH', `/api/admin/sounds/${idOf('kendang-groove')}`, {published: true});
  });
});
