import {existsSync} from 'node:fs';
import SqliteDatabase from 'better-sqlite3';

/** Copies a live SQLite database to `target` with SQLite's online backup API (safe while the server writes). */
export async function backupSqlite(sourceFile: string, target: string): Promise<void> {
  if (!existsSync(sourceFile)) throw new Error(`No database at ${sourceFile}`);
  // Refuse to overwrite: a backup that silently replaces an older one is a lost backup.
  if (existsSync(target)) throw new Error(`${target} already exists; choose a new file name`);
  // Not opened read-only: a read-only connection cannot create the WAL index when no other process has.
  const source = new SqliteDatabase(sourceFile, {fileMustExist: true});
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
}
