/**
 * Two indexes no query reads, dropped: `carts (status, expires_at)` and `cart_idempotency (created_at)`
 * were made for a purge of old carts that does not exist. Every add to cart paid for them in its
 * commit: a new cart and every extended one moved an entry of the first, every call with an
 * idempotency key added one to the second (docs/decisions/0018-reserve-in-sqlite.md). A purge can
 * add what it needs when it comes.
 */
import type { Kysely } from "kysely";
import { index } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("carts_status_expires_at_idx").execute();
  await db.schema.dropIndex("cart_idempotency_created_at_idx").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await index(db, "carts", ["status", "expires_at"]);
  await index(db, "cart_idempotency", ["created_at"]);
}
