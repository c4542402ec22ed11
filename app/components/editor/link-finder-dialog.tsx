/**
 * The link finder (with JavaScript): searches pages, events, productions, persons, venues and
 * articles by title (GET pageeditor-api/links/) and answers the hit chosen, or asks for an external
 * address.
 */
import { useEffect, useState } from "react";
import { LINK_KINDS, type LinkKind, type LinkResult } from "~/lib/editor/form-choices";
import { href, type Locale } from "~/lib/routes";
import { EditorDialog } from "./editor-dialog";
import { useEditorTexts } from "./editor-texts";

interface LinkFinderProps {
  id: string;
  locale: Locale;
  onChoose: (result: LinkResult) => void;
  onExternal: () => void;
  onClose: () => void;
}

export function LinkFinderDialog({ id, locale, onChoose, onExternal, onClose }: LinkFinderProps) {
  const texts = useEditorTexts();
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState<LinkKind | "">("");
  const [results, setResults] = useState<LinkResult[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (query.trim() === "") return setResults(null);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(href("editor-links", locale, {}, { q: query.trim(), kind }), { signal: controller.signal, headers: { Accept: "application/json" } })
        .then(async (response) => {
          const body = await response.json();
          if (!response.ok) throw new Error(body?.error ?? response.statusText);
          setResults(body.results);
          setFailed(null);
        })
        .catch((error: Error) => error.name !== "AbortError" && setFailed(error.message));
    }, 250);
    return () => (clearTimeout(timer), controller.abort());
  }, [locale, query, kind]);

  return (
    <EditorDialog id={id} title={texts.links.finder} closeLabel={texts.links.close} onClose={onClose}>
      <label htmlFor={`${id}-q`}>{texts.links.search}</label>
      <input id={`${id}-q`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <label htmlFor={`${id}-kind`}>{texts.links.kind}</label>
      <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as LinkKind | "")}>
        <option value="">{texts.links.kinds.all}</option>
        {LINK_KINDS.map((k) => (
          <option key={k} value={k}>
            {texts.links.kinds[k]}
          </option>
        ))}
      </select>
      <p role="status" className="editor-dialog__status">
        {failed ?? (results && results.length === 0 ? texts.links.noResults : "")}
      </p>
      <ul className="editor-link-results">
        {(results ?? []).map((result) => (
          <li key={`${result.kind}-${result.id}`}>
            <button type="button" onClick={() => onChoose(result)}>
              <span className="editor-link-results__kind">{texts.links.kinds[result.kind]}</span> {result.label}{" "}
              <span className="editor-link-results__url">{result.urls[locale]}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onExternal}>
        {texts.links.external}
      </button>
    </EditorDialog>
  );
}
