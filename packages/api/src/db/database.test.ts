import {randomUUID} from 'node:crypto';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {sql} from 'kysely';
import {afterEach, describe, expect, it} from 'vitest';
import {dialect, testConfig} from '../testing/testApi.ts';
import {backupSqlite} from './backup.ts';
import {openDatabase} from './database.ts';
import type {Db} from './database.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function open(env: Record<string, string | undefined> = {}): Promise<Db> {
  const {config, cleanup} = testConfig(env);
  const db = openDatabase(config);
  cleanups.push(cleanup, () => db.close());
  await db.migrate();
  return db;
}

function newUser(uid = randomUUID()) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    firebase_uid: uid,
    email: null,
    display_name: null,
    photo_key: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
}

describe(`database (${dialect})`, () => {
  it('opens the dialect the configuration names', async () => {
    const db = await open();
    expect(db.dialect).toBe(dialect);
    await expect(db.ping()).resolves.toBeUndefined();
  });

  it('applies migrations once, forward only', async () => {
    const db = await open();
    expect(await db.migrate()).toEqual([]);
  });

  it('keeps one user per Firebase uid', async () => {
    const db = await open();
    const uid = randomUUID();
    await db.kysely.insertInto('users').values(newUser(uid)).execute();
    await expect(db.kysely.insertInto('users').values(newUser(uid)).execute()).rejects.toThrow();
  });

  it('returns the same shapes on both dialects: defaults, ISO timestamps, numeric sizes', async () => {
    const db = await open();
    const user = newUser();
    await db.kysely.insertInto('users').values(user).execute();
    const row = await db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({locale: 'id', theme: 'system', is_admin: 0, created_at: user.created_at});

    const big = 5 * 1024 ** 3;
    await db.kysely
      .insertInto('files')
      .values({
        id: randomUUID(),
        owner_id: user.id,
        storage_key: `uploads/${randomUUID()}`,
        original_name: 'Lagu.mp3',
        content_type: 'audio/mpeg',
        size_bytes: big,
        sha256: 'a'.repeat(64),
        created_at: user.created_at,
        expires_at: null,
      })
      .execute();
    const file = await db.kysely
      .selectFrom('files')
      .selectAll()
      .where('owner_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(file.size_bytes).toBe(big);
  });

  it("deletes a user's file rows with the user", async () => {
    const db = await open();
    const user = newUser();
    await db.kysely.insertInto('users').values(user).execute();
    await db.kysely
      .insertInto('files')
      .values({
        id: randomUUID(),
        owner_id: user.id,
        storage_key: `uploads/${randomUUID()}`,
        original_name: 'a.wav',
        content_type: 'audio/wav',
        size_bytes: 1,
        sha256: 'b'.repeat(64),
        created_at: user.created_at,
        expires_at: null,
      })
      .execute();
    await db.kysely.deleteFrom('users').where('id', '=', user.id).execute();
    const files = await db.kysely.selectFrom('files').select('id').where('owner_id', '=', user.id).execute();
    expect(files).toEqual([]);
  });

  // Only PostgreSQL has a server that can close a connection under the process.
  if (dialect === 'postgres') {
    it('survives the server closing a connection a transaction holds, and opens a new one', async () => {
      const db = await open();
      const held = db.kysely.transaction().execute(async (trx) => {
        const {rows} = await sql<{pid: number}>`select pg_backend_pid() as pid`.execute(trx);
        const pid = rows[0]?.pid;
        await sql`select pg_terminate_backend(${pid})`.execute(db.kysely);
        // The server's goodbye reaches the held client between two of its queries: once that
        // client's 'error' had no listener and ended the process (a PostgreSQL restart did in the
        // multi-host test).
        for (;;) {
          const {rows: alive} = await sql`select 1 from pg_stat_activity where pid = ${pid}`.execute(
            db.kysely,
          );
          if (!alive.length) break;
        }
        await db.ping();
        await sql`select 1`.execute(trx);
      });
      await expect(held).rejects.toThrow();
      await expect(db.ping()).resolves.toBeUndefined();
    });
  }
});

describe('SQLite backup', () => {
  it('copies a live database, WAL included, to a new file and never overwrites one', async () => {
    const db = await open({DATABASE_URL: undefined});
    const user = newUser();
    await db.kysely.insertInto('users').values(user).execute();
    const source = db.sqliteFile ?? '';
    const target = join(source, '..', 'backup.db');

    await backupSqlite(source, target);

    const copy = new SqliteDatabase(target, {readonly: true});
    cleanups.push(() => void copy.close());
    expect(copy.pragma('integrity_check', {simple: true})).toBe('ok');
    // Besides the sound library's own account (migration 0012).
    expect(copy.prepare('select firebase_uid from users').all()).toContainEqual({
      firebase_uid: user.firebase_uid,
    });
    await expect(backupSqlite(source, target)).rejects.toThrow(/already exists/);
    expect(existsSync(target)).toBe(true);
  });
});
