import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { de } from "~/lib/editor/texts/de";
import { EDITOR_TEXTS } from "~/lib/editor/texts";
import { TOOLBAR_FIXTURE } from "../../../tests/fixtures/rich-texts";
import RichTextEditorDefault, { initialEditorState, RichTextEditor } from "./rich-text-editor";

const noop = () => {};

describe("RichTextEditor on the server", () => {
  it("is the module's default export (for React.lazy)", () => {
    expect(RichTextEditorDefault).toBe(RichTextEditor);
  });

  it("renders the stored text as visitors see it until it is mounted", () => {
    const html = renderToString(<RichTextEditor id="rt" label="Text" initial={TOOLBAR_FIXTURE} onChange={noop} texts={de.richText} />);
    expect(html).toContain('data-rich-text-editor="loading"');
    expect(html).toContain("<strong>fett</strong>");
    expect(html).toContain('<a href="https://example.org/neu" target="_blank" rel="noopener noreferrer">');
    expect(html).not.toContain("contenteditable");
  });

  it("says when a text holds elements it cannot edit", () => {
    const foreign = { root: { type: "root", children: [{ type: "youtube", children: [] }] } };
    const html = renderToString(<RichTextEditor id="rt" label="Text" initial={foreign} onChange={noop} texts={de.richText} />);
    expect(html).toContain(de.richText.unsupported);
  });

  it("needs texts: from the edit mode or its own", () => {
    expect(() => renderToString(<RichTextEditor id="rt" label="Text" initial={null} onChange={noop} />)).toThrow(/texts/);
  });
});

describe("initialEditorState", () => {
  it("starts empty for nothing, foreign values and no blocks", () => {
    for (const value of [null, undefined, "", "not json", 42, { root: { type: "root", children: [] } }]) {
      expect(initialEditorState(value)).toEqual({ kind: "empty" });
    }
  });

  it("starts with the stored state, object or string", () => {
    const json = JSON.stringify(TOOLBAR_FIXTURE);
    expect(initialEditorState(TOOLBAR_FIXTURE)).toEqual({ kind: "state", json });
    expect(initialEditorState(json)).toEqual({ kind: "state", json });
  });

  it("refuses a state with nodes it does not know (saving would lose them)", () => {
    const nested = { root: { type: "root", children: [{ type: "paragraph", children: [{ type: "image", src: "x" }] }] } };
    expect(initialEditorState(nested)).toEqual({ kind: "unsupported" });
  });
});

describe("the editor's texts", () => {
  it("exist in every editor locale, none empty", () => {
    const keys = Object.keys(de.richText).sort();
    for (const [locale, texts] of Object.entries(EDITOR_TEXTS)) {
      expect(Object.keys(texts.richText).sort(), locale).toEqual(keys);
      for (const [key, value] of Object.entries(texts.richText)) expect(value.trim(), `${locale}.${key}`).not.toBe("");
    }
  });
});
