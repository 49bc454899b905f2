import {pathToFileURL} from 'node:url';
import {resolve} from 'node:path';
import type {Config} from '../config.ts';
import {openDatabase} from '../db/database.ts';
import {openStorage} from '../storage/openStorage.ts';
import {startSweeper} from '../sweeper/sweeper.ts';
import {createJobSystem} from './jobSystem.ts';
import {defaultJobRegistry} from './kinds/defaultKinds.ts';
import type {JobRegistry} from './registry.ts';

/** A module that adds job kinds: `nada worker --kinds <module>` imports it and calls this export. */
export interface JobKindsModule {
  registerJobKinds(registry: JobRegistry): void;
}

/** What `runWorker` needs besides the configuration. */
export interface RunWorkerOptions {
  /** Modules (paths or URLs) exporting `registerJobKinds`, loaded into the worker's registry besides Nada's own kinds. */
  kindModules: readonly string[];
  /** Aborting stops taking jobs, lets the running ones finish, and resolves. */
  signal: AbortSignal;
  log?: (line: string) => void;
}

/**
 * `nada worker`: takes jobs of Nada's kinds (`separate`) and of `kindModules` from the BullMQ
 * queue on `REDIS_URL` until `signal` aborts. Any
 * number of these run on any machines that share the database, Redis and storage.
 */
export async function runWorker(config: Config, options: RunWorkerOptions): Promise<void> {
  if (!config.redisUrl)
    throw new Error('nada worker needs REDIS_URL (the embedded default runs jobs inside the API)');
  const registry = defaultJobRegistry(config);
  for (const specifier of options.kindModules) {
    const url = /^[a-z]+:/.test(specifier) ? specifier : pathToFileURL(resolve(specifier)).href;
    const loaded = (await import(url)) as Partial<JobKindsModule>;
    if (typeof loaded.registerJobKinds !== 'function')
      throw new Error(`${specifier} exports no registerJobKinds`);
    loaded.registerJobKinds(registry);
  }
  const db = openDatabase(config);
  const files = openStorage(config.storage);
  const print = options.log ?? ((line: string) => console.error(line));
  try {
    await db.migrate();
    const jobs = createJobSystem({
      config,
      db,
      registry,
      services: {db: db.kysely, storage: files.storage},
      role: 'worker',
      log: {
        warn: (object, message) => print(`warn: ${message} ${JSON.stringify(object, errorFields)}`),
        error: (object, message) => print(`error: ${message} ${JSON.stringify(object, errorFields)}`),
      },
    });
    // Workers sweep too, so retention holds with API machines alone or workers alone; the
    // sweep's advisory lock lets one process at a time do it.
    const sweeper = startSweeper({
      db,
      storage: files.storage,
      intervalMs: config.sweepIntervalMs,
      jobEventRetentionDays: config.jobEventRetentionDays,
      log: {
        info: (object, message) => print(`info: ${message} ${JSON.stringify(object)}`),
        warn: (object, message) => print(`warn: ${message} ${JSON.stringify(object, errorFields)}`),
      },
    });
    print(`nada worker ${process.pid} running kinds: ${registry.kinds().join(', ') || '(none)'}`);
    await new Promise<void>((done) => {
      if (options.signal.aborted) done();
      options.signal.addEventListener('abort', () => done(), {once: true});
    });
    await sweeper.close();
    await jobs.close();
  } finally {
    await db.close();
    files.close();
  }
}

// Errors stringify to {} by default; logs want their message and code.
function errorFields(_key: string, value: unknown) {
  return value instanceof Error
    ? {name: value.name, message: value.message, code: (value as {code?: unknown}).code}
    : value;
}
