import { describe, expect, it } from "vitest";
import { richTextToPlain } from "~/lib/rich-text";
import { markdownToRichText, richTextToMarkdown } from "./rich-text-markdown";

const blocks = (source: string) => markdownToRichText(source)?.root.children ?? [];

describe("markdown-like text → rich text", () => {
  it("makes paragraphs of blocks split by empty lines, with line breaks inside", () => {
    const [first, second] = blocks("Erste Zeile\nzweite Zeile\n\nNeuer Absatz");
    expect(first).toMatchObject({ type: "paragraph", children: [{ text: "Erste Zeile" }, { type: "linebreak" }, { text: "zweite Zeile" }] });
    expect(second).toMatchObject({ type: "paragraph", children: [{ type: "text", text: "Neuer Absatz", format: 0 }] });
  });

  it("knows headings H2–H6, bulleted and numbered lists", () => {
    const [head, bullets, numbers, small] = blocks("## Programm\n- Lesungen\n- Workshops\n\n1. Anmelden\n2. Kommen\n\n#### Klein");
    expect(head).toMatchObject({ type: "heading", tag: "h2", children: [{ text: "Programm" }] });
    expect(bullets).toMatchObject({ type: "list", listType: "bullet", tag: "ul", children: [{ type: "listitem", value: 1 }, { type: "listitem", value: 2 }] });
    expect(numbers).toMatchObject({ type: "list", listType: "number", tag: "ol", children: [{ children: [{ text: "Anmelden" }] }, { children: [{ text: "Kommen" }] }] });
    expect(small).toMatchObject({ type: "heading", tag: "h4" });
  });

  it("knows **bold**, *italic* and links; an unsafe address stays text", () => {
    const [paragraph] = blocks("Mit **fett**, *kursiv* und [Tickets](https://example.org/t) – [böse](javascript:alert(1))");
    expect(paragraph!.children).toMatchObject([
      { text: "Mit " }, { text: "fett", format: 1 }, { text: ", " }, { text: "kursiv", format: 2 }, { text: " und " },
      { type: "link", url: "https://example.org/t", target: "_blank", children: [{ text: "Tickets" }] },
      { text: " – [böse](javascript:alert(1))" },
    ]);
    expect(blocks("[Über uns](/de/festival)")[0]!.children).toMatchObject([{ type: "link", url: "/de/festival", target: null }]);
  });

  it("answers null for an empty text", () => {
    expect(markdownToRichText("  \n\n ")).toBeNull();
  });
});

describe("rich text → markdown-like text", () => {
  it("round-trips what the text knows", () => {
    const source = "## Willkommen\n\nText mit **fett**, *kursiv*, ***beidem*** und [Link](https://example.org)\nneue Zeile\n\n- eins\n- zwei\n\n1. erstens\n2. zweitens";
    expect(richTextToMarkdown(markdownToRichText(source))).toBe(source);
  });

  it("reads a stored JSON string and writes other nodes as their text", () => {
    const stored = JSON.stringify({ root: { type: "root", children: [{ type: "quote", children: [{ type: "text", text: "Zitat", format: 8 }] }] } });
    expect(richTextToMarkdown(stored)).toBe("Zitat");
    expect(richTextToMarkdown(null)).toBe("");
    expect(richTextToPlain(markdownToRichText("- a\n- b"))).toBe("ab");
  });
});
