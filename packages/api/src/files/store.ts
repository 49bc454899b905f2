import {sql} from 'kysely';
import type {Kysely, Transaction} from 'kysely';
import {keysetPage} from '../db/keysetPage.ts';
import type {KeysetPage} from '../db/keysetPage.ts';
import type {Database, FileRow, NewFileRow} from '../db/schema.ts';
import {isPostgres} from '../db/dialect.ts';

/**
 * Inserts a file row and answers it as read back. With `reservationId`, the storage reservation the
 * file was stored under goes in the same transaction: its bytes are counted once, as the file's.
 */
export async function insertFile(
  db: Kysely<Database>,
  row: NewFileRow,
  reservationId?: string,
): Promise<FileRow> {
  if (reservationId)
    await db.transaction().execute(async (trx) => {
      // Under the owner's lock, so a reservation being counted never sees both the file and its
      // reservation, or neither (PostgreSQL reads each statement at its own moment).
      await lockStorageOf(trx, row.owner_id);
      await trx.insertInto('files').values(row).execute();
      await trx.deleteFrom('storage_reservations').where('id', '=', reservationId).execute();
    });
  else await db.insertInto('files').values(row).execute();
  return await db.selectFrom('files').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
}

/** The bytes `ownerId` keeps in storage: every file of theirs, uploads and job results alike. */
export async function storedBytesOf(
  db: Kysely<Database>,
  ownerId: string,
  excludingFileIds: readonly string[] = [],
): Promise<number> {
  let query = db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size_bytes'), eb.lit(0)).as('total'))
    .where('owner_id', '=', ownerId);
  if (excludingFileIds.length) query = query.where('id', 'not in', excludingFileIds);
  const {total} = await query.executeTakeFirstOrThrow();
  // PostgreSQL sums bigints as numeric, which pg hands over as a string.
  return Number(total);
}

/** A claim on part of a user's storage quota, for bytes not stored yet (see `reserveStorage`). */
export interface StorageReservation {
  /** `upload:<upload id>` or `job:<job id>:<what>`; reserving the same id again replaces the claim. */
  id: string;
  ownerId: string;
  bytes: number;
  /** When the claim stops counting if nothing removed it (from sweeper/retention.ts). */
  expiresAt: string;
  /** Files the reserved content will replace (a retried job's results): not counted beside it. */
  replacingFileIds?: readonly string[];
}

/**
 * Reserves `reservation.bytes` of its owner's storage if their files, their other unexpired
 * reservations and these bytes stay within `quotaBytes`, and answers whether it did. One owner's
 * reservations never interleave: PostgreSQL takes a transaction-scoped advisory lock on the owner,
 * and on SQLite the first statement writes, which takes the database's single write lock. An earlier
 * reservation under the same id is removed either way (a refused upload or job keeps no claim).
 */
export async function reserveStorage(
  db: Kysely<Database>,
  reservation: StorageReservation,
  quotaBytes: number,
  now: Date = new Date(),
): Promise<boolean> {
  const {id, ownerId, bytes, expiresAt} = reservation;
  const at = now.toISOString();
  return await db.transaction().execute(async (trx) => {
    await lockStorageOf(trx, ownerId);
    await trx
      .deleteFrom('storage_reservations')
      .where('owner_id', '=', ownerId)
      .where((eb) => eb.or([eb('id', '=', id), eb('expires_at', '<=', at)]))
      .execute();
    const stored = await storedBytesOf(trx, ownerId, reservation.replacingFileIds);
    const {held} = await trx
      .selectFrom('storage_reservations')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('bytes'), eb.lit(0)).as('held'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    if (stored + Number(held) + bytes > quotaBytes) return false;
    await trx
      .insertInto('storage_reservations')
      .values({id, owner_id: ownerId, bytes, created_at: at, expires_at: expiresAt})
      .execute();
    return true;
  });
}

async function lockStorageOf(trx: Transaction<Database>, ownerId: string): Promise<void> {
  if (isPostgres(trx))
    await sql`select pg_advisory_xact_lock(hashtext(${`nada:storage:${ownerId}`}))`.execute(trx);
}

