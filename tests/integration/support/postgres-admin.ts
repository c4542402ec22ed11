// Databases on the PostgreSQL server of TEST_DATABASE_URL, for the integration tests and their global
// setup (which may not import vitest, so this file does not).
import pg from "pg";

/** One statement on a connection of its own to `serverUrl` (creating and dropping databases needs that). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}
