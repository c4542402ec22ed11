/**
 * SQLite: `content_version`, one row counting content changes, bumped by row triggers on every content
 * table (`isContentTable`: the same tables that say NOTIFY on PostgreSQL, migration 0009). Another
 * server process reads it when `PRAGMA data_version` says something was committed, so that only
 * content changes — not a health check, a reservation, a rate-limit count or a logged 404 — empty its
 * page cache and memos (docs/decisions/0065-content-version.md). A table made by a later migration gets
 * the triggers through `notifyContentChanges`.
 *
 * PostgreSQL needs nothing: its notifications already come from the content tables only.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { CONTENT_VERSION_TABLE, isContentTable } from "../data-version.server";
import { countContentChangesInSqlite, isPostgres, sqliteTables } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema
    .createTable(CONTENT_VERSION_TABLE)
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("n", "integer", (col) => col.notNull())
    .execute();
  await db.insertInto(CONTENT_VERSION_TABLE).values({ id: 1, n: 0 }).execute();
  for (const table of await sqliteTables(db)) {
    if (isContentTable(table)) await countContentChangesInSqlite(db, table);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  const triggers = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and sql like ${`%update ${CONTENT_VERSION_TABLE} set n%`}`.execute(db);
  for (const { name } of triggers.rows) await sql.raw(`drop trigger "${name}"`).execute(db);
  await db.schema.dropTable(CONTENT_VERSION_TABLE).execute();
}
