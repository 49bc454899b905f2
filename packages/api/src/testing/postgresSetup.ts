import {randomBytes} from 'node:crypto';
import type {TestProject} from 'vitest/node';
import {admin} from './postgresAdmin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of this run's PostgreSQL databases (each test file's is this name plus a suffix); empty on the SQLite project. */
    databaseUrl: string;
  }
}

/**
 * Vitest global setup: names this run's databases; each test file creates its own under that name
 * (postgresFile.ts), and they are all dropped afterwards. One database per file, as SQLite's
 * temporary folder per file: two files running side by side once shared one, and the sound
 * library's listing counted the sounds another file had just published.
 */
export default async function setup(project: TestProject) {
  const name = `nada_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  // No catch: PostgreSQL being unreachable must fail the run, not skip it.
  await admin('select 1');
  project.provide('databaseUrl', name);
  return async () => {
    const {rows} = await admin('select datname from pg_database where left(datname, length($1)) = $1', [
      name,
    ]);
    for (const {datname} of rows as {datname: string}[])
      await admin(`drop database if exists "${datname}" with (force)`);
  };
}
