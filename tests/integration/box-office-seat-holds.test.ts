// The counters of what is taken per seat group and timeslot (migration 0024) agree with a recount of
// reservations and order items after a mix of reserving, changing, expiring, checking out and
// cancelling; the live figures (offer, back office) agree with a recount of what is unexpired.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { heldByEvents } from "~/models/box-office.server";
import { cancelOrder, cancelTickets } from "~/services/box-office/cancel.server";
import { createEmbeddedBoxOffice } from "~/services/box-office/embedded.server";
import type { BoxOffice, BoxOfficeResult } from "~/services/box-office/types.server";
import { inDays, insertBookableEvent, manualClock } from "./support/box-office-fixtures";
import { createTestDatabases, setupDatabase } from "./support/test-db";

type Row = { seat_group_id: number; timeslot_id: number | null; reserved: number; sold: number };
type Figures = Record<string, [number, number]>;
const key = (r: { seat_group_id: number; timeslot_id: number | null }) => `${r.seat_group_id}/${r.timeslot_id ?? "-"}`;
const table = (rows: Row[]): Figures =>
  Object.fromEntries(rows.filter((r) => r.reserved !== 0 || r.sold !== 0).map((r) => [key(r), [Number(r.reserved), Number(r.sold)]]).sort());

describe.each(createTestDatabases())("seat hold counters on $name", (engine) => {
  const t = setupDatabase(engine);

  /** The counters as stored, and a recount of the reservations still counted and of what is sold. */
  async function countersAndRecount(groupIds: number[]) {
    const stored = await t.db
      .selectFrom("seat_holds")
      .select(["seat_group_id", sql<number | null>`nullif(timeslot_key, 0)`.as("timeslot_id"), "reserved", "sold"])
      .where("seat_group_id", "in", groupIds)
      .execute();
    const recount = await sql<Row>`select seat_group_id, timeslot_id, sum(reserved) as reserved, sum(sold) as sold from (
        select seat_group_id, timeslot_id, quantity as reserved, 0 as sold from reservations where counted = 1
        union all
        select oi.seat_group_id, oi.timeslot_id, 0, oi.quantity - oi.cancelled_quantity from order_items oi
          join orders o on o.id = oi.order_id and o.cancelled_at is null
      ) x where seat_group_id in (${sql.join(groupIds)}) group by seat_group_id, timeslot_id`.execute(t.db);
    return { stored: table(stored), recount: table(recount.rows) };
  }

  /** The live figures the offer and the back office read, and a recount of what is unexpired at `nowIso`. */
  async function liveAndRecount(eventIds: number[], groupIds: number[], nowIso: string) {
    const live = await heldByEvents(t.db, eventIds, nowIso);
    const recount = await sql<Row>`select seat_group_id, timeslot_id, sum(reserved) as reserved, sum(sold) as sold from (
        select seat_group_id, timeslot_id, quantity as reserved, 0 as sold from reservations where expires_at > ${nowIso}
        union all
        select oi.seat_group_id, oi.timeslot_id, 0, oi.quantity - oi.cancelled_quantity from order_items oi
          join orders o on o.id = oi.order_id and o.cancelled_at is null
      ) x where seat_group_id in (${sql.join(groupIds)}) group by seat_group_id, timeslot_id`.execute(t.db);
    return { live: table(live), recount: table(recount.rows) };
  }

  it("stay equal to a recount through reserve, change, expiry, checkout and cancellation", async () => {
    const clock = manualClock();
    const box: BoxOffice = createEmbeddedBoxOffice({ connection: () => t.conn, clock: clock.now });
    const hall = await insertBookableEvent(t.db, { jet: 81_001, groups: [{ name: "Halle", capacity: 30, prices: [[1, 1000, "Voll"], [2, 500, "Kind"]] }] });
    const workshop = await insertBookableEvent(t.db, {
      jet: 81_002,
      groups: [{ name: "A", capacity: 8, prices: [[1, 900, "Voll"]] }, { name: "B", capacity: 8, prices: [[1, 900, "Voll"]] }],
      timeslots: [{ blockId: 81_101, startsAt: inDays(5), capacity: 10 }, { blockId: 81_102, startsAt: inDays(5.1) }],
    });
    const groupIds = [...hall.groupIds, ...workshop.groupIds];
    const eventIds = [hall.eventId, workshop.eventId];
    const ok = <T>(result: BoxOfficeResult<T>): T => {
      if (!result.ok) throw new Error(`expected success: ${JSON.stringify(result)}`);
      return result.value;
    };
    const agree = async () => {
      const { stored, recount } = await countersAndRecount(groupIds);
      expect(stored).toEqual(recount);
      const { live, recount: unexpired } = await liveAndRecount(eventIds, groupIds, clock.now().toISOString());
      expect(live).toEqual(unexpired);
      return live;
    };
    const user = await t.db
      .insertInto("users")
      .values({ email: "kasse-holds@example.org", username: "kasse-holds", first_name: "Kim", last_name: "Kasse", password_hash: "x" })
      .returning(["id", "first_name", "last_name", "username"])
      .executeTakeFirstOrThrow();

    // Reserve: new carts, a growing line, two seat groups at one timeslot, another timeslot.
    const a = ok(await box.addToCart({ eventJetId: 81_001, tickets: [{ saleTypeId: 1, quantity: 3 }, { saleTypeId: 2, quantity: 2 }] }));
    ok(await box.addToCart({ eventJetId: 81_001, cartToken: a.cartToken, tickets: [{ saleTypeId: 1, quantity: 1 }] }));
    const b = ok(await box.addToCart({ eventJetId: 81_002, seatGroupId: workshop.groupIds[0], blockId: 81_101, tickets: [{ saleTypeId: 1, quantity: 4 }] }));
    ok(await box.addToCart({ eventJetId: 81_002, seatGroupId: workshop.groupIds[1], blockId: 81_101, cartToken: b.cartToken, tickets: [{ saleTypeId: 1, quantity: 3 }] }));
    const c = ok(await box.addToCart({ eventJetId: 81_002, seatGroupId: workshop.groupIds[1], blockId: 81_102, tickets: [{ saleTypeId: 1, quantity: 5 }] }));
    expect(await agree()).toMatchObject({ [`${hall.groupIds[0]}/-`]: [6, 0], [`${workshop.groupIds[1]}/${workshop.timeslotIds[1]}`]: [5, 0] });
    // The timeslot's own capacity (10) caps both groups: 7 taken, 3 left.
    expect(await box.addToCart({ eventJetId: 81_002, seatGroupId: workshop.groupIds[1], blockId: 81_101, tickets: [{ saleTypeId: 1, quantity: 4 }] })).toMatchObject({ ok: false, reason: "not_enough_seats" });

    // Change and remove lines.
    const cartA = (await box.getCart(a.cartToken, "de"))!;
    const [full, child] = cartA.events[0]!.seatGroups[0]!.lines;
    ok(await box.changeQuantity(a.cartToken, full!.id, 6));
    ok(await box.changeQuantity(a.cartToken, child!.id, 1));
    ok(await box.removeLine(c.cartToken, (await box.getCart(c.cartToken, "de"))!.events[0]!.seatGroups[0]!.lines[0]!.id));
    await agree();

    // Check out two carts; a third expires while counted, then another writer releases it.
    const orderA = await box.checkout(a.cartToken, { name: "Ada", email: "ada@example.org" });
    const orderB = await box.checkout(b.cartToken, { name: "Bo", email: "bo@example.org" });
    if (!orderA.ok || !orderB.ok) throw new Error("checkout failed");
    const d = ok(await box.addToCart({ eventJetId: 81_001, tickets: [{ saleTypeId: 1, quantity: 5 }] }));
    ok(await box.addToCart({ eventJetId: 81_002, seatGroupId: workshop.groupIds[0], blockId: 81_102, tickets: [{ saleTypeId: 1, quantity: 2 }] }));
    await agree();
    clock.advanceMinutes(16);
    // Expired but not yet released: the counters still hold them, the live figures do not.
    expect(await agree()).toMatchObject({ [`${hall.groupIds[0]}/-`]: [0, 7] });
    const e = ok(await box.addToCart({ eventJetId: 81_001, tickets: [{ saleTypeId: 2, quantity: 2 }] }));
    ok(await box.addToCart({ eventJetId: 81_002, seatGroupId: workshop.groupIds[1], blockId: 81_102, tickets: [{ saleTypeId: 1, quantity: 1 }] }));
    expect(await agree()).toMatchObject({ [`${hall.groupIds[0]}/-`]: [2, 7] });
    const released = await t.db.selectFrom("reservations").select("counted").innerJoin("carts", "carts.id", "reservations.cart_id").where("carts.token", "=", d.cartToken).execute();
    expect(released).toEqual([{ counted: 0 }]);
    expect(await box.addToCart({ eventJetId: 81_001, cartToken: d.cartToken, tickets: [{ saleTypeId: 1, quantity: 1 }] })).toMatchObject({ ok: false, reason: "no_reservation" });

    // Cancel some tickets of one order, then a whole order.
    const itemsOfA = await t.db.selectFrom("order_items").select(["id", "quantity"]).where("order_id", "=", orderA.value.orderId).orderBy("id").execute();
    expect(await cancelTickets(user, orderA.value.orderId, itemsOfA[0]!.id, 2, t.conn)).toEqual({ ok: true });
    await agree();
    expect(await cancelOrder(user, orderB.value.orderId, clock.now(), t.conn)).toEqual({ ok: true });
    const live = await agree();
    expect(live[`${hall.groupIds[0]}/-`]).toEqual([2, 5]);
    expect(live[`${workshop.groupIds[0]}/${workshop.timeslotIds[0]}`]).toBeUndefined();

    // After every cart is checked out or expired, nothing stays reserved.
    ok(await box.checkout(e.cartToken, { name: "Eve", email: "eve@example.org" }));
    clock.advanceMinutes(16);
    ok(await box.addToCart({ eventJetId: 81_002, seatGroupId: workshop.groupIds[0], blockId: 81_102, tickets: [{ saleTypeId: 1, quantity: 1 }] }));
    const end = await agree();
    expect(Object.values(end).reduce((n, [reserved]) => n + reserved, 0)).toBe(1);
  });
});
