import { describe, expect, it } from "vitest";
import { BookingFormSchema, readBookingForm, ticketsBySeatGroup } from "./booking-form";

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const base: [string, string][] = [
  ["intent", "book"],
  ["nonce", "abcdefgh1234"],
];

describe("the booking form", () => {
  it("reads quantities per seat group, empty ones as 0, and the timeslot", () => {
    const { input, values } = readBookingForm(form([...base, ["block_id", "9001"], ["q.10.1", "2"], ["q.10.2", ""], ["q.11.1", "1"], ["other", "x"]]));
    const parsed = BookingFormSchema.parse(input);
    expect(parsed.block_id).toBe(9001);
    expect(ticketsBySeatGroup(parsed)).toEqual([
      { seatGroup: 10, tickets: [{ saleTypeId: 1, quantity: 2 }] },
      { seatGroup: 11, tickets: [{ saleTypeId: 1, quantity: 1 }] },
    ]);
    expect(values).toEqual({ block_id: "9001", "q.10.1": "2", "q.10.2": "", "q.11.1": "1" });
  });

  it("needs at least one ticket", () => {
    const result = BookingFormSchema.safeParse(readBookingForm(form([...base, ["q.10.1", "0"], ["q.10.2", ""]])).input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("no_tickets");
  });

  it("refuses negative, fractional, huge and non-numeric quantities, repeated types and a bad key", () => {
    for (const value of ["-1", "1.5", "21", "abc", "1e3"]) {
      expect(BookingFormSchema.safeParse(readBookingForm(form([...base, ["q.10.1", value]])).input).success, value).toBe(false);
    }
    expect(BookingFormSchema.safeParse(readBookingForm(form([...base, ["q.10.1", "1"], ["q.10.1", "2"]])).input).success).toBe(false);
    expect(BookingFormSchema.safeParse(readBookingForm(form([["intent", "book"], ["nonce", "x"], ["q.10.1", "1"]])).input).success).toBe(false);
    expect(BookingFormSchema.safeParse(readBookingForm(form([["intent", "other"], ["nonce", "abcdefgh1234"], ["q.10.1", "1"]])).input).success).toBe(false);
  });
});
