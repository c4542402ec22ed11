import { describe, expect, it, vi } from "vitest";
import { checkModuleContent } from "./module-checks.server";

// The rich-text check itself is tested with its own code; here it refuses a marked value, so that
// what is checked (each field, each list item, each language of a pair) and where its message goes show.
vi.mock("./rich-text-check.server", () => ({
  checkRichText: (value: unknown) => {
    if (JSON.stringify(value).includes("THROW")) throw new Error("odd input");
    return JSON.stringify(value).includes("BAD") ? { ok: false, error: "is not rich text" } : { ok: true, value: { checked: value } };
  },
}));

const lexical = (text: string) => ({ root: { type: "root", children: [{ type: "paragraph", children: [{ type: "text", text }] }] } });

describe("checkModuleContent", () => {
  it("stores the checked rich text, per language of a pair", () => {
    const result = checkModuleContent("text", { fields: { content: { de: lexical("Hallo"), en: lexical("Hello") } } });
    expect(result).toEqual({
      ok: true,
      fields: { content: { de: { checked: lexical("Hallo") }, en: { checked: lexical("Hello") } } },
      online_from: null,
      online_to: null,
    });
  });

  it("puts a refusal under the field's path", () => {
    expect(checkModuleContent("text", { fields: { content: lexical("BAD") } })).toEqual({ ok: false, errors: { content: ["is not rich text"] } });
    expect(checkModuleContent("text", { fields: { content: { de: lexical("gut"), en: lexical("BAD") } } }))
      .toEqual({ ok: false, errors: { content: ["en: is not rich text"] } });
    expect(checkModuleContent("twocolumns", { fields: { text: lexical("BAD"), image: 4 } })).toMatchObject({ errors: { text: ["is not rich text"] } });
    expect(checkModuleContent("faq", { fields: { items: [{ question: "a", answer: lexical("ok") }, { question: "b", answer: lexical("BAD") }] } }))
      .toEqual({ ok: false, errors: { "items.1.answer": ["is not rich text"] } });
    expect(checkModuleContent("videolist", { fields: { children: [{ video_url: "https://vimeo.com/1", content: lexical("BAD") }] } }))
      .toEqual({ ok: false, errors: { "children.0.content": ["is not rich text"] } });
  });

  it("refuses a value the check fails on, instead of failing", () => {
    expect(checkModuleContent("text", { fields: { content: lexical("THROW") } })).toEqual({ ok: false, errors: { content: ["is not valid rich text"] } });
  });

  it("leaves empty rich text alone and checks nothing else as rich text", () => {
    expect(checkModuleContent("text", { fields: { content: null } })).toMatchObject({ ok: true, fields: { content: null } });
    expect(checkModuleContent("headline", { fields: { headline_level: 2, content: "BAD" } })).toMatchObject({ ok: true, fields: { content: "BAD" } });
  });

  it("refuses a window that ends before it starts, and stores instants as UTC", () => {
    expect(checkModuleContent("quote", { fields: {}, online_from: "2026-05-02T10:00:00+02:00", online_to: "2026-05-01T00:00:00Z" }))
      .toEqual({ ok: false, errors: { online_to: ["must not be before online_from"] } });
    expect(checkModuleContent("quote", { fields: {}, online_from: "2026-05-02T10:00:00+02:00" }))
      .toMatchObject({ ok: true, online_from: "2026-05-02T08:00:00.000Z", online_to: null });
  });

  it("collects the schema's messages with the window's", () => {
    expect(checkModuleContent("headline", { fields: { headline_level: 1, content: "" }, online_from: "2026-02-01", online_to: "2026-01-01" })).toEqual({
      ok: false,
      errors: { headline_level: ["must be a level from H2 to H6"], content: ["is required"], online_to: ["must not be before online_from"] },
    });
  });
});
