import { describe, expect, it } from "vitest";
import { auditEntries, changedFields } from "./audit.server";

describe("changedFields", () => {
  it("keeps only the fields that differ, never bookkeeping columns", () => {
    expect(
      changedFields(
        { id: 1, name_de: "Lesung", sort: 2, updated_at: "a", password_hash: "x" },
        { id: 1, name_de: "Lesungen", sort: 2, updated_at: "b", password_hash: "y", show_in_filter: 1 },
      ),
    ).toEqual({ name_de: ["Lesung", "Lesungen"], show_in_filter: [null, 1] });
  });

  it("shortens long values and logs a deletion's whole record", () => {
    const changes = changedFields({ text_de: "x".repeat(1000) }, null);
    expect(String(changes.text_de[0]).length).toBe(401);
    expect(changes.text_de[1]).toBeNull();
  });
});

describe("auditEntries", () => {
  it("parses the stored changes and survives a broken row", () => {
    const [good, broken] = auditEntries([
      { id: 2, user_name: "Rita", action: "update", changes: '{"name_de":["a","b"]}', created_at: "2026-11-25T10:00:00.000Z" },
      { id: 1, user_name: "Rita", action: "create", changes: "{", created_at: "2026-11-25T09:00:00.000Z" },
    ]);
    expect(good.changes).toEqual({ name_de: ["a", "b"] });
    expect(broken.changes).toEqual({});
  });
});
