import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TEXT_FORMAT, type LexicalNode } from "~/lib/rich-text";
import { RichText } from "./rich-text";

const text = (value: string, format = 0): LexicalNode => ({ type: "text", text: value, format });
const paragraph = (...children: LexicalNode[]): LexicalNode => ({ type: "paragraph", children });
const link = (url: string, label = "Link", extra: Partial<LexicalNode> = {}): LexicalNode => ({ type: "link", url, children: [text(label)], ...extra });

/** The markup for a document of `blocks`, without the wrapping `<div class="rich-text">`. */
function html(...blocks: LexicalNode[]): string {
  const out = renderToStaticMarkup(<RichText value={{ root: { type: "root", children: blocks } }} />);
  const open = '<div class="rich-text">';
  expect(out.startsWith(open) && out.endsWith("</div>")).toBe(true);
  return out.slice(open.length, -"</div>".length);
}

describe("RichText: input", () => {
  it("accepts the state as a JSON string and as an object", () => {
    const state = { root: { type: "root", children: [paragraph(text("Hallo"))] } };
    expect(renderToStaticMarkup(<RichText value={JSON.stringify(state)} />)).toBe('<div class="rich-text"><p><span>Hallo</span></p></div>');
    expect(renderToStaticMarkup(<RichText value={state} />)).toBe('<div class="rich-text"><p><span>Hallo</span></p></div>');
  });

  it("renders nothing for empty, invalid or foreign values", () => {
    for (const value of [null, undefined, "", "not json", 42, {}, { root: {} }, { root: { children: "x" } }, "<p>raw</p>"]) {
      expect(renderToStaticMarkup(<RichText value={value} />)).toBe("");
    }
  });

  it("takes a class name", () => {
    expect(renderToStaticMarkup(<RichText value={{ root: { type: "root", children: [] } }} className="intro" />)).toBe('<div class="intro"></div>');
  });
});

describe("RichText: block nodes", () => {
  it("renders paragraphs", () => {
    expect(html(paragraph(text("Eins")), paragraph(text("Zwei")))).toBe("<p><span>Eins</span></p><p><span>Zwei</span></p>");
  });

  it.each(["h2", "h3", "h4", "h5", "h6"])("renders %s headings", (tag) => {
    expect(html({ type: "heading", tag, children: [text("Titel")] })).toBe(`<${tag}><span>Titel</span></${tag}>`);
  });

  it("downgrades h1 (the page title) and unknown heading tags to h2", () => {
    expect(html({ type: "heading", tag: "h1", children: [text("Titel")] })).toBe("<h2><span>Titel</span></h2>");
    expect(html({ type: "heading", tag: "h9", children: [text("Titel")] })).toBe("<h2><span>Titel</span></h2>");
    expect(html({ type: "heading", children: [text("Titel")] })).toBe("<h2><span>Titel</span></h2>");
  });

  it("renders quotes", () => {
    expect(html({ type: "quote", children: [text("Zitat")] })).toBe("<blockquote><span>Zitat</span></blockquote>");
  });

  it("renders bullet lists, numbered lists and their items", () => {
    const items = [
      { type: "listitem", value: 1, children: [text("eins")] },
      { type: "listitem", value: 2, children: [text("zwei")] },
    ];
    expect(html({ type: "list", listType: "bullet", children: items })).toBe("<ul><li><span>eins</span></li><li><span>zwei</span></li></ul>");
    expect(html({ type: "list", listType: "number", children: items })).toBe("<ol><li><span>eins</span></li><li><span>zwei</span></li></ol>");
  });

  it("renders nested lists inside list items", () => {
    const nested: LexicalNode = { type: "list", listType: "bullet", children: [{ type: "listitem", children: [text("innen")] }] };
    expect(html({ type: "list", listType: "number", children: [{ type: "listitem", children: [nested] }] })).toBe(
      "<ol><li><ul><li><span>innen</span></li></ul></li></ol>",
    );
  });

  it("renders horizontal rules", () => {
    expect(html(paragraph(text("a")), { type: "horizontalrule" }, paragraph(text("b")))).toBe("<p><span>a</span></p><hr/><p><span>b</span></p>");
  });

  it("keeps the children of unknown nodes and drops unknown leaves", () => {
    expect(html({ type: "collapsible-container", children: [paragraph(text("innen"))] })).toBe("<span><p><span>innen</span></p></span>");
    expect(html(paragraph(text("a"), { type: "image", url: "x" } as LexicalNode, text("b")))).toBe("<p><span>a</span><span>b</span></p>");
  });
});

