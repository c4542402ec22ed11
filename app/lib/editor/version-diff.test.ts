import { describe, expect, it } from "vitest";
import type { PageSnapshot, SnapshotModule, SnapshotSection } from "~/lib/types/page-snapshot";
import { richTextState } from "./rich-text-markdown";
import { EDITOR_TEXTS } from "./texts";
import { diffLineText } from "./diff-text";
import { diffSnapshots, modulePlace, moduleExcerpt, parseModulePlace, parseWindowValue, shorten, windowValue } from "./version-diff";

const mod = (id: number, fields: Record<string, unknown>, place: Partial<SnapshotModule> = {}): SnapshotModule => ({
  id, section_id: 0, type: "headline", column_index: 0, sort: id, fields, online_from: null, online_to: null, ...place,
});

const sec = (id: number, slug: string, modules: SnapshotModule[], extra: Partial<SnapshotSection> = {}): SnapshotSection => ({
  id, page_id: 1, slug, parent_id: null, layout: "100", classes: "", column_classes: "[]", content_type: "", object_id: null, sort: id,
  modules: modules.map((m) => ({ ...m, section_id: id })), ...extra,
});

const page = (...sections: SnapshotSection[]): PageSnapshot => ({ page: { id: 1, title: "Seite" }, sections });

const intro = () => sec(1, "intro", [mod(10, { content: "Willkommen" }), mod(11, { content: "Zweite" })]);
const body = () => sec(2, "body", [mod(20, { content: { de: "Hallo", en: "Hello" } }, { type: "quote" })]);
const outro = () => sec(3, "outro", [mod(30, { content: "Ende" })]);

