import {randomUUID} from 'node:crypto';
import {sql} from 'kysely';
import type {Kysely, RawBuilder, SelectQueryBuilder, Transaction} from 'kysely';
import {keysetPage} from '../db/keysetPage.ts';
import type {KeysetPage} from '../db/keysetPage.ts';
import {SOUND_LIBRARY_OWNER_ID} from '../db/schema.ts';
import type {Database, SoundAuditRow, SoundRow, SoundsTable} from '../db/schema.ts';
import type {SoundQuery} from './schema.ts';
import {isPostgres} from '../db/dialect.ts';

/** Words of a search, as the full-text indexes hold them: letters and digits, lowercase, at most 8. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return (
    q
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}

/** The condition "the sound matches every term (as a prefix)", in this database's full-text index. */
function matches(db: Kysely<Database>, terms: string[]): RawBuilder<boolean> {
  if (isPostgres(db)) {
    const query = terms.map((term) => `${term}:*`).join(' & ');
    return sql<boolean>`sounds.search @@ to_tsquery('simple', ${query})`;
  }
  // Terms are letters and digits only, quoted: nothing in them is FTS5 syntax.
  const query = terms.map((term) => `"${term}"*`).join(' AND ');
  return sql<boolean>`sounds.id in (select sound_id from sounds_fts where sounds_fts match ${query})`;
}

/** How well the sound matches, lower first (FTS5's bm25 rank; PostgreSQL's ts_rank negated). */
function rankOf(db: Kysely<Database>, terms: string[]): RawBuilder<number> {
  if (isPostgres(db)) {
    const query = terms.map((term) => `${term}:*`).join(' & ');
    return sql<number>`-ts_rank(sounds.search, to_tsquery('simple', ${query}))`;
  }
  const query = terms.map((term) => `"${term}"*`).join(' AND ');
  return sql<number>`(select rank from sounds_fts where sounds_fts match ${query} and sound_id = sounds.id)`;
}

type Facet = 'category' | 'genre' | 'musical_key';
type SoundSelect = SelectQueryBuilder<Database, 'sounds', SoundRow>;

/** The query's search and filters, all but `except` (a facet counts under the others). */
function filtered<Q extends SelectQueryBuilder<Database, 'sounds', object>>(
  db: Kysely<Database>,
  base: Q,
  query: SoundQuery & {includeUnpublished: boolean},
  except?: Facet,
): Q {
  let q = base;
  const terms = searchTerms(query.q);
  if (!query.includeUnpublished) q = q.where('sounds.published', '=', 1) as Q;
  else if (query.published !== undefined)
    q = q.where('sounds.published', '=', query.published === 'true' ? 1 : 0) as Q;
  if (terms.length) q = q.where(matches(db, terms)) as Q;
  if (query.category && except !== 'category') q = q.where('sounds.category', '=', query.category) as Q;
  if (query.genre && except !== 'genre') q = q.where('sounds.genre', '=', query.genre) as Q;
  if (query.key && except !== 'musical_key') q = q.where('sounds.musical_key', '=', query.key) as Q;
  if (query.kind) q = q.where('sounds.kind', '=', query.kind) as Q;
  if (query.bpmMin !== undefined) q = q.where('sounds.bpm', '>=', query.bpmMin) as Q;
  if (query.bpmMax !== undefined) q = q.where('sounds.bpm', '<=', query.bpmMax) as Q;
  if (query.minSeconds !== undefined) q = q.where('sounds.duration_seconds', '>=', query.minSeconds) as Q;
  if (query.maxSeconds !== undefined) q = q.where('sounds.duration_seconds', '<=', query.maxSeconds) as Q;
  return q;
}

/** Where a sorted page ends: the sort, and the last row's sort value and id, or the offset (relevance). */
type SoundCursor = {sort: string; value: string | number; id: string} | {sort: 'relevance'; offset: number};

function encodeSoundCursor(cursor: SoundCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** Reads a cursor of `sort`; anything else (another sort's, a forged one) throws a RangeError. */
function decodeSoundCursor(text: string, sort: string): SoundCursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString()) as Record<string, unknown>;
    if (value['sort'] === sort) {
      if (sort === 'relevance' && Number.isInteger(value['offset']) && Number(value['offset']) >= 0)
        return {sort, offset: Number(value['offset'])};
      const v = value['value'];
      if (typeof value['id'] === 'string' && (typeof v === 'string' || typeof v === 'number'))
        return {sort, value: v, id: value['id']};
    }
  } catch {
    // Falls through to the RangeError below.
  }
  throw new RangeError('Not a page cursor');
}

// Sorts with a keyset: the value ordered by (then the id), its direction and how to read it off a row.
const NO_BPM = 100_000;

