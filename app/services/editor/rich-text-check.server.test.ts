import { describe, expect, it } from "vitest";
import { richTextToPlain, type LexicalNode, type LexicalState } from "~/lib/rich-text";
import { seedRichTexts, TOOLBAR_FIXTURE } from "../../../tests/fixtures/rich-texts";
import { checkRichText, isEmptyRichText, RICH_TEXT_ERRORS, RICH_TEXT_MAX_LENGTH } from "./rich-text-check.server";

const text = (value: string, format = 0): LexicalNode => ({ type: "text", text: value, format, detail: 0, mode: "normal", style: "", version: 1 }) as LexicalNode;
const block = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode =>
  ({ type, children, direction: null, format: "", indent: 0, version: 1, ...extra }) as LexicalNode;
const doc = (...blocks: LexicalNode[]): LexicalState => ({ root: block("root", blocks) });
const withLink = (url: string, extra: Record<string, unknown> = {}) =>
  doc(block("paragraph", [block("link", [text("Klick")], { url, target: null, rel: null, title: null, ...extra })]));

/** What the visitors' walker reads of a node (app/lib/rich-text's LexicalNode): its meaning. */
const MEANING = ["type", "text", "format", "tag", "listType", "url", "target", "checked"] as const;
function meaning(value: unknown): unknown {
  const state = typeof value === "string" ? JSON.parse(value) : value;
  const node = (n: LexicalNode): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const key of MEANING) if (n[key] != null) out[key] = n[key];
    if (n.children) out.children = n.children.map(node);
    return out;
  };
  return node((state as LexicalState).root);
}

