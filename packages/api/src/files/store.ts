import type {Kysely} from 'kysely';
import {keysetPage} from '../db/keysetPage.ts';
import type {KeysetPage} from '../db/keysetPage.ts';
import type {Database, FileRow, NewFileRow} from '../db/schema.ts';

/** A file as the API presents it to its owner. */
export interface FileView {
  id: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  durationSeconds: number | null;
  codec: string | null;
  channels: number | null;
  sampleRateHz: number | null;
  createdAt: string;
  expiresAt: string | null;
}

/** The presentation of a `files` row: no storage key, no owner id. */
export function presentFile(row: FileRow): FileView {
  return {
    id: row.id,
    name: row.original_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    durationSeconds: row.duration_seconds,
    codec: row.codec,
    channels: row.channels,
    sampleRateHz: row.sample_rate_hz,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** Inserts a file row and answers it as read back. */
export async function insertFile(db: Kysely<Database>, row: NewFileRow): Promise<FileRow> {
  await db.insertInto('files').values(row).execute();
  return await db.selectFrom('files').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
}

/** The file `id` if `ownerId` owns it; someone else's file is as absent as a missing one. */
export function findOwnedFile(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<FileRow | undefined> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** The file `id` whoever owns it, for URLs whose signature already authorised the request. */
export function findFile(db: Kysely<Database>, id: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the row of `ownerId`'s file `id` and answers it, or undefined when there was none. */
export function deleteOwnedFile(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<FileRow | undefined> {
  return db
    .deleteFrom('files')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .returningAll()
    .executeTakeFirst();
}

/** One page of a user's files, newest first, and the cursor of the next page (null on the last). */
export function listFiles(
  db: Kysely<Database>,
  ownerId: string,
  page: {limit: number; cursor: string | undefined},
): Promise<KeysetPage<FileRow>> {
  return keysetPage(db.selectFrom('files').selectAll().where('owner_id', '=', ownerId), page);
}
