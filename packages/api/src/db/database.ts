import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {Kysely, PostgresDialect, SqliteDialect, sql} from 'kysely';
import {Migrator} from 'kysely/migration';
import pg from 'pg';
import type {Config} from '../config.ts';
import {migrationProvider} from './migrations.ts';
import type {Database} from './schema.ts';

// better-sqlite3 rather than node:sqlite: Kysely's SqliteDialect takes it as is (no adapter to
// maintain), version 13 ships prebuilt binaries in its tarball, and it has an online backup API.

/** Name of the SQLite file inside `DATA_DIR`. */
export const SQLITE_FILE_NAME = 'nada.db';

/** An open database: the query builder plus what the server needs around it. */
export interface Db {
  /** The query builder; the same code runs on both dialects. */
  kysely: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** Path of the SQLite file, when the dialect is SQLite. */
  sqliteFile: string | undefined;
  /** Applies pending migrations; returns the names it applied. */
  migrate(): Promise<string[]>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Closes every connection. */
  close(): Promise<void>;
}

const PG_INT8 = 20;
const PG_TIMESTAMPTZ = 1184;

// Same shapes as SQLite returns: timestamps as ISO strings, bigints (file sizes, counts) as numbers.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
    if (oid === PG_INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Opens PostgreSQL when `databaseUrl` is set, otherwise the SQLite file under `dataDir` (created if missing). */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Db {
  let kysely: Kysely<Database>;
  let sqliteFile: string | undefined;
  if (config.databaseUrl) {
    const pool = new pg.Pool({connectionString: config.databaseUrl, types: pgTypes, max: 10});
    // A connection the server closes (a PostgreSQL restart, a failover) emits 'error': on the pool
    // while it is idle, on the client itself while a query, a transaction or the sweeper's lock
    // holds it. Without a listener either would end the process (a checked-out client's did, in
    // the multi-host test). The holder's query fails instead, the pool drops the broken client when
    // it is released and the next query opens a new one, so the API and workers recover without a
    // restart of their own.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    kysely = new Kysely<Database>({dialect: new PostgresDialect({pool})});
  } else {
    mkdirSync(config.dataDir, {recursive: true});
    sqliteFile = join(config.dataDir, SQLITE_FILE_NAME);
    const database = new SqliteDatabase(sqliteFile);
    // WAL lets readers run beside the writer; busy_timeout makes a second process (the CLI next to
    // the server) wait for the write lock instead of failing at once.
    database.pragma('journal_mode = WAL');
    database.pragma('busy_timeout = 5000');
    database.pragma('foreign_keys = ON');
    kysely = new Kysely<Database>({dialect: new SqliteDialect({database})});
  }
  return {
    kysely,
    dialect: config.databaseUrl ? 'postgres' : 'sqlite',
    sqliteFile,
    async migrate() {
      const migrator = new Migrator({db: kysely, provider: migrationProvider});
      const {error, results} = await migrator.migrateToLatest();
      if (error) throw new Error('Database migration failed', {cause: error});
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    },
    async ping() {
      await sql`select 1`.execute(kysely);
    },
    close: () => kysely.destroy(),
  };
}