function refused(value: unknown): string {
  const result = checkRichText(value);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(value).slice(0, 200)}`);
  return result.error;
}

function accepted(value: unknown): unknown {
  const result = checkRichText(value);
  if (!result.ok) throw new Error(`refused (${result.error}): ${JSON.stringify(value).slice(0, 200)}`);
  return result.value;
}

describe("checkRichText: what the editor writes", () => {
  const fixtures = seedRichTexts();

  it("finds the seed's rich texts", () => {
    expect(fixtures.length).toBeGreaterThan(20);
    expect(fixtures.some(({ value }) => JSON.stringify(value).includes('"heading"'))).toBe(true);
    expect(fixtures.some(({ value }) => JSON.stringify(value).includes('"list"'))).toBe(true);
    expect(fixtures.some(({ value }) => JSON.stringify(value).includes('"link"'))).toBe(true);
  });

  it("accepts every rich text of the seed unchanged", () => {
    for (const { name, value } of fixtures) {
      // Normalising may add what Lexical derives (a paragraph's text format), never change the content.
      expect(meaning(accepted(value)), name).toEqual(meaning(value));
    }
  });

  it("accepts the toolbar's formats, links and lists", () => {
    expect(meaning(accepted(TOOLBAR_FIXTURE))).toEqual(meaning(TOOLBAR_FIXTURE));
  });

  it("answers a JSON string as a JSON string, normalised", () => {
    const minimal = JSON.stringify({ root: { type: "root", children: [{ type: "paragraph", children: [{ type: "text", text: "Hallo" }] }] } });
    const value = accepted(minimal);
    expect(typeof value).toBe("string");
    const parsed = JSON.parse(value as string);
    expect(parsed.root.children[0]).toMatchObject({ type: "paragraph", version: 1, children: [{ type: "text", text: "Hallo", format: 0, version: 1 }] });
    expect(richTextToPlain(value)).toBe("Hallo");
  });

  it("checks both languages of a pair and keeps an empty or missing English", () => {
    const de = doc(block("paragraph", [text("Hallo")]));
    for (const en of [null, "", undefined]) {
      const value = accepted({ de, en }) as { de: unknown; en: unknown };
      expect(Object.keys(value)).toEqual(["de", "en"]);
      expect(meaning(value.de)).toEqual(meaning(de));
      expect(value.en).toBe(en);
    }
    expect(Object.keys(accepted({ de }) as object)).toEqual(["de"]);
    const both = accepted({ de, en: de }) as { de: unknown; en: unknown };
    expect(meaning(both.en)).toEqual(meaning(de));
  });

  it("accepts empty rich text (whether it is required is the field's rule)", () => {
    for (const value of [null, undefined, "", doc(), doc(block("paragraph", []))]) expect(checkRichText(value).ok).toBe(true);
  });
});

describe("checkRichText: refusals", () => {
  it("refuses a node type the editor does not know", () => {
    expect(refused(doc(block("paragraph", [text("a")]), block("youtube", [])))).toBe(`${RICH_TEXT_ERRORS.unknownNode}youtube`);
    expect(refused(doc(block("paragraph", [{ type: "image", src: "x" } as LexicalNode])))).toBe(`${RICH_TEXT_ERRORS.unknownNode}image`);
    expect(refused(doc(block("autolink", [text("x")], { url: "https://example.org" })))).toBe(`${RICH_TEXT_ERRORS.unknownNode}autolink`);
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["upper case", "JAVASCRIPT:alert(1)"],
    ["a tab inside the scheme", "java\tscript:alert(1)"],
    ["a leading space", " javascript:alert(1)"],
    ["data:", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["vbscript:", "vbscript:msgbox(1)"],
    ["ftp:", "ftp://example.org/file"],
    ["a protocol-relative address", "//evil.example.org"],
    ["a backslash address", "/\\evil.example.org"],
    ["no address", ""],
    ["a bare word", "example.org"],
  ])("refuses a link with %s", (_name, url) => {
    expect(refused(withLink(url))).toBe(RICH_TEXT_ERRORS.linkUrl);
  });

  it.each(["https://example.org/a?b=1", "http://example.org", "mailto:presse@example.org", "tel:+43732123400", "/de/programm", "#faq"])(
    "accepts a link to %s",
    (url) => {
      expect(meaning(accepted(withLink(url)))).toEqual(meaning(withLink(url)));
    },
  );

  it("accepts a link in a new window and refuses other targets", () => {
    expect(checkRichText(withLink("https://example.org", { target: "_blank", rel: "noopener noreferrer" })).ok).toBe(true);
    expect(refused(withLink("https://example.org", { target: "_parent" }))).toBe(RICH_TEXT_ERRORS.linkTarget);
    expect(refused(withLink("https://example.org", { target: "frame" }))).toBe(RICH_TEXT_ERRORS.linkTarget);
  });

  it("refuses a pair whose English is bad, and a pair with other keys", () => {
    const de = doc(block("paragraph", [text("Hallo")]));
    expect(refused({ de, en: withLink("javascript:alert(1)") })).toBe(RICH_TEXT_ERRORS.linkUrl);
    expect(refused({ de, en: JSON.stringify(withLink("data:text/html,x")) })).toBe(RICH_TEXT_ERRORS.linkUrl);
    expect(refused({ de, fr: de })).toBe(RICH_TEXT_ERRORS.unreadable);
  });

  it("refuses text over the size limit, as object and as string", () => {
    const long = doc(block("paragraph", [text("x".repeat(RICH_TEXT_MAX_LENGTH))]));
    expect(refused(long)).toBe(RICH_TEXT_ERRORS.tooLong);
    expect(refused(JSON.stringify(long))).toBe(RICH_TEXT_ERRORS.tooLong);
    expect(refused({ de: doc(), en: long })).toBe(RICH_TEXT_ERRORS.tooLong);
    expect(checkRichText(doc(block("paragraph", [text("x".repeat(RICH_TEXT_MAX_LENGTH - 1000))]))).ok).toBe(true);
  });

  it("refuses what is not a Lexical state", () => {
    for (const value of ["not json", "<p>raw</p>", 42, true, [], {}, { root: {} }, { root: { type: "paragraph", children: [] } }, { root: { type: "root", children: "x" } }]) {
      expect(refused(value), JSON.stringify(value)).toBe(RICH_TEXT_ERRORS.unreadable);
    }
    expect(refused(doc(block("paragraph", [{ type: "text", text: 5 } as unknown as LexicalNode])))).toBe(RICH_TEXT_ERRORS.unreadable);
    expect(refused(doc(block("paragraph", ["x" as unknown as LexicalNode])))).toBe(RICH_TEXT_ERRORS.unreadable);
  });

  it("refuses heading tags and list kinds the editor does not make", () => {
    expect(refused(doc(block("heading", [text("x")], { tag: "script" })))).toBe(RICH_TEXT_ERRORS.unreadable);
    expect(refused(doc(block("list", [block("listitem", [text("x")], { value: 1 })], { listType: "check" })))).toBe(RICH_TEXT_ERRORS.unreadable);
  });

  it("refuses nesting deeper than any text needs", () => {
    let list = block("list", [block("listitem", [text("innen")], { value: 1 })], { listType: "bullet" });
    for (let i = 0; i < 30; i++) list = block("list", [block("listitem", [list], { value: 1 })], { listType: "bullet" });
    expect(refused(doc(list))).toBe(RICH_TEXT_ERRORS.tooDeep);
  });
});

describe("isEmptyRichText", () => {
  it("is true for nothing, no blocks and blank paragraphs", () => {
    for (const value of [null, undefined, "", "   ", doc(), doc(block("paragraph", [])), doc(block("paragraph", [text("  ")]), block("paragraph", []))]) {
      expect(isEmptyRichText(value), JSON.stringify(value)).toBe(true);
    }
  });

  it("is false for text, as object, string or pair (its German)", () => {
    const filled = doc(block("paragraph", [text("Hallo")]));
    expect(isEmptyRichText(filled)).toBe(false);
    expect(isEmptyRichText(JSON.stringify(filled))).toBe(false);
    expect(isEmptyRichText({ de: filled, en: null })).toBe(false);
    expect(isEmptyRichText({ de: doc(), en: filled })).toBe(true);
  });
});
