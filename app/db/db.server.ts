import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from "kysely";
import pg from "pg";
import { env } from "~/services/http/env.server";
import { contentListener } from "./content-notifications.server";
import { CONTENT_VERSION_TABLE, localWrites, WriteTrackerPlugin } from "./data-version.server";
import type { DB } from "./schema";

export type DialectName = "sqlite" | "postgres";

export interface Connection {
  db: Kysely<DB>;
  dialect: DialectName;
  /** The raw better-sqlite3 handle (SQLite only): add to cart's locked part runs on it (decision 0018). */
  sqlite?: Database.Database;
  /** The pg pool (PostgreSQL only): add to cart calls its function as a prepared statement (decision 0016). */
  pool?: pg.Pool;
  /**
   * Changes when another connection (another process) committed a content change: on SQLite the
   * counter of content changes, read when `data_version` moved (asked on nearly every request, so its
   * statements are prepared once — `pragma()` prepares anew each call — and read once per turn); on
   * PostgreSQL the count of notifications (./content-notifications.server.ts).
   */
  othersVersion?: () => number;
}

/** The pg pool behind each PostgreSQL Kysely instance `connect` made (a transaction's is none of them). */
const pools = new WeakMap<Kysely<DB>, pg.Pool>();

/** The pool `db` runs its queries on: only a PostgreSQL connection's own instance has one. */
export function poolOf(db: Kysely<DB>): pg.Pool | undefined {
  return pools.get(db);
}

// COUNT(*) and BIGINT come back from pg as strings; every count here fits a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** How long a statement waits for another connection's lock before SQLite fails it ("database is locked"). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

export function connect(url: string, { poolSize = 10 }: { poolSize?: number } = {}): Connection {
  if (url.startsWith("postgres")) {
    const pool = new pg.Pool({ connectionString: url, max: poolSize });
    // An idle client the server drops (restart, failover, a dropped test database) must not take the
    // process down: the pool replaces it on the next query.
    pool.on("error", (error) => console.warn(`[db] idle connection lost: ${error.message}`));
    // Commits of this pool's own connections are counted by the write tracker already (`localWrites`),
    // as SQLite's data_version leaves out the connection's own.
    const ownBackends = new Set<number>();
    const backendOf = (client: pg.PoolClient) => (client as pg.PoolClient & { processID: number }).processID;
    pool.on("connect", (client) => ownBackends.add(backendOf(client)));
    pool.on("remove", (client) => ownBackends.delete(backendOf(client)));
    const listener = contentListener(url, (backend) => ownBackends.has(backend));
    // The listening connection closes with the pool (`db.destroy()`).
    const withListener = { connect: () => pool.connect(), end: () => listener.stop().then(() => pool.end()) };
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: withListener }), plugins: [new WriteTrackerPlugin()] });
    pools.set(db, pool);
    return {
      db,
      dialect: "postgres",
      pool,
      othersVersion: () => listener.version(),
    };
  }
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  // The default page cache (2 MB) is smaller than the demo festival with its search index: requests
  // that touch different events (add to cart at the opening of sales) went to the file again and again.
  sqlite.pragma("cache_size = -65536");
  const dialect = new SqliteDialect({ database: withStatementCache(sqlite) });
  return {
    db: new Kysely<DB>({ dialect, plugins: [new WriteTrackerPlugin()] }),
    dialect: "sqlite",
    sqlite,
    othersVersion: contentVersionOncePerTurn(sqlite),
  };
}

/**
 * What other connections changed of the content on SQLite, read at most once per turn of the event
 * loop: a request asks for it several times (settings, what an event offers, the page cache), and
 * another process's commit is seen on the next turn all the same.
 *
 * `PRAGMA data_version` (a few microseconds) moves with every commit of another connection, a health
 * check's or a reservation's too; only when it moved are the counter the content tables' triggers bump
 * (migration 0025) and `PRAGMA schema_version` read, and the answer counts how often either changed: a
 * content change, or a schema change (a migration, a renamed table), which no trigger sees. A file
 * without the counter (not yet migrated) counts every commit as a change.
 */
function contentVersionOncePerTurn(sqlite: Database.Database): () => number {
  const dataVersion = sqlite.prepare("PRAGMA data_version").pluck();
  const schemaVersion = sqlite.prepare("PRAGMA schema_version").pluck();
  let counter: Database.Statement | null = null;
  let seen: number | null = null;
  let last: string | null = null;
  let changes = 0;
  let value: number | null = null;
  const forget = () => {
    value = null;
  };
  const readCounter = (): number | null => {
    try {
      counter ??= sqlite.prepare(`select n from ${CONTENT_VERSION_TABLE} where id = 1`).pluck();
      return (counter.get() as number | undefined) ?? null;
    } catch {
      counter = null; // no such table (yet, or renamed away)
      return null;
    }
  };
  return () => {
    if (value === null) {
      const commits = dataVersion.get() as number;
      if (commits !== seen) {
        seen = commits;
        const n = readCounter();
        const state = n === null ? null : `${n}.${schemaVersion.get() as number}`;
        if (state === null || state !== last) changes++;
        last = state;
      }
      value = changes;
      setImmediate(forget);
    }
    return value;
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; better-sqlite3 statements can be run again and again, and a
 * page asks the same few dozen queries each time, so they are kept (SQLite re-prepares a kept
 * statement by itself after a schema change). Kysely only runs statements to the end (`all`, `run`),
 * never leaving one half-read, which is what makes sharing them safe.
 */
function withStatementCache(sqlite: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      let statement = statements.get(query);
      if (!statement) {
        statement = sqlite.prepare(query);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(query, statement);
      }
      return statement;
    },
  };
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

/** Changes whenever the content may have changed (see ./data-version.server.ts). */
export function dataVersion(): string {
  return versionOf(connection());
}

/** `dataVersion()` for a given connection (the box office may be handed its own). */
export function versionOf(conn: Connection): string {
  return `${localWrites()}.${conn.othersVersion?.() ?? 0}`;
}

/**
 * SQLite: moves what the write-ahead log holds into the database file and empties the log. After a
 * start that seeded the demo festival and built the search index, the whole database sat in the log,
 * and every read looked its pages up there until the first automatic checkpoint.
 */
export function checkpoint(): void {
  connection().sqlite?.pragma("wal_checkpoint(TRUNCATE)");
}
