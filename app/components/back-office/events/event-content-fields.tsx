import { useFetcher } from "@remix-run/react";
import { useRef, type MouseEvent } from "react";
import { OFFICE_EVENT_TYPES, type TypedValues } from "~/lib/back-office/event-form";
import { LocalizedField, OfficeField } from "../office-field";
import { useOfficeTexts } from "../use-office";
import { FieldCheck, FieldInput, typed } from "./field-input";

export interface NamedOption {
  id: number;
  name: string;
}

interface ContentProps {
  values: TypedValues;
  productions: NamedOption[];
  rooms: NamedOption[];
  series: NamedOption[];
  tags: NamedOption[];
  /** The route's address: the production search asks its loader (`?pq=`). */
  searchAction: string;
  readOnly: boolean;
}

/**
 * The event's content. The production is a select of up to 100 productions; its search finds any
 * other one by title (with script in place, without by re-rendering the form with what was typed).
 */
export function EventContentFields({ values, productions, rooms, series, tags, searchAction, readOnly }: ContentProps) {
  const texts = useOfficeTexts();
  const t = texts.events;
  const search = useFetcher<{ productions: NamedOption[] }>();
  const searchInput = useRef<HTMLInputElement>(null);
  const found = search.data?.productions ?? productions;
  const chosenTags = new Set((values.tag_ids as string[] | undefined) ?? []);
  function findProductions(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    search.load(`${searchAction}?pq=${encodeURIComponent(searchInput.current?.value ?? "")}`);
  }
  const select = (name: string, label: string, options: NamedOption[], required = false) => (
    <OfficeField name={`content.${name}`} label={label} required={required}>
      {(aria) => (
        <select {...aria} defaultValue={typed(values, name)} key={options.map((o) => o.id).join(",")}>
          {required ? null : <option value="">{t.none}</option>}
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </OfficeField>
  );
  return (
    <fieldset className="office-section" disabled={readOnly}>
      <legend>{t.content}</legend>
      {readOnly ? <p className="office-field__hint">{t.readOnly}</p> : null}
      <div className="office-field office-field--search">
        <label htmlFor="production-search">{t.productionSearch}</label>
        <input id="production-search" ref={searchInput} type="search" name="production_q" defaultValue={typed(values, "production_q")} aria-describedby="production-search-hint" />
        <button type="submit" name="op" value="find-production" className="button button--ghost" onClick={findProductions}>
          {t.productionFind}
        </button>
        <p className="office-field__hint" id="production-search-hint">
          {t.productionHint}
        </p>
      </div>
      {select("production_id", t.production, found, true)}
      {select("room_id", t.room, rooms)}
      {select("series_id", t.series, series)}
      <FieldInput name="content.date_start" label={t.dateStart} type="datetime-local" defaultValue={typed(values, "date_start")} required />
      <FieldInput name="content.date_end" label={t.dateEnd} type="datetime-local" defaultValue={typed(values, "date_end")} />
      <OfficeField name="content.event_type" label={t.eventType} required>
        {(aria) => (
          <select {...aria} defaultValue={typed(values, "event_type") || "reading"}>
            {OFFICE_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.eventTypes[type] ?? type}
              </option>
            ))}
          </select>
        )}
      </OfficeField>
      <LocalizedField name="content.title" label={t.titleOverride} hint={t.titleHint}>
        {(aria, locale) => <input {...aria} type="text" defaultValue={typed(values, `title_${locale}`)} />}
      </LocalizedField>
      <FieldCheck name="content.is_online" label={t.isOnline} checked={typed(values, "is_online") === "1"} />
      <FieldCheck name="content.is_cancelled" label={t.isCancelled} checked={typed(values, "is_cancelled") === "1"} />
      <FieldInput name="content.id_jet" label={t.idJet} type="number" inputMode="numeric" defaultValue={typed(values, "id_jet")} hint={t.idJetHint} />
      <FieldInput name="content.ticket_url" label={t.ticketUrl} defaultValue={typed(values, "ticket_url")} />
      {tags.length ? (
        <OfficeField name="content.tag_ids" label={t.tags} group>
          {() => (
            <ul className="office-checks">
              {tags.map((tag) => (
                <li key={tag.id}>
                  <label>
                    <input type="checkbox" name="content.tag_ids" value={tag.id} defaultChecked={chosenTags.has(String(tag.id))} /> {tag.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </OfficeField>
      ) : null}
    </fieldset>
  );
}
