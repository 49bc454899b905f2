import {PostgresAdapter, sql} from 'kysely';
import type {Kysely} from 'kysely';

/** A database or a transaction on it: all the checks below need is its executor. */
type Connection = Pick<Kysely<unknown>, 'getExecutor'>;

/** Whether `db` talks to PostgreSQL (the distributed setup) rather than SQLite (the embedded default). */
export function isPostgres(db: Connection): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The column type timestamps are stored in: timestamptz on PostgreSQL, ISO 8601 text on SQLite. */
export function timestamp(db: Connection) {
  return isPostgres(db) ? sql`timestamptz` : sql`text`;
}

/** The column type of a fractional number: double precision on PostgreSQL, real on SQLite. */
export function doubleType(db: Connection) {
  return isPostgres(db) ? sql`double precision` : sql`real`;
}