function sortKey(db: Kysely<Database>, sort: string, lang: 'id' | 'en') {
  const title = lang === 'en' ? sql.ref('sounds.title_en') : sql.ref('sounds.title_id');
  switch (sort) {
    case 'title':
      return {
        // Byte order on both databases, so a cursor means the same everywhere.
        expression: isPostgres(db) ? sql`lower(${title}) collate "C"` : sql`lower(${title})`,
        descending: false,
        read: (row: SoundRow) => (lang === 'en' ? row.title_en : row.title_id).toLowerCase(),
      };
    case 'bpm':
      return {
        expression: sql`coalesce(sounds.bpm, ${NO_BPM})`,
        descending: false,
        read: (row: SoundRow) => row.bpm ?? NO_BPM,
      };
    case 'length':
      return {
        expression: sql`sounds.duration_seconds`,
        descending: false,
        read: (row: SoundRow) => row.duration_seconds,
      };
    default:
      return {expression: sql`sounds.created_at`, descending: true, read: (row: SoundRow) => row.created_at};
  }
}

/** A facet group: each value and how many sounds have it. */
export interface FacetCount {
  value: string;
  count: number;
}

/** One page of the library and the facets of the whole result. */
export interface SoundPage {
  rows: SoundRow[];
  nextCursor: string | null;
  facets: {categories: FacetCount[]; genres: FacetCount[]; keys: FacetCount[]};
}

/**
 * Searches the library: full text over both titles and the tags, every filter of `query`, one page
 * in the query's sort after its cursor, and the facet counts. Published sounds only, unless
 * `includeUnpublished` (admins). A cursor of another sort, or not made here, throws a RangeError.
 */
export async function searchSounds(
  db: Kysely<Database>,
  query: SoundQuery & {includeUnpublished: boolean},
): Promise<SoundPage> {
  const terms = searchTerms(query.q);
  const sort =
    query.sort === 'relevance' && !terms.length
      ? 'newest'
      : (query.sort ?? (terms.length ? 'relevance' : 'newest'));
  const cursor = query.cursor === undefined ? undefined : decodeSoundCursor(query.cursor, sort);
  let page: SoundSelect = filtered(db, db.selectFrom('sounds').selectAll('sounds'), query);
  let rows: SoundRow[];
  let nextCursor: string | null = null;
  if (sort === 'relevance') {
    const offset = cursor && 'offset' in cursor ? cursor.offset : 0;
    rows = await page
      .orderBy(rankOf(db, terms))
      .orderBy('sounds.id')
      .offset(offset)
      .limit(query.limit + 1)
      .execute();
    if (rows.length > query.limit) nextCursor = encodeSoundCursor({sort, offset: offset + query.limit});
  } else {
    const key = sortKey(db, sort, query.lang);
    if (cursor && 'value' in cursor) {
      const after = key.descending ? sql`<` : sql`>`;
      page = page.where(
        sql<boolean>`(${key.expression}, sounds.id) ${after} (${cursor.value}, ${cursor.id})`,
      );
    }
    const direction = key.descending ? 'desc' : 'asc';
    rows = await page
      .orderBy(key.expression, direction)
      .orderBy('sounds.id', direction)
      .limit(query.limit + 1)
      .execute();
    const last = rows[query.limit - 1];
    if (rows.length > query.limit && last)
      nextCursor = encodeSoundCursor({sort, value: key.read(last), id: last.id});
  }
  const facet = async (column: Facet): Promise<FacetCount[]> => {
    const counted = await filtered(db, db.selectFrom('sounds'), query, column)
      .select([`sounds.${column} as value`, (eb) => eb.fn.countAll<number | string>().as('count')])
      .where(`sounds.${column}`, 'is not', null)
      .groupBy(`sounds.${column}`)
      .execute();
    return counted
      .map((row) => ({value: String(row.value), count: Number(row.count)}))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  };
  const [categories, genres, keys] = [
    await facet('category'),
    await facet('genre'),
    await facet('musical_key'),
  ];
  return {rows: rows.slice(0, query.limit), nextCursor, facets: {categories, genres, keys}};
}

/** Sound `id`, published or not (the caller decides who may see it). */
export function findSound(db: Kysely<Database>, id: string): Promise<SoundRow | undefined> {
  return db.selectFrom('sounds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The published sound whose audio is file `fileId`, if there is one (playlists may hold it). */
export function findPublishedSoundByFile(
  db: Kysely<Database>,
  fileId: string,
): Promise<SoundRow | undefined> {
  return db
    .selectFrom('sounds')
    .selectAll()
    .where('file_id', '=', fileId)
    .where('published', '=', 1)
    .executeTakeFirst();
}

/** The peaks file of each of `fileIds` that is a sound's audio. */
export async function soundPeaksFiles(
  db: Kysely<Database>,
  fileIds: readonly string[],
): Promise<Map<string, string>> {
  if (!fileIds.length) return new Map();
  const rows = await db
    .selectFrom('sounds')
    .select(['file_id', 'peaks_file_id'])
    .where('file_id', 'in', fileIds)
    .where('peaks_file_id', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.peaks_file_id ? [[row.file_id, row.peaks_file_id]] : [])));
}

