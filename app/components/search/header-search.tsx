import { useLocation, useMatches, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "~/components/i18n";
import { discoverRoutesOf } from "~/components/layout/discover-routes";
import { Icon } from "~/components/ui/icon";
import { parseRouteId } from "~/lib/routes";
import { isSearchCategory, searchText, SEARCH_MAX_LENGTH, type SearchCategory } from "~/lib/search";
import { AutocompleteList } from "./autocomplete-list";
import { searchHref } from "./search-href";
import { useAutocomplete } from "./use-autocomplete";

/** The suggestions stay this long after the field loses focus, so a click on one lands. */
const BLUR_CLOSE_MS = 200;

/** On a search page the header search keeps its category (and starts again at page 1). */
function useCurrentCategory(): SearchCategory | null {
  const leaf = useMatches().at(-1);
  const category = leaf && parseRouteId(leaf.id)?.id === "search" ? leaf.params.category : undefined;
  return isSearchCategory(category) ? category : null;
}

/**
 * The header's site search. Without JavaScript a plain GET form to the search page. With it:
 * collapsed until the button is pressed, a second press with text submits, a clear
 * button, and suggestions as an ARIA 1.2 combobox (Down-arrow into the list, Enter chooses and
 * submits; closes on submit, Escape, blur, outside click and scroll).
 */
export function HeaderSearch() {
  const { t, locale } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const category = useCurrentCategory();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<number | undefined>(undefined);
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState("");
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // aria-expanded on the button only once script runs: without it the field is always shown.
  const [enhanced, setEnhanced] = useState(false);
  const { suggestions, request, cancel, prepare } = useAutocomplete(locale);
  const showList = listOpen && suggestions.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const closeList = useCallback(() => {
    setListOpen(false);
    setActive(-1);
  }, []);

  useEffect(() => {
    setEnhanced(true);
    return () => window.clearTimeout(blurTimer.current);
  }, []);
  // A search (or any other navigation) closes the box; on a phone it would cover the new page.
  useEffect(() => {
    closeList();
    setExpanded(false);
  }, [location, closeList]);

  // Only the button's press opens the box, and its field takes focus in the press's own task (React
  // runs this effect before the click's handling ends): a phone opens its keyboard only for a focus
  // within the gesture, and a later timer would find a busy page or a box already closed again.
  useEffect(() => {
    if (expanded) inputRef.current?.focus({ preventScroll: true });
  }, [expanded]);

  useEffect(() => {
    if (!expanded && !listOpen) return;
    const onClick = (event: globalThis.MouseEvent) => {
      if (formRef.current?.contains(event.target as Node)) return;
      closeList();
      setExpanded(false);
    };
    // A scroll event without movement (an element scrolled "into view" where it already is) is no scroll.
    const startY = window.scrollY;
    const onScroll = () => {
      if (window.scrollY !== startY) closeList();
    };
    document.addEventListener("click", onClick);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("scroll", onScroll);
    };
  }, [expanded, listOpen, closeList]);

  const submit = (value: string) => {
    const q = searchText(value);
    closeList();
    cancel();
    if (q === null) return inputRef.current?.focus();
    navigate(searchHref(locale, { q, category }));
  };

  const choose = (suggestion: string) => {
    setText(suggestion);
    submit(suggestion);
  };

  const onButton = (event: MouseEvent<HTMLButtonElement>) => {
    if (!expanded) {
      event.preventDefault();
      setExpanded(true);
    } else if (searchText(text) === null) {
      event.preventDefault();
      inputRef.current?.focus();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    setActive(-1);
    setListOpen(searchText(value) !== null);
    request(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!showList) return setListOpen(searchText(text) !== null);
      setActive((i) => Math.min(i + 1, suggestions.length - 1));
    } else if (event.key === "ArrowUp" && showList) {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (event.key === "Enter" && showList && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (listOpen) return closeList();
      setExpanded(false);
      formRef.current?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
    }
  };

  const clear = () => {
    setText("");
    closeList();
    cancel();
    inputRef.current?.focus();
  };

  return (
    <form
      ref={formRef}
      method="get"
      action={searchHref(locale, { category })}
      role="search"
      aria-label={t("search.siteSearch")}
      className={expanded ? "header-search is-open" : "header-search"}
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
    >
      <div className="header-search__field" id={`${id}-field`}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t("search.inputLabel")}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          name="q"
          required
          pattern=".*\S.*"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t("search.placeholder")}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            window.clearTimeout(blurTimer.current);
            prepare();
            discoverRoutesOf(formRef.current);
          }}
          onBlur={() => (blurTimer.current = window.setTimeout(closeList, BLUR_CLOSE_MS))}
        />
        {text ? (
          <button type="button" className="header-search__clear" aria-label={t("search.clear")} onClick={clear}>
            <Icon name="close" size={16} />
          </button>
        ) : null}
        <AutocompleteList id={listId} label={t("search.suggestions")} items={showList ? suggestions : []} active={active} optionId={optionId} onChoose={choose} />
      </div>
      <button type="submit" className="header-search__button" aria-label={t("search.submit")} aria-controls={`${id}-field`} aria-expanded={enhanced ? expanded : undefined} onClick={onButton}>
        <Icon name="search" />
      </button>
    </form>
  );
}
