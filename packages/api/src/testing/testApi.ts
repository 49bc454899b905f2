import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {inject, it} from 'vitest';
import {loadConfig} from '../config.ts';
import type {Config} from '../config.ts';
import {createApi} from '../server.ts';
import type {Api, ApiOptions} from '../server.ts';

/** The database this test project runs on. */
export const dialect = inject('databaseUrl') ? 'postgres' : 'sqlite';

/**
 * `it`, registered in the SQLite project only: in the PostgreSQL project the test does not exist (it
 * is not a skipped test). For what a job kind does to the audio (four stems, key and tempo, a model,
 * a loop region, the names in a language): the same work on every database and store, and the
 * slowest tests of the suite (issue 43). Each kind's main test, its failures, retries, charges and
 * deletions still run on both databases, through the same storage paths.
 */
export const itOnce = (dialect === 'sqlite' ? it : () => undefined) as typeof it;

/** This test file's own PostgreSQL database (see postgresFile.ts); empty on the SQLite project. */
export const testDatabaseUrl = (): string =>
  dialect === 'postgres' ? (process.env.NADA_TEST_DATABASE_URL ?? '') : '';

// The distributed project (PostgreSQL) also keeps files in S3, on the run's local S3 server.
const s3Env = inject('s3Env') ? (JSON.parse(inject('s3Env')) as Record<string, string>) : {};

/** The storage driver this test project runs on. */
export const storageDriver = inject('s3Env') ? 's3' : 'local';

/**
 * A configuration for tests: this project's database (a new temporary SQLite folder, or the run's
 * PostgreSQL database for this file) and storage (the folder, or the run's S3 server), the demo project on the
 * emulator, no logs, in test mode (which admits the test-only variables). `env` overrides variables.
 */
export function testConfig(env: Record<string, string | undefined> = {}): {config: Config; cleanup(): void} {
  const dataDir = mkdtempSync(join(tmpdir(), 'nada-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: testDatabaseUrl() || undefined,
    FIREBASE_PROJECT_ID: 'demo-nada',
    LOG_LEVEL: 'silent',
    // Test helpers poll GET /api/jobs/:id every 50 ms, far above a real client's rate; the
    // rate-limit tests set their own limits.
    RATE_LIMIT_MAX: '100000',
    // Rendering the starter sounds takes a minute of both cores: the test that checks it asks for it.
    SOUND_LIBRARY_SEED: 'off',
    ...s3Env,
    ...(inject('s3Env') ? {FILE_URL_SECRET: 'a-test-secret-that-is-long-enough-to-pass'} : {}),
    ...env,
  });
  return {config, cleanup: () => rmSync(dataDir, {recursive: true, force: true})};
}

/** Builds an API on `testConfig(env)`; `close()` also removes its temporary folder. */
export async function testApi(
  env: Record<string, string | undefined> = {},
  options: ApiOptions = {},
): Promise<{api: Api; config: Config; close(): Promise<void>}> {
  const {config, cleanup} = testConfig(env);
  const api = await createApi(config, options);
  return {
    api,
    config,
    async close() {
      await api.close();
      cleanup();
    },
  };
}
