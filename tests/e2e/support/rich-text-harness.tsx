/**
 * A page with only the rich-text editor (German texts), for tests of the component in a real browser
 * before and besides the edit mode: the editor's JSON goes to <pre id="json">, and the visitors' walker
 * renders it into <div id="preview">, so a test sees what a visitor would see after a save.
 */
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { RichText } from "~/components/cms/rich-text";
import RichTextEditor from "~/components/editor/rich-text-editor";
import { de } from "~/lib/editor/texts/de";

declare global {
  interface Window {
    RICH_TEXT_INITIAL?: unknown;
  }
}

function Harness() {
  const [json, setJson] = useState<unknown>(window.RICH_TEXT_INITIAL ?? null);
  return (
    <main>
      <RichTextEditor id="harness-text" label="Inhalt" initial={window.RICH_TEXT_INITIAL ?? null} onChange={setJson} texts={de.richText} autoFocus />
      <pre id="json">{JSON.stringify(json)}</pre>
      <div id="preview">
        <RichText value={json} />
      </div>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
