import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { env } from "~/services/env.server";
import type { DB } from "./schema";

export type DialectName = "sqlite" | "postgres";

export interface Connection {
  db: Kysely<DB>;
  dialect: DialectName;
  /** The raw better-sqlite3 handle (SQLite only): needed for `BEGIN IMMEDIATE`. */
  sqlite?: Database.Database;
}

// COUNT(*) and BIGINT come back from pg as strings; every count here fits a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function connect(url: string): Connection {
  if (url.startsWith("postgres")) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client the server drops (restart, failover, a dropped test database) must not take the
    // process down: the pool replaces it on the next query.
    pool.on("error", (error) => console.warn(`[db] idle connection lost: ${error.message}`));
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  return { db: new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: "sqlite", sqlite };
}

declare global {
  // Kept across dev rebuilds so that a reload does not open a new pool each time.
  var __festivalConnection: Connection | undefined;
}

/** The process-wide connection for DATABASE_URL. */
export function connection(): Connection {
  globalThis.__festivalConnection ??= connect(env().DATABASE_URL);
  return globalThis.__festivalConnection;
}

export function db(): Kysely<DB> {
  return connection().db;
}