/** What an audit entry records. */
export interface AuditEntry {
  sound: Pick<SoundRow, 'id' | 'title_id'>;
  actor: {id: string; email: string | null} | null;
  action: 'create' | 'update' | 'publish' | 'unpublish' | 'delete' | 'seed';
  changes: Record<string, unknown>;
}

/** Appends an entry to the audit, inside the transaction that made the change. */
export async function recordAudit(trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('sound_audit')
    .values({
      id: randomUUID(),
      sound_id: entry.sound.id,
      sound_title: entry.sound.title_id,
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      changes: JSON.stringify(entry.changes),
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** A new sound row's fields (the id and times are made here). */
export type NewSound = Omit<SoundsTable, 'id' | 'created_at' | 'updated_at'>;

/**
 * Inserts a sound and its audit entry in one transaction; answers the row. A starter sound whose
 * slug is there already answers undefined (seeding ran twice; the caller removes its files).
 */
export async function insertSound(
  db: Kysely<Database>,
  fields: NewSound,
  audit: Pick<AuditEntry, 'actor' | 'action'>,
): Promise<SoundRow | undefined> {
  const now = new Date().toISOString();
  const row: SoundRow = {...fields, id: randomUUID(), created_at: now, updated_at: now};
  return await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('sounds')
      .values(row)
      .onConflict((c) => c.column('starter_slug').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 1) === 0) return undefined;
    const {file_id: _file, peaks_file_id: _peaks, ...changes} = fields;
    await recordAudit(trx, {...audit, sound: row, changes});
    return row;
  });
}

/** An edit in column values: the title split in two, tags joined, the flag as 0/1. */
export type SoundEdit = Partial<
  Pick<
    SoundsTable,
    | 'title_id'
    | 'title_en'
    | 'category'
    | 'genre'
    | 'tags'
    | 'mood'
    | 'bpm'
    | 'musical_key'
    | 'kind'
    | 'licence'
    | 'published'
  >
>;

/**
 * Applies `edit` to sound `id` and records what changed ({column: {from, to}}) as `action` by
 * `actor`, in one transaction; answers the row after, or undefined when there is no such sound.
 * An edit that changes nothing records nothing.
 */
export async function updateSound(
  db: Kysely<Database>,
  id: string,
  edit: SoundEdit,
  actor: AuditEntry['actor'],
  action: 'update' | 'publish' | 'unpublish' = 'update',
): Promise<{row: SoundRow; changed: boolean} | undefined> {
  return await db.transaction().execute(async (trx) => {
    await lockSound(trx, id);
    const before = await trx.selectFrom('sounds').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) return undefined;
    const changes: Record<string, {from: unknown; to: unknown}> = {};
    for (const [column, to] of Object.entries(edit) as [keyof SoundRow, unknown][]) {
      if (to !== undefined && before[column] !== to) changes[column] = {from: before[column], to};
    }
    if (!Object.keys(changes).length) return {row: before, changed: false};
    const set = Object.fromEntries(Object.entries(changes).map(([column, {to}]) => [column, to]));
    const updatedAt = new Date().toISOString();
    await trx
      .updateTable('sounds')
      .set({...set, updated_at: updatedAt})
      .where('id', '=', id)
      .execute();
    const row = {...before, ...set, updated_at: updatedAt} as SoundRow;
    await recordAudit(trx, {sound: row, actor, action, changes});
    return {row, changed: true};
  });
}

// SQLite runs one transaction at a time; PostgreSQL needs the row lock so two edits do not interleave.
async function lockSound(trx: Transaction<Database>, id: string) {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('sounds').select('id').where('id', '=', id).forUpdate().execute();
}

/** Deletes sound `id` with an audit entry; answers the row it was (its files are the caller's to remove). */
export async function deleteSound(
  db: Kysely<Database>,
  id: string,
  actor: AuditEntry['actor'],
): Promise<SoundRow | undefined> {
  return await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('sounds').where('id', '=', id).returningAll().executeTakeFirst();
    if (row) await recordAudit(trx, {sound: row, actor, action: 'delete', changes: {}});
    return row;
  });
}

/** One page of the audit, newest first, of one sound or of all. */
export function listAudit(
  db: Kysely<Database>,
  page: {soundId?: string | undefined; limit: number; cursor?: string | undefined},
): Promise<KeysetPage<SoundAuditRow>> {
  let query = db.selectFrom('sound_audit').selectAll();
  if (page.soundId) query = query.where('sound_id', '=', page.soundId);
  return keysetPage(query, page);
}

/** The library account's files among `ids` (a sound's audio and peaks), for deletion. */
export function libraryFiles(db: Kysely<Database>, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('files')
    .select(['id', 'storage_key'])
    .where('owner_id', '=', SOUND_LIBRARY_OWNER_ID)
    .where('id', 'in', ids)
    .execute();
}

/** How many starter sounds the library has (deleted ones not counted). */
export async function starterSlugs(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sounds')
    .select('starter_slug')
    .where('starter_slug', 'is not', null)
    .execute();
  return new Set(rows.flatMap((row) => (row.starter_slug ? [row.starter_slug] : [])));
}
