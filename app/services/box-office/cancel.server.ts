/**
 * Cancelling orders or single tickets in the back office. A cancelled ticket is free again at once:
 * every count of what is sold takes `quantity - cancelled_quantity` of the items of orders not
 * cancelled. The change runs under the box office's write lock (./lock.server.ts; PostgreSQL: the
 * order, then its seat groups and timeslots in the lock order add to cart uses) and writes its audit
 * row (entity "orders", action "cancel") in the same transaction.
 */
import { connection as appConnection, type Connection } from "~/db/db.server";
import { lockOrder, lockSeats, setItemCancelled, setOrderCancelled } from "~/models/box-office-admin.server";
import { recordChange, type Actor } from "~/services/back-office/audit.server";
import { writeTransaction } from "./lock.server";

export type CancelResult = { ok: true } | { ok: false; reason: "not_found" | "already_cancelled" | "unknown_item" | "too_many" };

type Locked = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

async function underLock(conn: Connection, orderId: number, fn: (locked: Locked, q: Connection["db"]) => Promise<CancelResult>): Promise<CancelResult> {
  return writeTransaction(conn, true, async (tx) => {
    const locked = await lockOrder(tx.q, orderId, tx.locks);
    if (!locked) return { ok: false, reason: "not_found" };
    if (locked.order.cancelled_at !== null) return { ok: false, reason: "already_cancelled" };
    if (tx.locks) {
      const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
      await lockSeats(tx.q, unique(locked.items.map((i) => i.seat_group_id)), unique(locked.items.map((i) => i.timeslot_id)));
    }
    return fn(locked, tx.q);
  });
}

/** Cancels a whole order: all its tickets are free again. */
export async function cancelOrder(actor: Actor, orderId: number, now = new Date(), conn: Connection = appConnection()): Promise<CancelResult> {
  return underLock(conn, orderId, async ({ items }, q) => {
    const at = now.toISOString();
    await setOrderCancelled(q, orderId, at);
    const tickets = items.reduce((sum, item) => sum + item.quantity - item.cancelled_quantity, 0);
    await recordChange(q, actor, { entity: "orders", entityId: orderId, action: "cancel", before: { cancelled_at: null, tickets }, after: { cancelled_at: at, tickets: 0 } });
    return { ok: true };
  });
}

/** Cancels `quantity` more tickets of one item of an order (never more than it still holds). */
export async function cancelTickets(actor: Actor, orderId: number, itemId: number, quantity: number, conn: Connection = appConnection()): Promise<CancelResult> {
  return underLock(conn, orderId, async ({ items }, q) => {
    const item = items.find((i) => i.id === itemId);
    if (!item) return { ok: false, reason: "unknown_item" };
    const held = item.quantity - item.cancelled_quantity;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > held) return { ok: false, reason: "too_many" };
    await setItemCancelled(q, item.id, item.cancelled_quantity + quantity);
    await recordChange(q, actor, {
      entity: "orders",
      entityId: orderId,
      action: "cancel",
      before: { [`item_${item.id}_tickets`]: held },
      after: { [`item_${item.id}_tickets`]: held - quantity },
    });
    return { ok: true };
  });
}
