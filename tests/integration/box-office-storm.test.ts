// Never oversell: 500 add-to-cart calls from 5 processes at once at a seat group of 50 seats, on
// each engine; and the same storm with the serialisation switched off, to show the test bites.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedBoxOffice } from "~/services/box-office/embedded.server";
import { insertBookableEvent, reservedIn } from "./support/box-office-fixtures";
import { startCartStorm, type CartStorm } from "./support/cart-storm";
import { createTestDatabases, setupDatabase } from "./support/test-db";

const PROCESSES = 5;
const PER_PROCESS = 100;
const CAPACITY = 50;

describe.each(createTestDatabases())("cart storm on $name", (engine) => {
  const t = setupDatabase(engine);
  let storm: CartStorm | undefined;
  beforeAll(async () => {
    storm = await startCartStorm(t.current.url, PROCESSES);
  });
  afterAll(async () => {
    await storm?.stop();
  });
  const fiftySeats = (jet: number) => insertBookableEvent(t.db, { jet, groups: [{ name: "Saal", capacity: CAPACITY, prices: [[1, 1000, "Vollpreis"]] }] });

  it(`reserves exactly ${CAPACITY} of ${PROCESSES * PER_PROCESS} concurrent single tickets; the rest get -214`, async () => {
    const { groupIds } = await fiftySeats(91_001);
    const tally = await storm!.run({ jet: 91_001, requests: PER_PROCESS, serialize: true });
    expect(tally.errors).toEqual([]);
    expect(tally.ok).toBe(CAPACITY);
    expect(tally.failures).toEqual({ not_enough_seats: PROCESSES * PER_PROCESS - CAPACITY });
    expect(await reservedIn(t.db, groupIds[0]!)).toBe(CAPACITY);
    expect(await t.db.selectFrom("carts").select("id").execute()).toHaveLength(CAPACITY);
    const offer = await createEmbeddedBoxOffice({ connection: t.conn }).offer(91_001, "de");
    expect(offer!.seatGroups[0]!.left).toBe(0);
  });

  it("control: with the serialisation switched off the same storm oversells", async () => {
    const { groupIds } = await fiftySeats(91_002);
    const tally = await storm!.run({ jet: 91_002, requests: PER_PROCESS, serialize: false });
    expect(tally.errors).toEqual([]);
    expect(await reservedIn(t.db, groupIds[0]!)).toBeGreaterThan(CAPACITY);
  });
});
