/**
 * A link: a page of this website (`<name>`, its id) or an address (`<name>_url`, per locale).
 * Without JavaScript a select of the pages and a text input; with JavaScript also the link finder,
 * which fills one of them (a page by id, any other record by its address in the page's locale).
 */
import { useEffect, useRef, useState } from "react";
import { inputValue } from "~/lib/editor/form-values";
import type { FieldDescriptor } from "~/lib/modules/forms";
import { useEditorTexts } from "./editor-texts";
import { FieldRow } from "./field-row";
import { errorsOf, fieldLabel, inputId, type FormScope } from "./form-scope";
import { LinkFinderDialog } from "./link-finder-dialog";

export function LinkField({ scope, field, name }: { scope: FormScope; field: FieldDescriptor; name: string }) {
  const texts = useEditorTexts();
  const urlName = `${name}_url`;
  const id = inputId(scope, name);
  const urlId = inputId(scope, urlName);
  const [page, setPage] = useState(inputValue(scope.source, name, { ...field, kind: "id", localized: false }));
  const [url, setUrl] = useState(inputValue(scope.source, urlName, { name: urlName, kind: "url", localized: field.localized }));
  const [finder, setFinder] = useState(false);
  const [scripted, setScripted] = useState(false);
  const urlInput = useRef<HTMLInputElement>(null);
  useEffect(() => setScripted(true), []);
  const pages = scope.choices.pages;
  const known = page === "" || pages.some((p) => String(p.id) === page);

  return (
    <FieldRow id={id} label={fieldLabel(texts, field.name)} required={field.required} errors={[...errorsOf(scope, name), ...errorsOf(scope, urlName)]} group className="editor-field--link">
      {(aria) => (
        <>
          <label htmlFor={id}>{texts.links.page}</label>
          <select {...aria} name={name} value={page} onChange={(event) => setPage(event.target.value)}>
            <option value="">{texts.links.noPage}</option>
            {known ? null : <option value={page}>#{page}</option>}
            {pages.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.title} ({p.url})
              </option>
            ))}
          </select>
          <label htmlFor={urlId}>{texts.links.address}</label>
          <input ref={urlInput} id={urlId} type="text" name={urlName} value={url} onChange={(event) => setUrl(event.target.value)} aria-describedby={`${urlId}-hint`} aria-invalid={aria["aria-invalid"]} />
          <p className="editor-field__hint" id={`${urlId}-hint`}>{texts.links.addressHint}</p>
          {scripted ? (
            <button type="button" onClick={() => setFinder(true)}>
              {texts.links.find}
            </button>
          ) : null}
          {finder ? (
            <LinkFinderDialog
              id={`${id}-finder`}
              locale={scope.source.locale}
              onClose={() => setFinder(false)}
              onExternal={() => (setFinder(false), setPage(""), requestAnimationFrame(() => urlInput.current?.focus()))}
              onChoose={(result) => {
                const internal = result.kind === "page";
                setPage(internal ? String(result.id) : "");
                setUrl(internal ? "" : result.urls[scope.source.locale]);
                setFinder(false);
              }}
            />
          ) : null}
        </>
      )}
    </FieldRow>
  );
}
