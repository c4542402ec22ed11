/** Changing a cart line and checking out, serialised with add to cart (the same locks, taken in the same order). */
import { CheckoutSchema } from "~/lib/cart";
import { DEFAULT_MAX_TICKETS_PER_EVENT, MAX_QUANTITY_PER_TYPE, RESERVATION_MS } from "~/lib/cart-constants";
import { countTickets, deleteLine, extendCart, findMaxTicketsPerEvent, setLineQuantity } from "~/models/box-office-carts.server";
import { createOrderFromCart, priceAmounts } from "~/models/box-office-orders.server";
import type { BoxOfficeResult, CartReceipt, OrderConfirmation } from "./types.server";
import { fail, ticketLimit } from "./errors.server";
import { writeTransaction } from "./lock.server";
import { leftFor, lockAndCheckCart, type WriteEnv } from "./locked-cart.server";

/**
 * Sets a line's quantity (0 removes it); more tickets need what is left and must keep the cart within
 * its maximum of tickets per event. Any change extends the cart.
 */
export async function changeQuantity(env: WriteEnv, token: string, lineId: number, quantity: number): Promise<BoxOfficeResult<CartReceipt>> {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY_PER_TYPE) {
    return fail("invalid", `The quantity must be between 0 and ${MAX_QUANTITY_PER_TYPE}.`);
  }
  return writeTransaction(env.connection(), env.serialize, async (tx) => {
    const checked = await lockAndCheckCart(env, tx, token);
    if (!checked.ok) return checked;
    const { cart, lines, groups, slots, now } = checked.value;
    const line = lines.find((l) => l.id === lineId);
    if (!cart || !line) return fail("unknown_line");
    if (quantity === 0) {
      await deleteLine(tx.q, line.id);
    } else if (quantity !== line.quantity) {
      const group = groups.get(line.seat_group_id)!;
      const slot = line.timeslot_id !== null ? (slots.get(line.timeslot_id) ?? null) : null;
      if (quantity > line.quantity) {
        if (group.status !== 1 || (slot && slot.status !== 1)) return fail("not_offered");
        // The lines of an open, unexpired cart are unexpired too: every write moves them all.
        const max = await findMaxTicketsPerEvent(tx.q, DEFAULT_MAX_TICKETS_PER_EVENT);
        const ofEvent = lines.reduce((sum, l) => sum + (l.event_id === line.event_id ? l.quantity : 0), 0);
        if (ofEvent - line.quantity + quantity > max) return ticketLimit(max);
        // `left` already counts this line's own tickets, so only the increase must fit.
        if (quantity - line.quantity > (await leftFor(tx, group, slot, now.toISOString()))) return fail("not_enough_seats");
      }
      await setLineQuantity(tx.q, line.id, quantity);
    }
    const expiresAt = new Date(now.getTime() + RESERVATION_MS).toISOString();
    await extendCart(tx.q, cart.id, expiresAt);
    return { ok: true, value: { cartToken: token, ticketsQuantity: await countTickets(tx.q, cart.id), expiresAt } };
  });
}

/** Turns the cart's unexpired reservations into an order; the seats stay taken as order items. */
export async function checkout(env: WriteEnv, token: string, buyer: { name: string; email: string }): Promise<BoxOfficeResult<OrderConfirmation>> {
  const parsed = CheckoutSchema.safeParse(buyer);
  if (!parsed.success) return fail("invalid", "A name and a valid e-mail address are needed.");
  return writeTransaction(env.connection(), env.serialize, async (tx) => {
    // Locking the cart's groups keeps an adder from counting these reservations as expired
    // while they become order items.
    const checked = await lockAndCheckCart(env, tx, token);
    if (!checked.ok) return checked;
    const { cart, lines } = checked.value;
    if (!cart || lines.length === 0) return fail("empty_cart");
    const amounts = await priceAmounts(tx.q, lines.map((l) => l.price_id));
    const items = lines.map((l) => ({
      event_id: l.event_id, seat_group_id: l.seat_group_id, price_id: l.price_id, timeslot_id: l.timeslot_id, quantity: l.quantity,
      unit_cents: amounts.get(l.price_id) ?? 0,
    }));
    const orderId = await createOrderFromCart(tx.q, cart.id, parsed.data, items);
    return {
      ok: true,
      value: {
        orderId,
        ...parsed.data,
        ticketsQuantity: items.reduce((sum, i) => sum + i.quantity, 0),
        totalCents: items.reduce((sum, i) => sum + i.quantity * i.unit_cents, 0),
      },
    };
  });
}
