/**
 * `health_checks`: one row the health check writes, so that `/healthcheck` proves the database takes
 * writes (a read-only database answers 503). Bookkeeping, not content: writing it changes no page
 * (`BOOKKEEPING_TABLES`), and on PostgreSQL it gets no content trigger.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("health_checks")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("checked_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("health_checks").execute();
}