describe("diffSnapshots", () => {
  it("finds nothing between equal states", () => {
    expect(diffSnapshots(page(intro(), body()), page(intro(), body()))).toEqual([]);
  });

  it("reports added and removed sections with their module count, not each module", () => {
    const lines = diffSnapshots(page(intro(), body()), page(intro(), outro()));
    expect(lines).toEqual([
      { kind: "section-removed", section: "body", modules: 1 },
      { kind: "section-added", section: "outro", modules: 1 },
    ]);
  });

  it("moves only the section that changed order, not those shifted by an insertion", () => {
    const inserted = diffSnapshots(page(intro(), body()), page({ ...outro(), sort: 0 }, intro(), body()));
    expect(inserted).toEqual([{ kind: "section-added", section: "outro", modules: 1 }]);
    const moved = diffSnapshots(page(intro(), body(), outro()), page({ ...outro(), sort: 0 }, intro(), body()));
    expect(moved).toEqual([{ kind: "section-moved", section: "outro", from: 3, to: 1 }]);
  });

  it("reports a changed layout", () => {
    expect(diffSnapshots(page(intro()), page({ ...intro(), layout: "50-50" }))).toEqual([{ kind: "layout-changed", section: "intro", from: "100", to: "50-50" }]);
  });

  it("treats a section with a new id but the same slug as the same section (a restore's new ids)", () => {
    const renumbered = { ...intro(), id: 99 };
    expect(diffSnapshots(page(intro()), page(renumbered))).toEqual([]);
  });

  it("names a section without slug by its number", () => {
    expect(diffSnapshots(page(), page(sec(7, "", [])))).toEqual([{ kind: "section-added", section: "#7", modules: 0 }]);
  });

  it("reports added and removed modules with their type and an excerpt of their main text", () => {
    const before = page(intro());
    const after = page(sec(1, "intro", [mod(10, { content: "Willkommen" }), mod(12, { content: "Neu hier" }, { type: "quote" })]));
    expect(diffSnapshots(before, after)).toEqual([
      { kind: "module-removed", section: "intro", module: 11, type: "headline", label: "Zweite" },
      { kind: "module-added", section: "intro", module: 12, type: "quote", label: "Neu hier" },
    ]);
  });

  it("reports a module moved within its column, to another column and to another section", () => {
    const swapped = sec(1, "intro", [mod(10, { content: "Willkommen" }, { sort: 2 }), mod(11, { content: "Zweite" }, { sort: 1 })]);
    expect(diffSnapshots(page(intro()), page(swapped))).toEqual([
      { kind: "module-moved", section: "intro", module: 10, type: "headline", label: "Willkommen", from: "intro:1:1", to: "intro:1:2" },
    ]);
    const column = sec(1, "intro", [mod(10, { content: "Willkommen" }), mod(11, { content: "Zweite" }, { column_index: 1 })]);
    expect(diffSnapshots(page(intro()), page(column))).toEqual([
      { kind: "module-moved", section: "intro", module: 11, type: "headline", label: "Zweite", from: "intro:1:2", to: "intro:2:1" },
    ]);
    const across = [sec(1, "intro", [mod(10, { content: "Willkommen" })]), sec(2, "body", [mod(20, { content: { de: "Hallo", en: "Hello" } }, { type: "quote" }), mod(11, { content: "Zweite" }, { sort: 30 })])];
    expect(diffSnapshots(page(intro(), body()), page(...across))).toEqual([
      { kind: "module-moved", section: "body", module: 11, type: "headline", label: "Zweite", from: "intro:1:2", to: "body:1:2" },
    ]);
  });

  it("does not move modules shifted by a new one before them", () => {
    const after = sec(1, "intro", [mod(9, { content: "Erste" }, { sort: 0 }), mod(10, { content: "Willkommen" }), mod(11, { content: "Zweite" })]);
    expect(diffSnapshots(page(intro()), page(after)).map((l) => l.kind)).toEqual(["module-added"]);
  });

  it("reports a translatable field per locale that changed", () => {
    const after = sec(2, "body", [mod(20, { content: { de: "Hallo", en: "Hi there" } }, { type: "quote" })]);
    expect(diffSnapshots(page(body()), page(after))).toEqual([
      { kind: "field-changed", section: "body", module: 20, type: "quote", label: "Hallo", field: "content", locale: "en", before: "Hello", after: "Hi there" },
    ]);
  });

  it("reads a plain field that became a pair as German, the English side as new", () => {
    const before = sec(1, "intro", [mod(10, { content: "Willkommen" })]);
    const after = sec(1, "intro", [mod(10, { content: { de: "Willkommen", en: "Welcome" } })]);
    expect(diffSnapshots(page(before), page(after))).toEqual([
      { kind: "field-changed", section: "intro", module: 10, type: "headline", label: "Willkommen", field: "content", locale: "en", before: "", after: "Welcome" },
    ]);
  });

  it("compares rich text as its plain text and shows it shortened", () => {
    const long = "Ein sehr langer Absatz, der weit über die Länge hinausgeht, die eine Zeile des Vergleichs zeigen soll.";
    const text = (content: unknown) => sec(4, "text", [mod(40, { content }, { type: "text" })]);
    // The same words in another stored form (a JSON string against the parsed state): no change.
    expect(diffSnapshots(page(text(JSON.stringify(richTextState("Kurz")))), page(text(richTextState("Kurz"))))).toEqual([]);
    const lines = diffSnapshots(page(text(richTextState("Kurz"))), page(text(richTextState(long))));
    expect(lines).toHaveLength(1);
    const line = lines[0];
    if (line.kind !== "field-changed") throw new Error(line.kind);
    expect(line.before).toBe("Kurz");
    expect(line.after.endsWith("…")).toBe(true);
    expect(line.after.length).toBeLessThanOrEqual(60);
    expect(line.label.length).toBeLessThanOrEqual(40);
  });

  it("counts empty, missing and null values as the same and ignores derived image data", () => {
    const before = sec(1, "intro", [mod(10, { content: "A", subline: "", image_obj: { w: 1 } })]);
    const after = sec(1, "intro", [mod(10, { content: "A", preline: null, image_obj: { w: 2 } })]);
    expect(diffSnapshots(page(before), page(after))).toEqual([]);
  });

  it("reports a changed list field with its items' texts", () => {
    const faq = (answer: string) => sec(5, "faq", [mod(50, { children: [{ question: "Wann?", answer }] }, { type: "faq" })]);
    expect(diffSnapshots(page(faq("Morgen")), page(faq("Heute")))).toEqual([
      { kind: "field-changed", section: "faq", module: 50, type: "faq", label: "Wann?", field: "children", locale: null, before: "Wann? · Morgen", after: "Wann? · Heute" },
    ]);
  });

  it("reports a changed online window", () => {
    const after = sec(3, "outro", [mod(30, { content: "Ende" }, { online_from: "2026-06-01T08:00:00.000Z" })]);
    expect(diffSnapshots(page(outro()), page(after))).toEqual([
      { kind: "window-changed", section: "outro", module: 30, type: "headline", label: "Ende", before: "/", after: "2026-06-01T08:00:00.000Z/" },
    ]);
  });
});

