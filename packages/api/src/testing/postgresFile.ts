import {randomBytes} from 'node:crypto';
import {inject} from 'vitest';
import {admin, databaseUrlOf} from './postgresAdmin.ts';

// Vitest setup file of the PostgreSQL project: a new, empty database for this test file (named
// after the run's, which postgresSetup.ts drops with the others at the end). testApi migrates it.
const run = inject('databaseUrl');
if (run) {
  const name = `${run}_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"`);
  process.env.NADA_TEST_DATABASE_URL = databaseUrlOf(name);
}
