import pg from 'pg';

/** Server the test databases are created on; `NADA_TEST_POSTGRES_URL` points elsewhere. */
export const adminUrl = process.env.NADA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the test server. */
export function databaseUrlOf(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the test server's admin database. No catch: an unreachable server fails the run. */
export async function admin(statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({connectionString: adminUrl, connectionTimeoutMillis: 5000});
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}