describe("RichText: inline nodes", () => {
  it("renders line breaks and tabs", () => {
    expect(html(paragraph(text("Zeile 1"), { type: "linebreak" }, text("Zeile 2")))).toBe("<p><span>Zeile 1</span><br/><span>Zeile 2</span></p>");
    expect(html(paragraph(text("a"), { type: "tab" }, text("b")))).toBe("<p><span>a</span><span>\t</span><span>b</span></p>");
  });

  it("escapes text instead of interpreting it as HTML", () => {
    expect(html(paragraph(text('<script>alert("x")</script> & <b>')))).toBe(
      "<p><span>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;</span></p>",
    );
  });
});

describe("RichText: text formats", () => {
  const cases: [keyof typeof TEXT_FORMAT, string][] = [
    ["bold", "strong"],
    ["italic", "em"],
    ["strikethrough", "s"],
    ["underline", "u"],
    ["code", "code"],
    ["subscript", "sub"],
    ["superscript", "sup"],
    ["highlight", "mark"],
  ];

  it.each(cases)("renders %s as <%s>", (format, tag) => {
    expect(html(paragraph(text("x", TEXT_FORMAT[format])))).toBe(`<p><span><${tag}>x</${tag}></span></p>`);
  });

  it("combines formats, bold outermost and code innermost", () => {
    const all = Object.values(TEXT_FORMAT).reduce((a, b) => a | b, 0);
    expect(html(paragraph(text("x", all)))).toBe(
      "<p><span><strong><em><u><s><sup><sub><mark><code>x</code></mark></sub></sup></s></u></em></strong></span></p>",
    );
    expect(html(paragraph(text("x", TEXT_FORMAT.bold | TEXT_FORMAT.italic)))).toBe("<p><span><strong><em>x</em></strong></span></p>");
    expect(html(paragraph(text("x", TEXT_FORMAT.underline | TEXT_FORMAT.strikethrough)))).toBe("<p><span><u><s>x</s></u></span></p>");
  });

  it("ignores a missing or non-numeric format", () => {
    expect(html(paragraph({ type: "text", text: "x" }))).toBe("<p><span>x</span></p>");
    expect(html(paragraph({ type: "text", text: "x", format: "bold" }))).toBe("<p><span>x</span></p>");
  });
});

describe("RichText: links", () => {
  it.each(["https://example.org/a?b=1", "http://example.org", "mailto:presse@example.org", "tel:+43732123400", "/de/programm", "#faq"])(
    "keeps the safe URL %s",
    (url) => {
      expect(html(paragraph(link(url)))).toBe(`<p><a href="${url.replace(/&/g, "&amp;")}"><span>Link</span></a></p>`);
    },
  );

  it("renders autolinks like links", () => {
    expect(html(paragraph({ type: "autolink", url: "https://example.org", children: [text("example.org")] }))).toBe(
      '<p><a href="https://example.org"><span>example.org</span></a></p>',
    );
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["mixed case", "JaVaScRiPt:alert(1)"],
    ["a tab inside the scheme", "java\tscript:alert(1)"],
    ["a newline inside the scheme", "java\nscript:alert(1)"],
    ["leading spaces and control characters", " \u0001javascript:alert(1)"],
    ["data:", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["vbscript:", "vbscript:msgbox(1)"],
    ["a protocol-relative URL", "//evil.example.org"],
    ["a slash and a backslash (another host to browsers)", "/\\evil.example.org"],
    ["a missing URL", undefined],
  ])("drops the href for %s", (_name, url) => {
    const out = html(paragraph(link(url as string, "Klick")));
    expect(out).toBe("<p><span><span>Klick</span></span></p>");
    expect(out).not.toContain("href");
  });

  it("drops unsafe autolinks too", () => {
    expect(html(paragraph({ type: "autolink", url: "javascript:alert(1)", children: [text("x")] }))).not.toContain("href");
  });

  it("opens target=_blank links with rel noopener noreferrer", () => {
    expect(html(paragraph(link("https://example.org", "Extern", { target: "_blank", rel: null })))).toBe(
      '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer"><span>Extern</span></a></p>',
    );
  });

  it("does not copy other targets or the stored rel", () => {
    expect(html(paragraph(link("https://example.org", "x", { target: "_parent", rel: "opener" })))).toBe(
      '<p><a href="https://example.org"><span>x</span></a></p>',
    );
  });

  it("renders formatted text inside links", () => {
    expect(html(paragraph({ type: "link", url: "/de", children: [text("fett", TEXT_FORMAT.bold)] }))).toBe(
      '<p><a href="/de"><span><strong>fett</strong></span></a></p>',
    );
  });
});
