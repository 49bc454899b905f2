import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {runCli, UsageError} from './cli.ts';
import type {Api} from './server.ts';
import {signIn, signUp} from './testing/emulatorUsers.ts';
import {dialect, testApi, testConfig} from './testing/testApi.ts';

let api: Api;
let close: () => Promise<void>;
let config: Awaited<ReturnType<typeof testApi>>['config'];
beforeAll(async () => {
  ({api, close, config} = await testApi());
});
afterAll(() => close());

const profile = async (token: string) =>
  (await api.inject({url: '/api/me', headers: {authorization: `Bearer ${token}`}})).json();

describe(`nada CLI (${dialect})`, () => {
  it('grants and revokes the admin claim, which /api/me then reports', async () => {
    const user = await signUp();
    await api.nada.auth.setCustomUserClaims(user.uid, {plan: 'pro'});
    expect((await profile(await signIn(user))).isAdmin).toBe(false);

    expect(await runCli(['admin', 'grant', user.email], config)).toContain('is now an admin');
    expect((await profile(await signIn(user))).isAdmin).toBe(true);
    expect((await api.nada.auth.getUser(user.uid)).customClaims).toEqual({plan: 'pro', admin: true});

    expect(await runCli(['admin', 'revoke', user.email], config)).toContain('no longer an admin');
    expect((await profile(await signIn(user))).isAdmin).toBe(false);
    expect((await api.nada.auth.getUser(user.uid)).customClaims).toEqual({plan: 'pro'});
    const row = await api.nada.db.kysely
      .selectFrom('users')
      .select('is_admin')
      .where('firebase_uid', '=', user.uid)
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(0);
  });

  it('says so when no user has the email', async () => {
    await expect(runCli(['admin', 'grant', 'nobody@example.com'], config)).rejects.toThrow(
      'No Firebase user has the email nobody@example.com',
    );
  });

  it('migrates the database', async () => {
    expect(await runCli(['db', 'migrate'], config)).toBe('The database is up to date.');
  });

  it('backs the SQLite file up, and points PostgreSQL users to pg_dump', async () => {
    const sqlite = testConfig({DATABASE_URL: undefined});
    try {
      const target = join(sqlite.config.dataDir, 'backup.db');
      expect(await runCli(['db', 'backup', target], sqlite.config)).toContain('Backed up');
      expect(existsSync(target)).toBe(true);
    } finally {
      sqlite.cleanup();
    }
    const postgres = {...config, databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres'};
    await expect(runCli(['db', 'backup', '/tmp/x.db'], postgres)).rejects.toThrow(/pg_dump/);
  });

  it.each([[[]], [['admin', 'grant']], [['db', 'drop']]])('refuses a bad command line %j', async (args) => {
    await expect(runCli(args, config)).rejects.toBeInstanceOf(UsageError);
  });
});
