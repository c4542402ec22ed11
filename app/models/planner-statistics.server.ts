/**
 * PostgreSQL's planner chooses by its statistics of each table, which autovacuum renews on its own
 * schedule: a minute or more after a bulk load, and never where it is switched off. Until then it takes
 * the tables for nearly empty. On an archive of 10,000 events the programme's page of ten events was
 * joined through every production and sorted (28.5 ms) instead of read along the date index (0.2 ms).
 * So whatever writes in bulk (the demo seed, the benches' copies) renews them when it is done.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { DB } from "~/db/schema";

/** PostgreSQL: `analyze` of every table of the database; SQLite: nothing (its plans need no statistics). */
export async function renewPlannerStatistics(db: Kysely<DB>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`analyze`.execute(db);
}