/** Removes the storage reservation `id` (its bytes were stored, or will not be). */
export async function releaseStorage(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('storage_reservations').where('id', '=', id).execute();
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

/**
 * A file of `ownerId` with exactly this content (`sha256` and type) that is not due to expire before
 * `until`, so identical content made again (a probed link's thumbnail) is not stored twice.
 */
export function findOwnedFileByContent(
  db: Kysely<Database>,
  ownerId: string,
  content: {sha256: string; contentType: string},
  until: string,
): Promise<FileRow | undefined> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('sha256', '=', content.sha256)
    .where('content_type', '=', content.contentType)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', until)]))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Renames `ownerId`'s file `id` and answers it as renamed, or undefined when they own no such file. */
export async function renameOwnedFile(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
  name: string,
): Promise<FileRow | undefined> {
  const result = await db
    .updateTable('files')
    .set({original_name: name})
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findOwnedFile(db, ownerId, id);
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

/**
 * The files among `ids` that belong to `ownerId` (or to one of several owners), in no particular
 * order: a forged or foreign id is left out, so a job never reaches someone else's file.
 */
export function findOwnedFiles(
  db: Kysely<Database>,
  ownerId: string | readonly string[],
  ids: readonly string[],
): Promise<FileRow[]> {
  if (!ids.length) return Promise.resolve([]);
  const owners = typeof ownerId === 'string' ? [ownerId] : ownerId;
  return db.selectFrom('files').selectAll().where('owner_id', 'in', owners).where('id', 'in', ids).execute();
}

/** Deletes the rows of `ownerId`'s files among `ids`; the caller deletes their content first. */
export async function deleteOwnedFiles(
  db: Kysely<Database>,
  ownerId: string,
  ids: readonly string[],
): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('files').where('owner_id', '=', ownerId).where('id', 'in', ids).execute();
}

/** The storage keys of every file `ownerId` has, for account deletion. */
export async function ownedFileKeys(db: Kysely<Database>, ownerId: string): Promise<string[]> {
  const rows = await db.selectFrom('files').select('storage_key').where('owner_id', '=', ownerId).execute();
  return rows.map((row) => row.storage_key);
}

/** Deletes every file row of `ownerId` (account deletion, after their content). */
export async function deleteAllOwnedFiles(db: Kysely<Database>, ownerId: string): Promise<void> {
  await db.deleteFrom('files').where('owner_id', '=', ownerId).execute();
}

/**
 * Stores the row of a file a job wrote. A repeated run (a retry or a takeover) writes the same id
 * again: the row keeps its expiry and takes the new content's facts. With `reservationId`, the
 * reservation it was stored under shrinks by its size in the same transaction.
 */
export async function saveResultFile(
  db: Kysely<Database>,
  row: NewFileRow,
  reservationId?: string,
): Promise<void> {
  const facts = {
    size_bytes: row.size_bytes,
    sha256: row.sha256,
    duration_seconds: row.duration_seconds ?? null,
    codec: row.codec ?? null,
    channels: row.channels ?? null,
    sample_rate_hz: row.sample_rate_hz ?? null,
  };
  const upsert = (into: Kysely<Database>) =>
    into
      .insertInto('files')
      .values(row)
      .onConflict((c) => c.column('id').doUpdateSet(facts))
      .execute();
  if (!reservationId) {
    await upsert(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await lockStorageOf(trx, row.owner_id);
    await upsert(trx);
    // The file now counts as itself: its share of the reservation it was stored under is given back.
    const size = Number(row.size_bytes);
    await trx
      .updateTable('storage_reservations')
      .set({bytes: sql<number>`case when bytes > ${size} then bytes - ${size} else 0 end`})
      .where('id', '=', reservationId)
      .execute();
  });
}

/** Moves the expiry of `ownerId`'s files among `ids` to `expiresAt`, where it is sooner or unset. */
export async function extendFileExpiry(
  db: Kysely<Database>,
  ownerId: string,
  ids: readonly string[],
  expiresAt: string,
): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('files')
    .set({expires_at: expiresAt})
    .where('owner_id', '=', ownerId)
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '<', expiresAt)]))
    .execute();
}

/** A file whose retention has ended, as the sweeper reads it. */
export type ExpiredFile = Pick<FileRow, 'id' | 'storage_key' | 'expires_at'>;

/** Up to `limit` files that expired before `at`, by (expiry, id), after the keyset position `after`. */
export function expiredFiles(
  db: Kysely<Database>,
  at: string,
  after: {expiresAt: string; id: string} | undefined,
  limit: number,
): Promise<ExpiredFile[]> {
  let query = db.selectFrom('files').select(['id', 'storage_key', 'expires_at']).where('expires_at', '<', at);
  if (after) {
    const {expiresAt, id} = after;
    query = query.where((eb) =>
      eb.or([
        eb('expires_at', '>', expiresAt),
        eb.and([eb('expires_at', '=', expiresAt), eb('id', '>', id)]),
      ]),
    );
  }
  return query.orderBy('expires_at').orderBy('id').limit(limit).execute();
}

/**
 * Deletes the row of file `id` if it is still expired at `at` (an expiry extended meanwhile keeps
 * it) and answers how many rows went.
 */
export async function deleteExpiredFile(db: Kysely<Database>, id: string, at: string): Promise<number> {
  const result = await db
    .deleteFrom('files')
    .where('id', '=', id)
    .where('expires_at', '<', at)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The ids among `ids` of `ownerId`'s files that have not expired at `now`. */
export async function unexpiredOwnedFileIds(
  db: Kysely<Database>,
  ownerId: string,
  ids: readonly string[],
  now: string = new Date().toISOString(),
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .execute();
  return new Set(rows.map((row) => row.id));
}
