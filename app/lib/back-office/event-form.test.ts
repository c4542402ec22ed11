import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "~/db/schema";
import { amountToCents, centsToAmount, eventFormSchema, nestForm, OFFICE_EVENT_TYPES, readEventForm } from "./event-form";
import { applyRowOp, parseRowOp } from "./event-form-values";
import { de } from "./texts/de";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("the event form", () => {
  it("knows the database's kinds of events", () => {
    expect([...OFFICE_EVENT_TYPES]).toEqual([...EVENT_TYPES]);
  });

  it("reads amounts with a comma or a point as cents", () => {
    expect(amountToCents("12,50")).toBe(1250);
    expect(amountToCents("12.50")).toBe(1250);
    expect(amountToCents("12,5")).toBe(1250);
    expect(amountToCents("9")).toBe(900);
    expect(amountToCents("0,00")).toBe(0);
    expect(amountToCents("12,505")).toBeNull();
    expect(amountToCents("-3")).toBeNull();
    expect(amountToCents("zwölf")).toBeNull();
    expect(centsToAmount(1250)).toBe("12,50");
    expect(centsToAmount(5)).toBe("0,05");
  });

  it("nests posted names, keeps repeated tags and closes index gaps", () => {
    const values = nestForm(
      form([
        ["content.tag_ids", "3"], ["content.tag_ids", "5"], ["groups.0.name_de", "Parkett"], ["groups.2.name_de", "Balkon"],
        ["groups.0.prices.1.amount", "8,50"], ["groups.0.prices.0.amount", "12"], ["csrf", "x"], ["__proto__.x", "1"], ["content.__proto__.polluted", "1"], ["content.constructor.x", "1"],
      ]),
    );
    expect(values).toEqual({
      content: { tag_ids: ["3", "5"] },
      groups: [{ name_de: "Parkett", prices: [{ amount: "12" }, { amount: "8,50" }] }, { name_de: "Balkon" }],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("checks end after start, amounts, one sale type per seat group and one block per event", () => {
    const schema = eventFormSchema(de.events, { content: true, sales: true });
    const result = schema.safeParse(
      readEventForm(
        form([
          ["content.production_id", "1"], ["content.date_start", "2030-05-04T19:30"], ["content.date_end", "2030-05-04T18:00"], ["content.event_type", "concert"],
          ["groups.0.name_de", "Parkett"], ["groups.0.capacity", "5"],
          ["groups.0.prices.0.name_de", "Vollpreis"], ["groups.0.prices.0.amount", "12,50"], ["groups.0.prices.0.sale_type_id", "1"],
          ["groups.0.prices.1.name_de", "Ermäßigt"], ["groups.0.prices.1.amount", "8,50"], ["groups.0.prices.1.sale_type_id", "1"],
          ["slots.0.time_start", "2030-05-04T19:30"], ["slots.0.block_id", "1"], ["slots.1.time_start", "2030-05-04T21:30"], ["slots.1.block_id", "1"],
        ]),
        { content: true, sales: true },
      ),
    );
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({
      "content.date_end": de.events.endBeforeStart,
      "groups.0.prices.1.sale_type_id": de.events.saleTypeTwice,
      "slots.1.block_id": de.events.blockTwice,
    });
  });

  it("refuses an amount that is none", () => {
    const schema = eventFormSchema(de.events, { content: false, sales: true });
    const result = schema.safeParse(readEventForm(form([["groups.0.name_de", "Saal"], ["groups.0.capacity", "7"], ["groups.0.prices.0.name_de", "Vollpreis"], ["groups.0.prices.0.amount", "acht"], ["groups.0.prices.0.sale_type_id", "1"]]), { content: false, sales: true }));
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["groups.0.prices.0.amount", de.events.amountInvalid]]);
  });

  it("leaves out the part a user may not change", () => {
    const schema = eventFormSchema(de.events, { content: false, sales: true });
    const parsed = schema.parse(readEventForm(form([["content.title_de", "ignored"], ["groups.0.name_de", "Saal"], ["groups.0.capacity", "7"]]), { content: false, sales: true }));
    expect(parsed.content).toBeUndefined();
    expect(parsed.groups?.[0]).toMatchObject({ name_de: "Saal", capacity: 7, prices: [] });
  });

  it("adds and removes rows as the buttons ask", () => {
    expect(parseRowOp("remove-price:0:2")).toEqual({ kind: "remove-price", group: 0, price: 2 });
    expect(parseRowOp("remove-group:x")).toBeNull();
    let values = applyRowOp({ groups: [], slots: [] }, { kind: "add-group" });
    expect(values.groups).toEqual([expect.objectContaining({ status: "1", prices: [expect.objectContaining({ name_de: "Vollpreis", sale_type_id: "1" })] })]);
    values = applyRowOp(values, { kind: "add-price", group: 0 });
    expect((values.groups as { prices: unknown[] }[])[0]!.prices).toHaveLength(2);
    values = applyRowOp(values, { kind: "remove-price", group: 0, price: 0 });
    expect((values.groups as { prices: { sale_type_id: string }[] }[])[0]!.prices.map((p) => p.sale_type_id)).toEqual(["2"]);
    values = applyRowOp(applyRowOp(values, { kind: "add-slot" }), { kind: "add-slot" });
    expect((values.slots as { block_id: string }[]).map((s) => s.block_id)).toEqual(["1", "2"]);
    expect(applyRowOp(values, { kind: "remove-group", group: 0 }).groups).toEqual([]);
  });
});
