import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EDITOR_TEXTS } from "~/lib/editor/texts";
import { MODULE_TYPES } from "~/lib/modules/registry";
import { EditorContext, type EditorContextValue } from "./editor-context";
import { ModuleFieldsForm, type ModuleFieldsFormProps } from "./module-fields-form";

const CHOICES = {
  images: [{ id: 7, name: "papierboot", alt: "Ein Papierboot", width: 1240, height: 700, thumb: "/media/papierboot-320.jpg" }],
  pages: [{ id: 3, title: "Über uns", url: "/de/festival/ueber-uns" }],
};

function render(props: Partial<ModuleFieldsFormProps> & Pick<ModuleFieldsFormProps, "type">, editorLocale: "de" | "ja" = "de") {
  const context = { texts: EDITOR_TEXTS[editorLocale], editorLocale, locale: "de", csrf: "t", calls: {} } as unknown as EditorContextValue;
  const html = renderToStaticMarkup(
    <EditorContext.Provider value={context}>
      <ModuleFieldsForm fields={{}} locale="de" idPrefix="m1" choices={CHOICES} {...props} />
    </EditorContext.Provider>,
  );
  return { html, doc: new Markup(html) };
}

interface Tag {
  tag: string;
  attrs: Record<string, string>;
  start: number;
  end: number;
}

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** Just enough of the rendered HTML to look at (no DOM in the unit tests). */
class Markup {
  tags: Tag[] = [];
  constructor(public html: string) {
    for (const match of html.matchAll(/<([a-z]+)((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*\/?>/g)) {
      const attrs: Record<string, string> = {};
      for (const a of match[2]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[a[1]!.toLowerCase()] = decode(a[2] ?? "");
      this.tags.push({ tag: match[1]!, attrs, start: match.index, end: match.index + match[0].length });
    }
  }
  find(test: (tag: Tag) => boolean): Tag | undefined {
    return this.tags.find(test);
  }
  named(name: string, tag?: string): Tag | undefined {
    return this.find((t) => t.attrs.name === name && (!tag || t.tag === tag));
  }
  byId(id: string): Tag | undefined {
    return this.find((t) => t.attrs.id === id);
  }
  /** The text inside an element (tags stripped). */
  text(tag: Tag): string {
    const close = this.html.indexOf(`</${tag.tag}>`, tag.end);
    return decode(this.html.slice(tag.end, close).replace(/<[^>]+>/g, ""));
  }
  labelFor(id: string): string | null {
    const label = this.find((t) => t.tag === "label" && t.attrs.for === id);
    return label ? this.text(label) : null;
  }
  /** The options of a select, and which is selected. */
  options(select: Tag): { value: string; text: string; selected: boolean }[] {
    const close = this.html.indexOf("</select>", select.end);
    return this.tags
      .filter((t) => t.tag === "option" && t.start >= select.end && t.start < close)
      .map((t) => ({ value: t.attrs.value ?? "", text: this.text(t), selected: "selected" in t.attrs }));
  }
}

describe("ModuleFieldsForm", () => {
  it("labels every input and marks required ones in words and with aria-required", () => {
    const { doc } = render({ type: "headline", fields: { headline_level: 3, content: { de: "Willkommen", en: "Welcome" } } });
    const content = doc.named("content", "input")!;
    expect(content.attrs.value).toBe("Willkommen");
    expect(content.attrs["aria-required"]).toBe("true");
    expect(doc.labelFor(content.attrs.id!)).toBe("Text (Pflichtfeld)");
    expect(doc.named("preline")!.attrs).not.toHaveProperty("aria-required");
    const level = doc.named("headline_level", "select")!;
    expect(doc.options(level).map((o) => o.text)).toEqual(["H2", "H3", "H4", "H5", "H6"]);
    expect(doc.options(level).find((o) => o.selected)?.value).toBe("3");
    // The other language's text is shown as a hint.
    const hintId = content.attrs["aria-describedby"]!.split(" ")[0]!;
    expect(doc.text(doc.byId(hintId)!)).toContain("„Welcome“");
    for (const input of doc.tags.filter((t) => ["input", "select", "textarea"].includes(t.tag) && t.attrs.type !== "hidden")) {
      expect(doc.labelFor(input.attrs.id!), input.attrs.name).not.toBeNull();
    }
  });

  it("shows messages beside their fields, list items' included", () => {
    const fields = { children: [{ headline: "Eins" }, { headline: "" }] };
    const { doc } = render({ type: "teaserlist", fields, errors: { "children.1.headline": ["is required"], fields: ["Unrecognized key(s) in object: 'x'"] } });
    const input = doc.named("children.1.headline")!;
    expect(input.attrs["aria-invalid"]).toBe("true");
    const errorId = input.attrs["aria-describedby"]!.split(" ")[0]!;
    expect(doc.text(doc.byId(errorId)!)).toBe("Bitte ausfüllen.");
    expect(doc.text(doc.find((t) => t.attrs.role === "alert")!)).toContain("Unrecognized key(s)");
    expect(doc.named("children.0.headline")!.attrs).not.toHaveProperty("aria-invalid");
    // Two items, then one empty new item; each with its position and (stored ones) a remove box.
    expect(doc.named("children.2.headline")!.attrs.value).toBe("");
    expect(doc.named("children.1._remove")).toBeDefined();
    expect(doc.named("children.2._remove")).toBeUndefined();
    expect(doc.named("children.2._order")!.attrs.value).toBe("3");
  });

  it("shows what was posted again after a refusal", () => {
    const { doc, html } = render({ type: "fullteaser", fields: { headline: "Alt" }, posted: { headline: "Neu", text: "x", link: "3", link_url: "" } });
    expect(doc.named("headline")!.attrs.value).toBe("Neu");
    expect(doc.options(doc.named("link", "select")!).find((o) => o.selected)?.value).toBe("3");
    expect(doc.named("text", "textarea")!.attrs.maxlength).toBe("3000");
    expect(html).toContain("Höchstens 3000 Zeichen.");
  });

  it("offers library images as radios with a file input, and pages for links", () => {
    const { doc } = render({ type: "fullteaser", fields: { image: 7, headline: "A" } });
    const radio = doc.find((t) => t.attrs.type === "radio" && t.attrs.name === "image" && t.attrs.value === "7")!;
    expect(radio.attrs).toHaveProperty("checked");
    expect(doc.html.slice(radio.end, radio.end + 200)).toContain("Ein Papierboot");
    expect(doc.named("image.upload")!.attrs).toMatchObject({ type: "file", accept: "image/jpeg,image/png,image/webp" });
    expect(doc.options(doc.named("link", "select")!).find((o) => o.value === "3")?.text).toContain("Über uns");
    expect(doc.named("link_url")).toBeDefined();
  });

  it("has a number input 1–8 for blog teasers, a textarea with a hint for rich text, and the hidden JSON input when the script editor is on", () => {
    const items = render({ type: "blogteaserlist", fields: { items: 4 } }).doc.named("items")!;
    expect(items.attrs).toMatchObject({ type: "number", min: "1", max: "8", value: "4" });
    const stored = { root: { type: "root", children: [{ type: "paragraph", children: [{ type: "text", text: "fett", format: 1 }] }] } };
    const { doc, html } = render({ type: "text", fields: { content: stored } });
    expect(doc.text(doc.named("content", "textarea")!)).toBe("**fett**");
    expect(html).toContain("## Zwischenüberschrift");
    expect(doc.named("content.json")).toBeUndefined();
    expect(render({ type: "text", fields: {}, richTextEditor: true }).doc.named("content.json")?.attrs.type).toBe("hidden");
  });

  it.each(MODULE_TYPES)("gives every input of %s a label and a unique id", (type) => {
    const { doc } = render({ type });
    const inputs = doc.tags.filter((t) => ["input", "select", "textarea"].includes(t.tag) && t.attrs.type !== "hidden");
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      if (input.attrs.type === "radio") continue; // labelled by the <label> around it
      expect(doc.labelFor(input.attrs.id!), input.attrs.name).toBeTruthy();
    }
    const ids = doc.tags.map((t) => t.attrs.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("speaks the editor's language", () => {
    expect(render({ type: "headline" }, "ja").doc.labelFor("m1-content")).toBe("テキスト (必須)");
  });
});
