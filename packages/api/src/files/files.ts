import type {Kysely} from 'kysely';
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
export async function listFiles(
  db: Kysely<Database>,
  ownerId: string,
  {limit, cursor}: {limit: number; cursor: string | undefined},
): Promise<{rows: FileRow[]; nextCursor: string | null}> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  let query = db.selectFrom('files').selectAll().where('owner_id', '=', ownerId);
  if (after) {
    // Keyset pagination on (created_at, id): stable while files are added or removed meanwhile.
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor({createdAt: last.created_at, id: last.id}) : null,
  };
}

interface Cursor {
  createdAt: string;
  id: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** Throws a RangeError for a cursor this API did not make. */
export function decodeCursor(cursor: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value as unknown[];
      if (typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && typeof id === 'string') {
        return {createdAt, id};
      }
    }
  } catch {
    // Falls through to the RangeError below.
  }
  throw new RangeError('Not a page cursor');
}
