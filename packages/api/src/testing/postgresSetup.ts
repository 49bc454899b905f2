import {randomBytes} from 'node:crypto';
import pg from 'pg';
import type {TestProject} from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL URL of this run's database; empty on the SQLite project. */
    databaseUrl: string;
  }
}

/** Server the test databases are created on; `NADA_TEST_POSTGRES_URL` points elsewhere. */
const adminUrl = process.env.NADA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Vitest global setup: creates a fresh database for this run and drops it afterwards. */
export default async function setup(project: TestProject) {
  const name = `nada_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  // No catch: PostgreSQL being unreachable must fail the run, not skip it.
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  project.provide('databaseUrl', url.toString());
  return () => admin(`drop database if exists ${name} with (force)`);
}

async function admin(statement: string) {
  const client = new pg.Client({connectionString: adminUrl, connectionTimeoutMillis: 5000});
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
