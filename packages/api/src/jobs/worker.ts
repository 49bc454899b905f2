import {pathToFileURL} from 'node:url';
import {pino} from 'pino';
import type {DestinationStream} from 'pino';
import {resolve} from 'node:path';
import type {Config} from '../config.ts';
import {openDatabase} from '../db/database.ts';
import {installPlanCatalogue} from '../plans/plans.ts';
import {openStorage} from '../storage/openStorage.ts';
import {startSweeper} from '../sweeper/sweeper.ts';
import {createJobSystem} from './jobSystem.ts';
import {defaultJobRegistry} from './kinds/defaultKinds.ts';
import type {DefaultKindsConfig} from './kinds/defaultKinds.ts';
import {startWorkerServer} from '../metrics/workerServer.ts';
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
  /** Where the startup line goes (plain text). @default stderr */
  log?: (line: string) => void;
  /** Where the structured JSON log lines go. @default stdout */
  logStream?: DestinationStream;
}

/**
 * Nada's own kinds plus those of `kindModules` (paths or URLs exporting `registerJobKinds`): what
 * `nada worker --kinds` runs, and what the API started with the same `--kinds` accepts.
 */
export async function jobRegistryWith(
  config: DefaultKindsConfig,
  kindModules: readonly string[],
): Promise<JobRegistry> {
  const registry = defaultJobRegistry(config);
  for (const specifier of kindModules) {
    const url = /^[a-z]+:/.test(specifier) ? specifier : pathToFileURL(resolve(specifier)).href;
    const loaded = (await import(url)) as Partial<JobKindsModule>;
    if (typeof loaded.registerJobKinds !== 'function')
      throw new Error(`${specifier} exports no registerJobKinds`);
    loaded.registerJobKinds(registry);
  }
  return registry;
}

/**
 * `nada worker`: takes jobs of Nada's kinds (`defaultJobRegistry`) and of `kindModules` from the BullMQ
 * queue on `REDIS_URL` until `signal` aborts. Any
 * number of these run on any machines that share the database, Redis and storage.
 */
export async function runWorker(config: Config, options: RunWorkerOptions): Promise<void> {
  if (!config.redisUrl)
    throw new Error('nada worker needs REDIS_URL (the embedded default runs jobs inside the API)');
  const registry = await jobRegistryWith(config, options.kindModules);
  const db = openDatabase(config);
  const files = openStorage(config.storage);
  const print = options.log ?? ((line: string) => console.error(line));
  // JSON lines like the API's: every line about a job carries its jobId.
  const log = pino({level: config.logLevel, base: {role: 'worker', pid: process.pid}}, options.logStream);
  // The jobs this worker runs keep to the same plans (quotas, retention, longest songs) as the APIs.
  const restorePlans = installPlanCatalogue(config.plans);
  try {
    await db.migrate();
    const jobs = createJobSystem({
      config,
      db,
      registry,
      services: {db: db.kysely, storage: files.storage},
      role: 'worker',
      log,
    });
    // Workers sweep too, so retention holds with API machines alone or workers alone; the
    // sweep's advisory lock lets one process at a time do it.
    const sweeper = startSweeper({
      db,
      storage: files.storage,
      intervalMs: config.sweepIntervalMs,
      jobEventRetentionDays: config.jobEventRetentionDays,
      log,
    });
    const server = config.metricsPort
      ? await startWorkerServer({
          port: config.metricsPort,
          host: config.host,
          access: config.metrics,
          db,
          ready: async () => {
            await Promise.all([db.ping(), jobs.ping(), files.storage.ping()]);
          },
        })
      : undefined;
    print(`nada worker ${process.pid} running kinds: ${registry.kinds().join(', ') || '(none)'}`);
    await new Promise<void>((done) => {
      if (options.signal.aborted) done();
      options.signal.addEventListener('abort', () => done(), {once: true});
    });
    await server?.close();
    await sweeper.close();
    await jobs.close();
  } finally {
    await db.close();
    files.close();
    restorePlans();
  }
}
