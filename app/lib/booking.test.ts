import { describe, expect, it } from "vitest";
import {
  addTicket,
  amountOf,
  cartCalls,
  clampSelection,
  countTickets,
  firstAvailableSlot,
  parseQuantityField,
  quantityField,
  removeTicket,
  selectionFromValues,
  withoutSeatGroups,
  type WidgetOffer,
} from "./booking";

const price = (id: number, saleTypeId: number, cents: number) => ({ id, saleTypeId, name: `Typ ${saleTypeId}`, text: "", cents, label: "", negative: false });

const offer: WidgetOffer = {
  eventJetId: 7001,
  currency: "€",
  seatGroups: [
    { id: 10, name: "Parkett", text: "", offered: true, prices: [price(1, 1, 1400), price(2, 2, 900), price(3, 3, 1100)], left: 5, leftBySlot: {} },
    { id: 11, name: "Balkon", text: "", offered: true, prices: [price(4, 1, 1200), price(5, 2, 800)], left: 2, leftBySlot: {} },
    { id: 12, name: "Galerie", text: "geschlossen", offered: false, prices: [price(6, 1, 900)], left: 0, leftBySlot: {} },
  ],
  timeslots: [],
};

const slotted: WidgetOffer = {
  ...offer,
  seatGroups: [{ ...offer.seatGroups[0]!, left: 7, leftBySlot: { 901: 0, 902: 3, 903: 4 } }],
  timeslots: [901, 902, 903].map((blockId) => ({ blockId, startsAt: "", label: "" })),
};

const vollParkett = { id: 1, seatGroup: 10, saleTypeId: 1 };
const kinderParkett = { id: 2, seatGroup: 10, saleTypeId: 2 };
const vollBalkon = { id: 4, seatGroup: 11, saleTypeId: 1 };

describe("ticket selection", () => {
  it("increments the same seat group and sale type, else adds with amount 1", () => {
    let s = addTicket([], vollParkett);
    s = addTicket(s, vollParkett);
    s = addTicket(s, vollBalkon);
    expect(s).toEqual([
      { ticket: vollParkett, amount: 2 },
      { ticket: vollBalkon, amount: 1 },
    ]);
    expect(amountOf(s, 10, 1)).toBe(2);
    expect(amountOf(s, 11, 2)).toBe(0);
    expect(countTickets(s)).toBe(3);
    expect(countTickets(s, (t) => t.seatGroup === 11)).toBe(1);
  });

  it("decrements and drops an entry at 1; removing what is not selected changes nothing", () => {
    const s = [{ ticket: vollParkett, amount: 2 }, { ticket: kinderParkett, amount: 1 }];
    expect(removeTicket(s, vollParkett)).toEqual([{ ticket: vollParkett, amount: 1 }, { ticket: kinderParkett, amount: 1 }]);
    expect(removeTicket(s, kinderParkett)).toEqual([{ ticket: vollParkett, amount: 2 }]);
    expect(removeTicket(s, vollBalkon)).toBe(s);
  });
});

describe("cart calls", () => {
  it("makes one call per seat group in offer order, types in price order", () => {
    const s = [{ ticket: vollBalkon, amount: 1 }, { ticket: kinderParkett, amount: 2 }, { ticket: vollParkett, amount: 1 }];
    expect(cartCalls(offer, s, null)).toEqual([
      { quantities: [1, 2], event_jet_id: 7001, sale_type_ids: [1, 2], seat_group: 10 },
      { quantities: [1], event_jet_id: 7001, sale_type_ids: [1], seat_group: 11 },
    ]);
    expect(cartCalls(offer, [], null)).toEqual([]);
  });

  it("sends the timeslot's block id where the event has timeslots", () => {
    expect(cartCalls(slotted, [{ ticket: vollParkett, amount: 1 }], 902)).toEqual([
      { quantities: [1], event_jet_id: 7001, sale_type_ids: [1], seat_group: 10, block_id: 902 },
    ]);
  });
});

describe("timeslots", () => {
  it("preselects the first timeslot with seats left", () => {
    expect(firstAvailableSlot(slotted)).toBe(902);
    expect(firstAvailableSlot(offer)).toBeNull();
  });

  it("cuts the selection down to what a timeslot has left, later types first", () => {
    const s = [{ ticket: vollParkett, amount: 2 }, { ticket: kinderParkett, amount: 2 }];
    expect(clampSelection(slotted, s, 902)).toEqual([{ ticket: vollParkett, amount: 2 }, { ticket: kinderParkett, amount: 1 }]);
    expect(clampSelection(slotted, s, 903)).toEqual(s);
    expect(clampSelection(slotted, s, 901)).toEqual([]);
  });
});

describe("the no-JS form's fields", () => {
  it("names a quantity by seat group and sale type and reads it back", () => {
    expect(quantityField(10, 2)).toBe("q.10.2");
    expect(parseQuantityField("q.10.2")).toEqual({ seatGroup: 10, saleTypeId: 2 });
    expect(parseQuantityField("q.10")).toBeNull();
    expect(parseQuantityField("nonce")).toBeNull();
  });

  it("turns kept values into a selection, ignoring junk and unknown types", () => {
    const s = selectionFromValues(offer, { "q.10.1": "2", "q.10.2": "x", "q.11.2": "0", "q.11.1": "1", "q.99.1": "3", "q.10.3": "21" });
    expect(s).toEqual([{ ticket: vollParkett, amount: 2 }, { ticket: vollBalkon, amount: 1 }]);
  });

  it("drops seat groups already in the cart from the kept selection", () => {
    const s = [{ ticket: vollParkett, amount: 2 }, { ticket: vollBalkon, amount: 1 }];
    expect(withoutSeatGroups(s, [10])).toEqual([{ ticket: vollBalkon, amount: 1 }]);
  });
});
