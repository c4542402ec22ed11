/**
 * PostgreSQL: add to cart's database function reads through its indexes, whatever the planner's
 * statistics say and however small the tables were when a connection first planned it.
 *
 * - **Its plans are made without sequential scans** (`set enable_seqscan = off` on the function).
 *   A connection plans each statement of the function once and keeps the plan; so do the foreign-key
 *   checks its inserts fire. Planned while `carts` and `reservations` held a few rows, a scan of the
 *   whole table was the cheapest plan, and the connection kept it while the rush filled them: every
 *   add then read every cart and reservation, several times, under the seat group's lock. Measured
 *   in bench/cart.ts on a fresh database (autovacuum off): ~5 whole scans of `reservations` and
 *   ~2 of `carts` per add, ~3 ms of the database's CPU per add at one seat group. Every statement of
 *   the function is a lookup by key, for which an index is right at any size.
 * - **The ticket limit reads the cart's own lines** through the cart's index and picks the event's
 *   among them, instead of asking for `cart_id = … and event_id = …` in one condition: with both, the
 *   planner joins the cart's index with the event's (a BitmapAnd) whenever its statistics are older
 *   than the rush, and then every add reads every live reservation of the event. A cart holds a
 *   handful of lines.
 *
 * SQLite needs nothing: its locked step is prepared statements on primary keys and the cart's index,
 * and it reads a cart's lines by the cart and filters them itself.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { RESERVE as RESERVE_OF_0024 } from "./0024-seat-holds";
import { isPostgres } from "./columns";

const IN_CART_BEFORE = `select coalesce(sum(quantity), 0) into v_in_cart from reservations
        where cart_id = v_cart_id and event_id = p_event_id and expires_at > v_now_iso;`;
const IN_CART = `select coalesce(sum(quantity) filter (where event_id = p_event_id and expires_at > v_now_iso), 0) into v_in_cart
        from reservations where cart_id = v_cart_id;`;
const BODY_BEFORE = "returns text language plpgsql as $fn$";
const BODY = "returns text language plpgsql set enable_seqscan = off as $fn$";

function readingByIndex(text: string): string {
  if (!text.includes(IN_CART_BEFORE) || !text.includes(BODY_BEFORE)) throw new Error("migration 0030: box_office_reserve of 0024 not as expected");
  return text.replace(IN_CART_BEFORE, IN_CART).replace(BODY_BEFORE, BODY);
}

export const RESERVE = readingByIndex(RESERVE_OF_0024);

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql.raw(RESERVE).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql.raw(RESERVE_OF_0024).execute(db);
}
