import {STARTER_SOUNDS} from '@nada/audio';
import {describe, expect, it, vi} from 'vitest';
import {dialect, testApi} from '../testing/testApi.ts';
import {seedStarterSounds} from './seed.ts';

interface SoundList {
  items: {
    id: string;
    fileId: string;
    streamUrl: string;
    bpm: number | null;
    licence: string;
    published: boolean;
  }[];
  facets: {genres: {value: string; count: number}[]; categories: {value: string; count: number}[]};
}

describe(`starter set seeding (${dialect})`, () => {
  it('seeds a set once: one process at a time, resumable, and --force adds only what is missing', async () => {
    const {api, close} = await testApi();
    try {
      const deps = {db: api.nada.db.kysely, storage: api.nada.storage, ffmpegPath: 'ffmpeg'};
      const specs = STARTER_SOUNDS.filter((spec) =>
        ['kick', 'pop-groove-100', 'pad-warm-c'].includes(spec.slug),
      );
      // From a database never seeded: the PostgreSQL project's test files share one.
      await deps.db.deleteFrom('sound_seeding').execute();
      await deps.db.deleteFrom('sounds').where('starter_slug', 'is not', null).execute();
      // Two processes starting together: one renders, the other finds the lease taken.
      const [first, second] = await Promise.all([
        seedStarterSounds(deps, {specs}),
        seedStarterSounds(deps, {specs}),
      ]);
      expect([first.outcome, second.outcome].sort()).toEqual(['busy', 'done']);
      expect(first.added + second.added).toBe(3);
      expect((await seedStarterSounds(deps, {specs})).outcome).toBe('finished-before');

      const list = (await api.inject({url: '/api/sounds'})).json() as SoundList;
      expect(list.items).toHaveLength(3);
      expect(list.items.every((item) => item.published && item.licence === 'CC0-1.0')).toBe(true);
      // An admin deletes one: it stays deleted, unless seeding is forced.
      await api.nada.db.kysely.deleteFrom('sounds').where('starter_slug', '=', 'kick').execute();
      expect((await seedStarterSounds(deps, {specs})).added).toBe(0);
      expect(await seedStarterSounds(deps, {specs, force: true})).toMatchObject({added: 1, present: 2});
      const audit = await api.nada.db.kysely
        .selectFrom('sound_audit')
        .selectAll()
        .where('action', '=', 'seed')
        .execute();
      expect(audit.every((entry) => entry.actor_id === null)).toBe(true);
    } finally {
      await close();
    }
  }, 120_000);

  // The real seeding of the whole set, once (it takes both cores for about a minute): on the SQLite
  // project only, the embedded default where a fresh install starts with it.
  if (dialect === 'sqlite')
    it('lists at least 48 published starter sounds on a fresh install, and answers meanwhile', async () => {
      const {api, close} = await testApi({SOUND_LIBRARY_SEED: 'on'});
      try {
        await api.ready();
        expect((await api.inject({url: '/api/health'})).statusCode).toBe(200);
        const early = (await api.inject({url: '/api/sounds?limit=60'})).json() as SoundList;
        expect(early.items.length).toBeLessThan(STARTER_SOUNDS.length);
        await vi.waitFor(
          async () => {
            const list = (await api.inject({url: '/api/sounds?limit=60'})).json() as SoundList;
            expect(list.items.length).toBe(STARTER_SOUNDS.length);
          },
          {timeout: 400_000, interval: 1000},
        );
        const list = (await api.inject({url: '/api/sounds?limit=60'})).json() as SoundList;
        expect(list.items.length).toBeGreaterThanOrEqual(48);
        expect(list.facets.genres.map((facet) => facet.value)).toEqual(
          expect.arrayContaining(['dangdut', 'keroncong', 'pop', 'jazz']),
        );
        const kendang = (await api.inject({url: '/api/sounds?q=kendang&kind=loop'})).json() as SoundList;
        expect(kendang.items.length).toBeGreaterThanOrEqual(3);
        const played = await api.inject({url: kendang.items[0]?.streamUrl ?? ''});
        expect(played.statusCode).toBe(200);
        expect(played.headers['content-type']).toBe('audio/flac');
      } finally {
        await close();
      }
    }, 420_000);
});
