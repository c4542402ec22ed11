import { describe, expect, it } from "vitest";
import { leastGroupCapacity, leastSlotCapacity } from "./event-sales.server";

const taken = [
  { seat_group_id: 1, timeslot_id: 10, quantity: 3 },
  { seat_group_id: 1, timeslot_id: 11, quantity: 4 },
  { seat_group_id: 1, timeslot_id: 10, quantity: 2 },
  { seat_group_id: 2, timeslot_id: 10, quantity: 6 },
];

describe("what a capacity may not go below", () => {
  it("a seat group's: the most taken at one timeslot when the event has timeslots, else all", () => {
    expect(leastGroupCapacity(taken, 1, true)).toBe(5);
    expect(leastGroupCapacity(taken, 1, false)).toBe(9);
    expect(leastGroupCapacity(taken, 3, true)).toBe(0);
  });

  it("a timeslot's: everything taken at it over all seat groups", () => {
    expect(leastSlotCapacity(taken, 10)).toBe(11);
    expect(leastSlotCapacity(taken, 12)).toBe(0);
  });
});
