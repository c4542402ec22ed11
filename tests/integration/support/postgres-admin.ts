// Databases on a PostgreSQL server, for the integration tests, their global setup (which may not
// import vitest, so this file does not) and the end-to-end specs that start servers of their own.
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
