/**
 * Both engines' query planners choose by their statistics of each table: PostgreSQL's autovacuum renews
 * them on its own schedule (a minute or more after a bulk load, never where it is switched off), and
 * SQLite keeps none until `analyze` runs. Without them a planner takes the tables for small. On an
 * archive of 10,000 events the programme's page of ten events was read through every production and
 * sorted (PostgreSQL 28.5 ms, SQLite 7.5 ms) instead of along the date index (0.2 and 0.14 ms). So
 * whatever writes in bulk (the demo seed, the benches' copies) renews them when it is done.
 */
import { sql, type Kysely } from "kysely";
import type { DB } from "~/db/schema";

/** `analyze` of one table, or of every table of the database (SQLite writes its findings to `sqlite_stat1`). */
export async function renewPlannerStatistics(db: Kysely<DB>, table?: keyof DB & string): Promise<void> {
  await (table ? sql`analyze ${sql.table(table)}` : sql`analyze`).execute(db);
}
