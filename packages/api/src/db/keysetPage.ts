import {sql} from 'kysely';
import type {SelectQueryBuilder} from 'kysely';
import type {Database} from './schema.ts';

/** Where a page ends: the last row's `created_at` and `id`. */
export interface KeysetCursor {
  createdAt: string;
  id: string;
}

/** One page of rows and the cursor of the next page (null on the last). */
export interface KeysetPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/** The opaque cursor text of a position. */
export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** Reads a cursor made by `encodeCursor`; throws a RangeError for anything else. */
export function decodeCursor(cursor: string): KeysetCursor {
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

/**
 * Runs `query` (a selection from a table with `created_at` and `id`) as one page, newest first,
 * after `cursor`. Keyset pagination on (created_at, id) stays stable while rows are added or
 * removed meanwhile, and costs the same on page 100 as on page 1. A cursor this API did not make
 * throws a RangeError, which routes answer as VALIDATION_FAILED on `cursor`.
 */
export async function keysetPage<TB extends keyof Database, Row extends {created_at: string; id: string}>(
  query: SelectQueryBuilder<Database, TB, Row>,
  {limit, cursor}: {limit: number; cursor?: string | undefined},
): Promise<KeysetPage<Row>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const createdAt = sql.ref<string>('created_at');
  const id = sql.ref<string>('id');
  let page = query;
  if (after) {
    page = page.where((eb) =>
      eb.or([
        eb(createdAt, '<', after.createdAt),
        eb.and([eb(createdAt, '=', after.createdAt), eb(id, '<', after.id)]),
      ]),
    );
  }
  const rows = await page
    .orderBy(createdAt, 'desc')
    .orderBy(id, 'desc')
    .limit(limit + 1)
    .execute();
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    rows: kept,
    nextCursor: rows.length > limit && last ? encodeCursor({createdAt: last.created_at, id: last.id}) : null,
  };
}
