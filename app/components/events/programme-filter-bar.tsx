import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "~/components/i18n";
import { Form } from "~/components/ui/form";
import { EARLY_CHOICES_ATTRIBUTE, restoreEarlyChoices } from "~/lib/early-choices";
import { PROGRAMME_FILTER_KEYS } from "~/lib/programme-filters";
import type { FilterValues } from "~/lib/programme-filters";
import type { FilterOptions } from "~/lib/types/programme";

const DROPDOWN = "programme-filter";

/**
 * One dropdown open at a time; closes on an outside click or Escape (script only; `name` does the rest).
 * On the click, not on the press: an open dropdown's options push what lies below them (the calendar)
 * down, and closing it at the press moved a calendar day away from under the pointer before the click.
 */
function useExclusiveDropdowns(form: React.RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const openOnes = () => [...(form.current?.querySelectorAll<HTMLDetailsElement>("details.filter-dropdown[open]") ?? [])];
    const onClick = (event: MouseEvent) => {
      // A click on another dropdown is left to its toggle (which closes the others).
      if ((event.target as Element | null)?.closest?.("details.filter-dropdown")) return;
      for (const details of openOnes()) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const details of openOnes()) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [form]);
}

/**
 * The filters as a GET form: without script it submits with the button; with script every change
 * submits at once (empty values left out), replacing the history entry. `onFilter` (the event overlay)
 * takes the values instead of a navigation.
 */
export function ProgrammeFilterBar({ options, filter, date, action, onFilter }: { options: FilterOptions; filter: FilterValues; date: string | null; action: string; onFilter?: (params: URLSearchParams) => void }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  useExclusiveDropdowns(form);

  const applyFilters = (filters: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(filters)) if (typeof value === "string" && value !== "") params.set(key, value);
    if (onFilter) onFilter(params);
    else submit(params, { method: "get", action, replace: true });
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => applyFilters(event.currentTarget);
  // A choice made before the page hydrated: React has just undone it; put it back and apply it.
  const applyOnMount = useRef(applyFilters);
  useEffect(() => {
    if (form.current && restoreEarlyChoices(form.current)) applyOnMount.current(form.current);
  }, []);
  // Enter in the overlay's form must not navigate either (a radio's change must not be cancelled, though).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(event);
  };
  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of form.current?.querySelectorAll<HTMLDetailsElement>("details.filter-dropdown[open]") ?? []) if (other !== opened) other.open = false;
  };

  return (
    <Form method="get" action={action} ref={form} onChange={onChange} onSubmit={onFilter ? onSubmit : undefined} className="programme-filters" aria-label={t("programme.filters")} {...{ [EARLY_CHOICES_ATTRIBUTE]: "" }}>
      {date ? <input type="hidden" name="date" value={date} /> : null}
      {PROGRAMME_FILTER_KEYS.map((key) => {
        const list = options[key];
        if (list.length === 0) return null;
        const current = list.find((o) => o.id === filter[key]);
        return (
          <details key={key} className={current ? "filter-dropdown filter-dropdown--active" : "filter-dropdown"} {...{ name: DROPDOWN }} onToggle={onToggle}>
            <summary>
              <span className="filter-dropdown__label">{t(`programme.filterLabel.${key}`)}</span>
              <span className="filter-dropdown__value">{current?.name ?? t("programme.all")}</span>
            </summary>
            <fieldset className="filter-dropdown__options">
              <legend className="visually-hidden">{t(`programme.filterLabel.${key}`)}</legend>
              <label>
                <input type="radio" name={key} value="" defaultChecked={!current} />
                {t("programme.all")}
              </label>
              {list.map((option) => (
                <label key={option.id}>
                  <input type="radio" name={key} value={option.id} defaultChecked={option.id === current?.id} />
                  {option.name}
                </label>
              ))}
            </fieldset>
          </details>
        );
      })}
      <button type="submit" className="button programme-filters__apply">
        {t("programme.apply")}
      </button>
    </Form>
  );
}