describe("the diff's helpers", () => {
  it("shortens to one line", () => {
    expect(shorten("a\n  b")).toBe("a b");
    expect(shorten("abcdef", 4)).toBe("abc…");
  });

  it("takes a module's excerpt from its main text or first item", () => {
    expect(moduleExcerpt({ fields: { headline_level: 2, content: { de: "Titel", en: "Title" } } })).toBe("Titel");
    expect(moduleExcerpt({ fields: { children: [{ headline: "Erster Teaser" }] } })).toBe("Erster Teaser");
    expect(moduleExcerpt({ fields: {} })).toBe("");
  });

  it("writes and reads places and windows", () => {
    expect(parseModulePlace(modulePlace("a:b", 1, 2))).toEqual({ section: "a:b", column: 2, position: 3 });
    expect(parseWindowValue(windowValue(null, "2026-01-01T00:00:00Z"))).toEqual({ from: null, to: "2026-01-01T00:00:00Z" });
  });
});

describe("diffLineText", () => {
  const de = EDITOR_TEXTS.de;
  it("writes each kind as a German sentence with the editor's names", () => {
    expect(diffLineText({ kind: "section-removed", section: "body", modules: 2 }, de, "de")).toBe("Abschnitt „body“ entfernt (2 Module)");
    expect(diffLineText({ kind: "layout-changed", section: "a", from: "100", to: "50-50" }, de, "de")).toBe("Abschnitt „a“: Spaltenaufteilung 100 % → 50 % / 50 %");
    expect(diffLineText({ kind: "module-added", section: "a", module: 1, type: "quote", label: "" }, de, "de")).toBe("Modul „Zitat“ in Abschnitt „a“ hinzugefügt");
    expect(diffLineText({ kind: "module-moved", section: "a", module: 1, type: "text", label: "Hi", from: "a:1:1", to: "b:2:3" }, de, "de")).toBe(
      "Modul „Text“ („Hi“) verschoben: Abschnitt „a“, Spalte 1, Position 1 → Abschnitt „b“, Spalte 2, Position 3",
    );
    expect(diffLineText({ kind: "field-changed", section: "a", module: 1, type: "headline", label: "X", field: "content", locale: "en", before: "", after: "Hi" }, de, "de")).toBe(
      "Modul „Überschrift“ („X“): Text (Englisch) geändert: „leer“ → „Hi“",
    );
    expect(diffLineText({ kind: "window-changed", section: "a", module: 1, type: "headline", label: "", before: "/", after: "2026-06-01T08:00:00.000Z/" }, de, "de")).toBe(
      "Modul „Überschrift“: Zeitfenster offen bis offen → 01.06.2026, 10:00 bis offen",
    );
  });

  it("has a sentence in every editor language without a left-over placeholder", () => {
    const line = { kind: "field-changed", section: "a", module: 1, type: "quote", label: "X", field: "author", locale: null, before: "A", after: "B" } as const;
    for (const locale of ["de", "en", "ja", "la"] as const) expect(diffLineText(line, EDITOR_TEXTS[locale], locale)).not.toMatch(/\{\w+\}/);
  });
});
