import {randomUUID} from 'node:crypto';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {STARTER_SOUNDS, renderStarterSound, throwIfAborted} from '@nada/audio';
import type {StarterSoundSpec} from '@nada/audio';
import type {FastifyBaseLogger} from 'fastify';
import type {LibraryDeps} from './library.ts';
import {addSound} from './library.ts';
import {starterSlugs} from './store.ts';

/** The `sound_seeding` row of the starter set. */
const SEEDING_ID = 'starter';

/** How long a seeding process holds the lease without renewing it (after a crash, another takes over). */
const LEASE_MS = 2 * 60_000;

/** What seeding needs besides the library's database and storage. */
export interface SeedOptions {
  /** @default 'fluidsynth' */
  fluidsynthPath?: string;
  /** Seeds again even when the set was finished once (adds the starter sounds that are missing). */
  force?: boolean;
  /** Sounds rendered at once. @default 2 */
  concurrency?: number;
  /** The set to seed. @default STARTER_SOUNDS */
  specs?: readonly StarterSoundSpec[];
  signal?: AbortSignal;
  /** Called after each sound is stored. */
  onSound?: (slug: string) => void;
}

/** What a seeding run did. */
export interface SeedResult {
  /** 'done': this run finished the set; 'finished-before': nothing to do; 'busy': another process holds the lease. */
  outcome: 'done' | 'finished-before' | 'busy';
  added: number;
  /** Starter sounds that were there already. */
  present: number;
  seconds: number;
}

/**
 * Seeds the starter library once per database: renders every starter sound that is not there yet
 * (two at a time), analyses it and adds it published, licensed CC0, then marks the set finished,
 * so a sound an admin deletes later is not brought back (unless `force`). Resumable: a run cut short
 * leaves the sounds it stored, and the next run renders only the others. Across processes a lease
 * in `sound_seeding` lets one seed at a time; the others answer 'busy'.
 */
export async function seedStarterSounds(
  deps: LibraryDeps & LibraryTools,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const {db} = deps;
  const me = randomUUID();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  await db
    .insertInto('sound_seeding')
    .values({id: SEEDING_ID, lease_owner: null, lease_until: null, finished_at: null})
    .onConflict((c) => c.column('id').doNothing())
    .execute();
  const state = await db
    .selectFrom('sound_seeding')
    .selectAll()
    .where('id', '=', SEEDING_ID)
    .executeTakeFirstOrThrow();
  if (state.finished_at && !options.force)
    return {outcome: 'finished-before', added: 0, present: 0, seconds: seconds()};

  /** Takes or renews the lease; false when another live process holds it. */
  const lease = async () => {
    const now = new Date();
    const result = await db
      .updateTable('sound_seeding')
      .set({lease_owner: me, lease_until: new Date(now.getTime() + LEASE_MS).toISOString()})
      .where('id', '=', SEEDING_ID)
      .where((eb) =>
        eb.or([
          eb('lease_owner', 'is', null),
          eb('lease_owner', '=', me),
          eb('lease_until', '<', now.toISOString()),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  };
  if (!(await lease())) return {outcome: 'busy', added: 0, present: 0, seconds: seconds()};

  const specs = options.specs ?? STARTER_SOUNDS;
  const present = await starterSlugs(db);
  const missing = specs.filter((spec) => !present.has(spec.slug));
  const folder = await mkdtemp(join(tmpdir(), 'nada-starter-'));
  let added = 0;
  try {
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        const spec = missing[next++];
        if (!spec) break;
        throwIfAborted(options.signal);
        if (await seedOne(deps, spec, folder, options)) added++;
        await lease();
        options.onSound?.(spec.slug);
      }
    };
    await Promise.all(Array.from({length: Math.max(1, options.concurrency ?? 2)}, worker));
    await db
      .updateTable('sound_seeding')
      .set({finished_at: new Date().toISOString(), lease_owner: null, lease_until: null})
      .where('id', '=', SEEDING_ID)
      .execute();
  } catch (error) {
    // Handed back, so the next start (or another process) carries on at once.
    await db
      .updateTable('sound_seeding')
      .set({lease_owner: null, lease_until: null})
      .where('id', '=', SEEDING_ID)
      .where('lease_owner', '=', me)
      .execute()
      .catch(() => undefined);
    throw error;
  } finally {
    await rm(folder, {recursive: true, force: true});
  }
  return {outcome: 'done', added, present: present.size, seconds: seconds()};
}

/** The binaries seeding renders with. */
export interface LibraryTools {
  fluidsynthPath?: string;
}

async function seedOne(
  deps: LibraryDeps & LibraryTools,
  spec: StarterSoundSpec,
  folder: string,
  options: SeedOptions,
): Promise<boolean> {
  const path = join(folder, `${spec.slug}.flac`);
  try {
    const {analysis} = await renderStarterSound(spec, {
      outPath: path,
      ffmpegPath: deps.ffmpegPath,
      ...((options.fluidsynthPath ?? deps.fluidsynthPath)
        ? {fluidsynthPath: options.fluidsynthPath ?? deps.fluidsynthPath}
        : {}),
      ...(options.signal ? {signal: options.signal} : {}),
    });
    const row = await addSound(
      deps,
      {
        path,
        fileName: `nada-${spec.slug}.flac`,
        contentType: 'audio/flac',
        analysis,
        fields: {
          title_id: spec.title.id,
          title_en: spec.title.en,
          category: spec.category,
          genre: spec.genre,
          tags: [...new Set(spec.tags)].join(' '),
          mood: spec.mood,
          // As written: the analysis is checked against these (starterSounds.test.ts), not stored over them.
          bpm: spec.bpm,
          musical_key: spec.key,
          licence: 'CC0-1.0',
          kind: spec.kind,
          published: 1,
          starter_slug: spec.slug,
        },
      },
      {actor: null, action: 'seed'},
    );
    return row !== undefined;
  } finally {
    await rm(path, {force: true});
  }
}

/** A seeding run in the background: `close()` stops it (what was stored stays) and waits for it. */
export interface BackgroundSeeding {
  /** Resolves with the run's result, or undefined when it failed or was stopped (logged). */
  done: Promise<SeedResult | undefined>;
  close(): Promise<void>;
}

/** Starts `seedStarterSounds` without waiting for it; the API answers meanwhile. */
export function startSeeding(deps: LibraryDeps & LibraryTools, log: FastifyBaseLogger): BackgroundSeeding {
  const controller = new AbortController();
  const done = seedStarterSounds(deps, {signal: controller.signal}).then(
    (result) => {
      if (result.outcome === 'done')
        log.info({added: result.added, seconds: result.seconds}, 'sound library starter set seeded');
      return result;
    },
    (error: unknown) => {
      if (!controller.signal.aborted) log.error({err: error}, 'seeding the sound library failed');
      return undefined;
    },
  );
  return {
    done,
    async close() {
      controller.abort(new Error('The API is closing.'));
      await done;
    },
  };
}
