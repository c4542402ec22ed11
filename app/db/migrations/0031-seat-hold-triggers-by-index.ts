/**
 * PostgreSQL: the trigger functions that keep `seat_holds` (migration 0024) are planned without
 * whole-table scans, as `box_office_reserve` is (migration 0030, docs/decisions/0081). A connection
 * keeps their plans; planned while `orders` held a few rows, the check whether an order is active
 * read every order of the festival at each checkout and cancellation. Their statements are lookups
 * by key.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { SEAT_HOLD_FUNCTIONS } from "./0024-seat-holds";
import { isPostgres } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const name of SEAT_HOLD_FUNCTIONS) await sql.raw(`alter function ${name}() set enable_seqscan = off`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const name of SEAT_HOLD_FUNCTIONS) await sql.raw(`alter function ${name}() reset enable_seqscan`).execute(db);
}
