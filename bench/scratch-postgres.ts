// Scratch PostgreSQL databases for the benches: made afresh on a server, dropped afterwards.
import pg from "pg";

/** One statement on its own connection to `serverUrl` (creating and dropping databases needs that). */
export async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The database `name` on `serverUrl`, made afresh (an older one of that name is dropped first); its URL and how to drop it. */
export async function scratchDatabase(serverUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const drop = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  await drop();
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}
