import { useFetcher } from "@remix-run/react";
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { fillText } from "~/lib/back-office/texts";
import { findParam, keepParam, optionListOf } from "~/lib/back-office/resources/record-form";
import type { FieldSpec, Option, OptionLists } from "~/lib/back-office/resources/types";
import type { FieldAria } from "./office-field";
import { useOfficeTexts } from "./use-office";

interface Props {
  field: FieldSpec;
  aria: FieldAria;
  value: string;
  options: Option[];
  /** The text the search box held when the form came back from a search without script. */
  searched: string;
}

/**
 * A select over a long option list (the media library): its first options, the stored choice, and a
 * search box that finds any other. With script the search asks the route's loader and keeps the
 * choice the select holds; without, its button posts the form, which comes back as it was, with what
 * the search found.
 */
export function SearchableSelect({ field, aria, value, options, searched }: Props) {
  const texts = useOfficeTexts();
  const t = texts.records.fields;
  const fetcher = useFetcher<{ options: OptionLists }>();
  const select = useRef<HTMLSelectElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(value);
  const found = fetcher.data?.options[optionListOf(field)];
  const shown = found ?? options;
  const searchId = `${aria.id}-find`;
  const hintId = `${searchId}-hint`;
  function find(event: MouseEvent | KeyboardEvent) {
    event.preventDefault();
    const query = new URLSearchParams({ [findParam(field.name)]: input.current?.value ?? "", [keepParam(field.name)]: select.current?.value ?? "" });
    fetcher.load(`?${query}`);
  }
  // What the search found (in place, or in the form that came back from it), apart from the choice kept among the options.
  const result = found ?? (searched ? options : null);
  const hits = result ? result.filter((option) => option.value !== chosen).length : null;
  return (
    <>
      <select {...aria} ref={select} key={shown.map((option) => option.value).join(",")} defaultValue={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">–</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div className="office-field office-field--search">
        <label htmlFor={searchId}>{t.findImage}</label>
        <input
          id={searchId}
          ref={input}
          type="search"
          name={findParam(field.name)}
          defaultValue={searched}
          aria-describedby={hintId}
          onKeyDown={(event) => (event.key === "Enter" ? find(event) : undefined)}
        />
        <button type="submit" name="op" value="find" className="button button--ghost" onClick={find}>
          {t.find}
        </button>
        <p className="office-field__hint" id={hintId} aria-live="polite">
          {hits === null ? t.findImageHint : hits > 0 ? fillText(t.found, { count: String(hits) }) : t.foundNone}
        </p>
      </div>
    </>
  );
}
