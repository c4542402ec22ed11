// The embedded box office on a real database: the offer, reservations and what is left, expiry
// with a controlled clock, every error, idempotency and checkout.
import { describe, expect, it, onTestFinished } from "vitest";
import type { AddToCartInput, BoxOffice, CartReceipt } from "~/services/box-office/types.server";
import { createEmbeddedBoxOffice } from "~/services/box-office/embedded.server";
import { inDays, insertBookableEvent, manualClock, reservedIn, setMaxTicketsPerEvent, type FixtureEvent } from "./support/box-office-fixtures";
import { createTestDatabases, setupDatabase } from "./support/test-db";

const HALL: FixtureEvent["groups"][number] = { name: "Saal", capacity: 5, prices: [[1, 1200, "Vollpreis"], [2, 850, "Kinder"], [3, 1000, "Ermäßigt"]] };

describe.each(createTestDatabases())("box office on $name", (engine) => {
  const t = setupDatabase(engine);
  let jet = 70_000;
  const office = (clock = manualClock()) => ({ clock, box: createEmbeddedBoxOffice({ connection: () => t.conn, clock: clock.now }) });
  const event = async (extra: Partial<FixtureEvent> = {}) => {
    const e = { jet: ++jet, groups: [HALL], ...extra };
    return { jet: e.jet, ...(await insertBookableEvent(t.db, e)) };
  };
  const add = async (box: BoxOffice, input: Partial<AddToCartInput> & { eventJetId: number }) =>
    box.addToCart({ tickets: [{ saleTypeId: 1, quantity: 1 }], ...input });
  const receipt = (result: Awaited<ReturnType<BoxOffice["addToCart"]>>): CartReceipt => {
    if (!result.ok) throw new Error(`expected success, got ${result.reason}`);
    return result.value;
  };

  it("offers seat groups with the main price first, discounts, status, text and what is left", async () => {
    const e = await event({
      groups: [HALL, { name: "Balkon", capacity: 3, status: 0, text: "geschlossen", prices: [[1, 900, "Vollpreis"]] }],
    });
    const { box } = office();
    const offer = await box.offer(e.jet, "de");
    expect(offer).toMatchObject({ idJet: e.jet, bookable: true, ticketUrl: `/webshop/events/${e.jet}` });
    const [hall, balcony] = offer!.seatGroups;
    expect(hall).toMatchObject({ name: "Saal", status: 1, left: 5, hasDiscounts: true, timeslots: [] });
    expect(hall!.prices.map((p) => [p.name, p.price, p.isMain])).toEqual([["Vollpreis", "12.00", true], ["Kinder", "8.50", false], ["Ermäßigt", "10.00", false]]);
    expect(balcony).toMatchObject({ status: 0, text: "geschlossen", left: 0, hasDiscounts: false });
    expect((await box.offer(e.jet, "en"))!.seatGroups[0]!.name).toBe("Saal (en)");
    expect(await box.offer(999_999, "de")).toBeNull();
    const cancelled = await event({ cancelled: true });
    expect((await box.offer(cancelled.jet, "de"))!).toMatchObject({ bookable: false, seatGroups: [{ left: 0 }] });
  });

  it("offers what an editor just changed (seat group, price) and every reservation at once", async () => {
    const e = await event();
    const { box } = office();
    expect((await box.offer(e.jet, "de"))!.seatGroups[0]).toMatchObject({ left: 5, prices: [{ price: "12.00" }, {}, {}] });
    await t.db.updateTable("seat_groups").set({ capacity: 8 }).where("id", "=", e.groupIds[0]!).execute();
    await t.db.updateTable("prices").set({ amount_cents: 1300 }).where("seat_group_id", "=", e.groupIds[0]!).where("sale_type_id", "=", 1).execute();
    expect((await box.offer(e.jet, "de"))!.seatGroups[0]).toMatchObject({ left: 8, prices: [{ price: "13.00" }, {}, {}] });
    receipt(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 3 }] }));
    expect((await box.offer(e.jet, "de"))!.seatGroups[0]!.left).toBe(5);
    await t.db.updateTable("events").set({ is_sold_out: 1 }).where("id_jet", "=", e.jet).execute();
    expect((await box.offer(e.jet, "de"))!.seatGroups[0]!.left).toBe(0);
  });

  it("offers timeslots with status, block id and what is left per timeslot", async () => {
    const e = await event({
      groups: [{ name: "Werkstatt", capacity: 10, prices: [[1, 1500, "Vollpreis"]] }],
      timeslots: [{ blockId: 9101, startsAt: inDays(10), capacity: 2 }, { blockId: 9102, startsAt: inDays(10.1) }, { blockId: 9103, startsAt: inDays(10.2), status: 0 }],
    });
    const { box } = office();
    receipt(await add(box, { eventJetId: e.jet, blockId: 9101, tickets: [{ saleTypeId: 1, quantity: 2 }] }));
    receipt(await add(box, { eventJetId: e.jet, blockId: 9102, tickets: [{ saleTypeId: 1, quantity: 3 }] }));
    const group = (await box.offer(e.jet, "de"))!.seatGroups[0]!;
    expect(group.timeslots.map((s) => [s.blockId, s.status, s.left])).toEqual([[9101, 1, 0], [9102, 1, 7], [9103, 0, 0]]);
    expect(group.left).toBe(7);
    expect(await add(box, { eventJetId: e.jet, blockId: 9101 })).toMatchObject({ ok: false, code: -214 });
  });

  it("creates a cart, extends it, merges the same ticket type and counts what is left", async () => {
    const e = await event();
    const { box } = office();
    const first = receipt(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 2 }] }));
    expect(first.ticketsQuantity).toBe(2);
    const second = receipt(await add(box, { eventJetId: e.jet, cartToken: first.cartToken, tickets: [{ saleTypeId: 1, quantity: 1 }, { saleTypeId: 2, quantity: 1 }] }));
    expect(second).toMatchObject({ cartToken: first.cartToken, ticketsQuantity: 4 });
    const cart = await box.getCart(first.cartToken, "de");
    expect(cart).toMatchObject({ status: "open", ticketsQuantity: 4, totalCents: 3 * 1200 + 850 });
    expect(cart!.events[0]!.seatGroups[0]!.lines.map((l) => [l.name, l.quantity, l.unitCents, l.totalCents])).toEqual([["Vollpreis", 3, 1200, 3600], ["Kinder", 1, 850, 850]]);
    expect((await box.offer(e.jet, "de"))!.seatGroups[0]!.left).toBe(1);
  });

  it("answers -214 when too few are left and reserves nothing of the call", async () => {
    const e = await event();
    const { box } = office();
    receipt(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 4 }] }));
    const result = await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 1 }, { saleTypeId: 2, quantity: 1 }] });
    expect(result).toEqual({ ok: false, status: 409, reason: "not_enough_seats", code: -214, message: "Not enough (connected) seats found." });
    expect(await reservedIn(t.db, e.groupIds[0]!)).toBe(4);
  });

  it("holds reservations 15 minutes from the last change; expired ones free their seats without cleanup", async () => {
    const e = await event();
    const { box, clock } = office();
    const cart = receipt(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 3 }] }));
    clock.advanceMinutes(10);
    const extended = receipt(await add(box, { eventJetId: e.jet, cartToken: cart.cartToken, tickets: [{ saleTypeId: 2, quantity: 1 }] }));
    expect(Date.parse(extended.expiresAt) - clock.now().getTime()).toBe(15 * 60_000);
    clock.advanceMinutes(14); // 24 minutes after the first line: still held, because the cart changed at 10
    expect((await box.getCart(cart.cartToken, "de"))!.status).toBe("open");
    expect((await box.offer(e.jet, "de"))!.seatGroups[0]!.left).toBe(1);
    expect(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 2 }] })).toMatchObject({ code: -214 });
    clock.advanceMinutes(1); // exactly 15 minutes after the last change
    expect((await box.getCart(cart.cartToken, "de"))!.status).toBe("expired");
    expect((await box.offer(e.jet, "de"))!.seatGroups[0]!.left).toBe(5);
    const noReservation = { ok: false, status: 409, reason: "no_reservation", code: -204, message: "No current reservation." };
    expect(await add(box, { eventJetId: e.jet, cartToken: cart.cartToken })).toEqual(noReservation);
    const line = (await box.getCart(cart.cartToken, "de"))!.events[0]!.seatGroups[0]!.lines[0]!;
    expect(await box.changeQuantity(cart.cartToken, line.id, 1)).toEqual(noReservation);
    expect(await box.removeLine(cart.cartToken, line.id)).toEqual(noReservation);
    expect(await box.checkout(cart.cartToken, { name: "Anna", email: "anna@example.at" })).toEqual(noReservation);
    expect(receipt(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 5 }] })).ticketsQuantity).toBe(5);
  });

  it("answers -204 for an unknown cart", async () => {
    const e = await event();
    const { box } = office();
    expect(await add(box, { eventJetId: e.jet, cartToken: "no-such-cart" })).toMatchObject({ code: -204, reason: "no_reservation" });
    expect(await box.getCart("no-such-cart", "de")).toBeNull();
  });

  it("names every other refusal with a 4xx and reserves nothing", async () => {
    const two = await event({ groups: [HALL, { name: "Balkon", capacity: 3, status: 0, prices: [[1, 900, "Vollpreis"]] }] });
    const slotted = await event({ timeslots: [{ blockId: 9201, startsAt: inDays(10) }, { blockId: 9202, startsAt: inDays(10.1), status: 0 }, { blockId: 9203, startsAt: inDays(-1) }] });
    const cancelled = await event({ cancelled: true });
    const over = await event({ startsAt: inDays(-1) });
    const running = await event({ startsAt: inDays(-0.1), endsAt: inDays(0.1) });
    const soldOut = await event({ soldOut: true });
    const { box } = office();
    const cases: [Partial<AddToCartInput> & { eventJetId: number }, number, string, number | null][] = [
      [{ eventJetId: 999_998 }, 404, "unknown_event", null],
      [{ eventJetId: two.jet }, 400, "seat_group_required", null],
      [{ eventJetId: two.jet, seatGroupId: 999_997 }, 404, "unknown_seat_group", null],
      [{ eventJetId: two.jet, seatGroupId: two.groupIds[1] }, 409, "not_offered", null],
      [{ eventJetId: two.jet, seatGroupId: two.groupIds[0], tickets: [{ saleTypeId: 7, quantity: 1 }] }, 404, "unknown_sale_type", null],
      [{ eventJetId: two.jet, seatGroupId: two.groupIds[0], tickets: [{ saleTypeId: 1, quantity: 0 }] }, 400, "invalid", null],
      [{ eventJetId: two.jet, seatGroupId: two.groupIds[0], tickets: [{ saleTypeId: 1, quantity: 21 }] }, 400, "invalid", null],
      [{ eventJetId: two.jet, seatGroupId: two.groupIds[0], tickets: [] }, 400, "invalid", null],
      [{ eventJetId: two.jet, seatGroupId: two.groupIds[0], blockId: 9201 }, 404, "unknown_timeslot", null],
      [{ eventJetId: slotted.jet }, 400, "timeslot_required", null],
      [{ eventJetId: slotted.jet, blockId: 9299 }, 404, "unknown_timeslot", null],
      [{ eventJetId: slotted.jet, blockId: 9202 }, 409, "not_offered", null],
      [{ eventJetId: slotted.jet, blockId: 9203 }, 409, "event_not_bookable", null],
      [{ eventJetId: cancelled.jet }, 409, "event_not_bookable", null],
      [{ eventJetId: over.jet }, 409, "event_not_bookable", null],
      [{ eventJetId: soldOut.jet }, 409, "not_enough_seats", -214],
    ];
    for (const [input, status, reason, code] of cases) {
      expect(await add(box, input), JSON.stringify(input)).toMatchObject({ ok: false, status, reason, code });
    }
    expect(await t.db.selectFrom("reservations").select("id").where("event_id", "in", [two.eventId, slotted.eventId, cancelled.eventId, over.eventId, soldOut.eventId]).execute()).toEqual([]);
    // An event that has begun but not ended still sells (an exhibition open all day).
    expect((await add(box, { eventJetId: running.jet })).ok).toBe(true);
  });

  it("keeps one cart line under 20 tickets of a type", async () => {
    const e = await event({ groups: [{ ...HALL, capacity: 50 }] });
    const { box } = office();
    await setMaxTicketsPerEvent(t.db, 40);
    onTestFinished(() => setMaxTicketsPerEvent(t.db, 10));
    const cart = receipt(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 15 }] }));
    expect(await add(box, { eventJetId: e.jet, cartToken: cart.cartToken, tickets: [{ saleTypeId: 1, quantity: 6 }] })).toMatchObject({ status: 409, reason: "line_limit" });
    expect(await reservedIn(t.db, e.groupIds[0]!)).toBe(15);
  });

  it("answers a repeated idempotency key the same and reserves once, also for twins in flight", async () => {
    const e = await event();
    const { box } = office();
    const input = { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 2 }], idempotencyKey: `key-${engine.name}-1` };
    const first = receipt(await add(box, input));
    // The repeat that carries the cart the first call made gets the same answer.
    expect(await add(box, { ...input, cartToken: first.cartToken })).toEqual({ ok: true, value: first });
    expect(await reservedIn(t.db, e.groupIds[0]!)).toBe(2);
    const twins = await Promise.all([1, 2, 3].map(() => add(box, { ...input, idempotencyKey: `key-${engine.name}-2` })));
    expect(twins.filter((r) => r.ok)).toHaveLength(1);
    expect(twins.filter((r) => !r.ok)).toEqual([expect.objectContaining({ status: 409, reason: "already_sent" }), expect.objectContaining({ status: 409, reason: "already_sent" })]);
    expect(await reservedIn(t.db, e.groupIds[0]!)).toBe(4);
    // A failure is an answer too: the repeat does not try again.
    const failed = await add(box, { ...input, tickets: [{ saleTypeId: 1, quantity: 2 }], idempotencyKey: `key-${engine.name}-3` });
    expect(failed).toMatchObject({ code: -214 });
    expect(await t.db.selectFrom("cart_idempotency").select("key").execute()).toHaveLength(3);
    expect((await t.db.selectFrom("cart_idempotency").select("key").execute()).map((r) => r.key)).not.toContain(input.idempotencyKey);
  });

  it("binds a key to the cart it made: a repeat without that cart never gets its token, and reserves nothing", async () => {
    const e = await event({ groups: [{ ...HALL, capacity: 50 }] });
    const { box } = office();
    const input = { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 1 }], idempotencyKey: `key-${engine.name}-bound` };
    const made = receipt(await add(box, input));
    const other = receipt(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 1 }] }));
    const withoutCart = await add(box, input);
    const withOtherCart = await add(box, { ...input, cartToken: other.cartToken });
    for (const answer of [withoutCart, withOtherCart]) {
      expect(answer).toMatchObject({ ok: false, status: 409, reason: "already_sent", code: null });
      expect(JSON.stringify(answer)).not.toContain(made.cartToken);
    }
    expect(await add(box, { ...input, cartToken: made.cartToken })).toEqual({ ok: true, value: made });
    expect(await reservedIn(t.db, e.groupIds[0]!)).toBe(2);
    // Also when the answer comes from before the event changed (the repeat that skips the locked part).
    await t.db.updateTable("seat_groups").set({ status: 0 }).where("id", "=", e.groupIds[0]!).execute();
    expect(await add(box, input)).toMatchObject({ ok: false, reason: "already_sent" });
    expect(await add(box, { ...input, cartToken: made.cartToken })).toEqual({ ok: true, value: made });
  });

  it("answers a repeated key as before even when the seat group has closed since", async () => {
    const e = await event();
    const { box } = office();
    const input = { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 1 }], idempotencyKey: `key-${engine.name}-closed` };
    const first = receipt(await add(box, input));
    await t.db.updateTable("seat_groups").set({ status: 0 }).where("id", "=", e.groupIds[0]!).execute();
    expect(await add(box, { ...input, cartToken: first.cartToken })).toEqual({ ok: true, value: first });
    expect(await add(box, { ...input, idempotencyKey: `key-${engine.name}-closed-2` })).toMatchObject({ ok: false, reason: "not_offered" });
    expect(await reservedIn(t.db, e.groupIds[0]!)).toBe(1);
  });

  it("changes and removes lines within what is left, extending the cart", async () => {
    const e = await event();
    const { box, clock } = office();
    const cart = receipt(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 2 }, { saleTypeId: 2, quantity: 1 }] }));
    const [full, child] = (await box.getCart(cart.cartToken, "de"))!.events[0]!.seatGroups[0]!.lines;
    receipt(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 1 }] })); // someone else: 1 left
    clock.advanceMinutes(5);
    expect(await box.changeQuantity(cart.cartToken, full!.id, 4)).toMatchObject({ code: -214 });
    const changed = receipt(await box.changeQuantity(cart.cartToken, full!.id, 3));
    expect(changed.ticketsQuantity).toBe(4);
    expect(Date.parse(changed.expiresAt)).toBe(clock.now().getTime() + 15 * 60_000);
    expect(receipt(await box.changeQuantity(cart.cartToken, full!.id, 1)).ticketsQuantity).toBe(2);
    expect(receipt(await box.removeLine(cart.cartToken, child!.id)).ticketsQuantity).toBe(1);
    expect(await box.removeLine(cart.cartToken, child!.id)).toMatchObject({ status: 404, reason: "unknown_line" });
    expect(await box.changeQuantity(cart.cartToken, full!.id, 21)).toMatchObject({ status: 400, reason: "invalid" });
    expect(await reservedIn(t.db, e.groupIds[0]!, clock.now().toISOString())).toBe(2);
  });

  it("checks out: the reservation becomes an order and the seats stay taken", async () => {
    const e = await event();
    const { box, clock } = office();
    const cart = receipt(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 2 }, { saleTypeId: 2, quantity: 1 }] }));
    expect(await box.checkout(cart.cartToken, { name: "", email: "anna@example.at" })).toMatchObject({ status: 400, reason: "invalid" });
    expect(await box.checkout(cart.cartToken, { name: "Anna", email: "kein-mail" })).toMatchObject({ status: 400, reason: "invalid" });
    const done = await box.checkout(cart.cartToken, { name: "Anna Berger", email: "anna@example.at" });
    expect(done).toMatchObject({ ok: true, value: { name: "Anna Berger", email: "anna@example.at", ticketsQuantity: 3, totalCents: 2 * 1200 + 850 } });
    const orderId = done.ok ? done.value.orderId : 0;
    const items = await t.db.selectFrom("order_items").select(["quantity", "unit_cents", "seat_group_id"]).where("order_id", "=", orderId).orderBy("unit_cents", "desc").execute();
    expect(items).toEqual([{ quantity: 2, unit_cents: 1200, seat_group_id: e.groupIds[0] }, { quantity: 1, unit_cents: 850, seat_group_id: e.groupIds[0] }]);
    expect((await t.db.selectFrom("orders").select("total_cents").where("id", "=", orderId).executeTakeFirstOrThrow()).total_cents).toBe(3250);
    expect(await reservedIn(t.db, e.groupIds[0]!)).toBe(0);
    expect(await box.getCart(cart.cartToken, "de")).toMatchObject({ status: "checked_out", orderId, ticketsQuantity: 3 });
    expect(await box.checkout(cart.cartToken, { name: "Anna", email: "anna@example.at" })).toMatchObject({ code: -204 });
    clock.advanceMinutes(60); // long after any reservation would have expired: sold stays sold
    expect((await box.offer(e.jet, "de"))!.seatGroups[0]!.left).toBe(2);
    expect(await add(box, { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 3 }] })).toMatchObject({ code: -214 });
    const empty = receipt(await add(box, { eventJetId: e.jet }));
    const line = (await box.getCart(empty.cartToken, "de"))!.events[0]!.seatGroups[0]!.lines[0]!;
    receipt(await box.removeLine(empty.cartToken, line.id));
    expect(await box.checkout(empty.cartToken, { name: "Anna", email: "anna@example.at" })).toMatchObject({ status: 409, reason: "empty_cart" });
  });

  it("lets a timeslot's own capacity cap all seat groups at that time", async () => {
    const e = await event({
      groups: [{ name: "A", capacity: 5, prices: [[1, 500, "Vollpreis"]] }, { name: "B", capacity: 5, prices: [[1, 500, "Vollpreis"]] }],
      timeslots: [{ blockId: 9301, startsAt: inDays(10), capacity: 6 }],
    });
    const { box } = office();
    receipt(await add(box, { eventJetId: e.jet, seatGroupId: e.groupIds[0], blockId: 9301, tickets: [{ saleTypeId: 1, quantity: 4 }] }));
    expect(await add(box, { eventJetId: e.jet, seatGroupId: e.groupIds[1], blockId: 9301, tickets: [{ saleTypeId: 1, quantity: 3 }] })).toMatchObject({ code: -214 });
    receipt(await add(box, { eventJetId: e.jet, seatGroupId: e.groupIds[1], blockId: 9301, tickets: [{ saleTypeId: 1, quantity: 2 }] }));
    expect((await box.offer(e.jet, "de"))!.seatGroups.map((g) => g.left)).toEqual([0, 0]);
  });
});
