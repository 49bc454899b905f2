import {existsSync} from 'node:fs';
import {cp, mkdir, readFile, readdir, rename, stat, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type {Config} from '../config.ts';
import {backupSqlite} from '../db/backup.ts';
import {openDatabase, SQLITE_FILE_NAME} from '../db/database.ts';
import {FILE_URL_SECRET_FILE} from '../files/signedUrl.ts';

/** The file in a backup folder that says what it holds (and that it is one). */
export const MANIFEST_FILE = 'nada-backup.json';

/** What `nada backup` wrote, as `nada-backup.json` records it. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** Migrations applied to the copied database: a restore refuses a backup newer than its code. */
  migrations: string[];
  /** Row counts of the main tables, to compare after a restore. */
  rows: Record<string, number>;
  /** Every copied file under `files/`, with its size in bytes. */
  files: Array<{path: string; bytes: number}>;
  /** File rows whose content was missing when the copy was taken (deleted meanwhile, or lost before). */
  missingContent: string[];
}

const COUNTED_TABLES = ['users', 'files', 'jobs', 'playlists', 'playlist_items', 'credit_ledger'] as const;

type EmbeddedConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'storage'>;

/** Refuses the distributed set-up, whose backups are PostgreSQL's and the bucket's (docs/operations.md). */
function embeddedOnly(config: EmbeddedConfig, command: string): string {
  if (config.databaseUrl)
    throw new BackupError(
      `DATABASE_URL is set: ${command} is for the embedded default; use pg_dump (docs/operations.md)`,
    );
  if (config.storage.driver !== 'local')
    throw new BackupError(
      `S3_BUCKET is set: ${command} is for the embedded default; use bucket versioning (docs/operations.md)`,
    );
  return config.storage.directory;
}

/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/**
 * `nada backup <dir>`: the SQLite database through its online backup API (safe while the server
 * runs), then the files folder and the generated file URL secret, into a new folder `target`, with
 * a manifest. The database is copied first: a file uploaded during the copy is an extra file, never
 * a row without content; content deleted meanwhile is listed in `missingContent`.
 */
export async function backupEmbedded(config: EmbeddedConfig, target: string): Promise<BackupManifest> {
  const filesDir = embeddedOnly(config, 'nada backup');
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose a new folder`);
  const db = openDatabase(config);
  // Migrating first also creates the database on a fresh machine, so a backup always has a schema.
  await db.migrate().finally(() => db.close());
  await mkdir(target, {recursive: true});
  const databaseCopy = join(target, SQLITE_FILE_NAME);
  await backupSqlite(join(config.dataDir, SQLITE_FILE_NAME), databaseCopy);
  if (existsSync(filesDir)) await cp(filesDir, join(target, 'files'), {recursive: true});
  else await mkdir(join(target, 'files'));
  const secret = join(config.dataDir, FILE_URL_SECRET_FILE);
  if (existsSync(secret)) await cp(secret, join(target, FILE_URL_SECRET_FILE));
  const files = await listFiles(join(target, 'files'));
  const present = new Set(files.map((file) => file.path));
  const snapshot = readSnapshot(databaseCopy);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    migrations: snapshot.migrations,
    rows: snapshot.rows,
    files,
    missingContent: snapshot.storageKeys.filter((key) => !present.has(key)),
  };
  await writeFile(join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * `nada restore <dir>`: checks the backup (manifest, database integrity, every listed file and its
 * size), then puts its database, files and secret into `DATA_DIR` and applies newer migrations.
 * Run it with the server stopped. A data folder that already holds a database is refused unless
 * `replace` is set; then its database, files and secret are moved aside into `DATA_DIR/replaced-<time>`.
 */
export async function restoreEmbedded(
  config: EmbeddedConfig,
  source: string,
  options: {replace?: boolean} = {},
): Promise<{manifest: BackupManifest; movedAside: string | undefined}> {
  const filesDir = embeddedOnly(config, 'nada restore');
  const manifest = await readManifest(source);
  const databaseCopy = join(source, SQLITE_FILE_NAME);
  // Checks the copy's integrity before anything in DATA_DIR is touched.
  readSnapshot(databaseCopy);
  for (const file of manifest.files) {
    const bytes = await stat(join(source, 'files', file.path)).then(
      (info) => info.size,
      () => -1,
    );
    if (bytes !== file.bytes)
      throw new BackupError(`${source} is damaged: files/${file.path} is missing or changed`);
  }
  const live = join(config.dataDir, SQLITE_FILE_NAME);
  const parts = [
    SQLITE_FILE_NAME,
    `${SQLITE_FILE_NAME}-wal`,
    `${SQLITE_FILE_NAME}-shm`,
    FILE_URL_SECRET_FILE,
  ];
  let movedAside: string | undefined;
  if (existsSync(live) || existsSync(filesDir)) {
    if (!options.replace)
      throw new BackupError(
        `${config.dataDir} already holds data; stop the server and add --replace to move it aside`,
      );
    movedAside = join(config.dataDir, `replaced-${new Date().toISOString().replaceAll(':', '-')}`);
    await mkdir(movedAside, {recursive: true});
    for (const name of parts)
      if (existsSync(join(config.dataDir, name)))
        await rename(join(config.dataDir, name), join(movedAside, name));
    if (existsSync(filesDir)) await rename(filesDir, join(movedAside, 'files'));
  }
  await mkdir(config.dataDir, {recursive: true});
  await cp(databaseCopy, live);
  await cp(join(source, 'files'), filesDir, {recursive: true});
  if (existsSync(join(source, FILE_URL_SECRET_FILE)))
    await cp(join(source, FILE_URL_SECRET_FILE), join(config.dataDir, FILE_URL_SECRET_FILE));
  // A backup from an older version gets this version's migrations, as an upgrade would.
  const db = openDatabase(config);
  await db.migrate().finally(() => db.close());
  return {manifest, movedAside};
}

async function readManifest(source: string): Promise<BackupManifest> {
  const text = await readFile(join(source, MANIFEST_FILE), 'utf8').catch(() => {
    throw new BackupError(`${source} is not a Nada backup (no ${MANIFEST_FILE})`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1)
    throw new BackupError(`${source} has an unknown backup format ${manifest.format}`);
  return manifest;
}

/** Reads what the manifest records from a copied database, checking its integrity first. */
function readSnapshot(file: string): {
  migrations: string[];
  rows: Record<string, number>;
  storageKeys: string[];
} {
  if (!existsSync(file)) throw new BackupError(`No database at ${file}`);
  const database = new SqliteDatabase(file, {readonly: true, fileMustExist: true});
  try {
    const check = database.pragma('integrity_check', {simple: true});
    if (check !== 'ok') throw new BackupError(`${file} is damaged: ${String(check)}`);
    const migrations = (
      database.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as Array<{name: string}>
    ).map((row) => row.name);
    const rows = Object.fromEntries(
      COUNTED_TABLES.map((table) => [
        table,
        (database.prepare(`SELECT count(*) AS n FROM ${table}`).get() as {n: number}).n,
      ]),
    );
    const storageKeys = (
      database.prepare('SELECT storage_key FROM files ORDER BY storage_key').all() as Array<{
        storage_key: string;
      }>
    ).map((row) => row.storage_key);
    return {migrations, rows, storageKeys};
  } finally {
    database.close();
  }
}

async function listFiles(root: string): Promise<Array<{path: string; bytes: number}>> {
  const entries = await readdir(root, {recursive: true, withFileTypes: true});
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const full = join(entry.parentPath, entry.name);
        return {path: relative(root, full), bytes: (await stat(full)).size};
      }),
  );
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
