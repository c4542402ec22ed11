// What the editor saves, the visitor sees: for the seed's rich texts and a text with everything the
// toolbar makes, Lexical's round trip (parse, export: what the editor and the server's check store)
// renders with the visitors' walker to the same HTML as the original.
import { createHeadlessEditor } from "@lexical/headless";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "~/components/cms/rich-text";
import { RICH_TEXT_NAMESPACE, RICH_TEXT_NODES } from "~/lib/editor/rich-text-nodes";
import { checkRichText } from "~/services/editor/rich-text-check.server";
import { seedRichTexts, TOOLBAR_FIXTURE } from "../../../tests/fixtures/rich-texts";

const editor = createHeadlessEditor({
  namespace: RICH_TEXT_NAMESPACE,
  nodes: [...RICH_TEXT_NODES],
  onError: (error) => {
    throw error;
  },
});

const html = (value: unknown) => renderToStaticMarkup(<RichText value={value} />);
const roundTrip = (value: unknown) => editor.parseEditorState(JSON.stringify(value)).toJSON();

const fixtures = [...seedRichTexts(), { name: "toolbar", value: TOOLBAR_FIXTURE }];

describe("editor and visitors' walker agree", () => {
  it.each(fixtures.map(({ name, value }) => [name, value] as const))("%s", (_name, value) => {
    const original = html(value);
    expect(original.length).toBeGreaterThan('<div class="rich-text"></div>'.length);
    expect(html(roundTrip(value))).toBe(original);
    const checked = checkRichText(value);
    expect(checked.ok && html(checked.value)).toBe(original);
  });

  it("the toolbar's text renders bold, italic, links in a new window and both lists", () => {
    const out = html(roundTrip(TOOLBAR_FIXTURE));
    expect(out).toContain("<strong>fett</strong>");
    expect(out).toContain("<em>kursiv</em>");
    expect(out).toContain('<a href="https://example.org/neu" target="_blank" rel="noopener noreferrer"><span>im neuen Fenster</span></a>');
    expect(out).toContain('<a href="/de/programm"><span>hier</span></a>');
    expect(out).toMatch(/<ul><li>.*<\/li><\/ul>/);
    expect(out).toMatch(/<ol><li><span>erstens<\/span><\/li>/);
  });
});
