/**
 * PostgreSQL only: every content table says NOTIFY festival_content when a statement changed it, so
 * that each server process can drop what it remembers (settings, navigation, redirect rules, pages,
 * what an event offers) when another process or a script changed the content — on SQLite the same
 * comes from the counter of migration 0025 (docs/decisions/0019-content-notifications.md,
 * docs/decisions/0065-content-version.md). Bookkeeping tables (carts, reservations, the 404 log, the
 * search index, …) stay silent: the ticket rush and a flood of 404s must not empty the caches. A table
 * made by a later migration gets the trigger through `notifyContentChanges`
 * (tests/integration/content-version.test.ts checks that every content table has it).
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { isContentTable } from "../data-version.server";
import { CONTENT_CHANNEL, CONTENT_TRIGGER } from "../content-notifications.server";
import { isPostgres, notifyContentChanges } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql
    .raw(
      `create function ${CONTENT_TRIGGER}() returns trigger language plpgsql as $fn$
begin
  perform pg_notify('${CONTENT_CHANNEL}', '');
  return null;
end
$fn$`,
    )
    .execute(db);
  const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%' order by table_name`.execute(db);
  for (const { table_name } of tables.rows) {
    if (isContentTable(table_name)) await notifyContentChanges(db, table_name);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql.raw(`drop function ${CONTENT_TRIGGER}() cascade`).execute(db);
}
