import { useCallback, useEffect, useRef, useState } from "react";
import type { Locale } from "~/lib/routes";
import { autocompleteText } from "~/lib/search";

/** Typing pauses this long before a request, so a word costs one request, not one per letter. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

// The request code arrives when the field is first focused: most visits never search, and the
// JavaScript budget of a public page (100 KB gzip in all) counts what every page loads.
const loadFetcher = () => import("./fetch-suggestions");

/**
 * Suggestions for the text typed so far (only for non-empty text, lowercased). A newer
 * request cancels the older one; failures are reported and leave the list empty. `prepare` starts
 * loading the request code (on focus) so that the first suggestions need not wait for it.
 */
export function useAutocomplete(locale: Locale) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    inflight.current?.abort();
    inflight.current = null;
  }, []);

  const prepare = useCallback(() => void loadFetcher(), []);

  const request = useCallback(
    (text: string) => {
      cancel();
      const query = autocompleteText(text);
      if (query === null) return setSuggestions([]);
      timer.current = window.setTimeout(async () => {
        const controller = new AbortController();
        inflight.current = controller;
        const { fetchSuggestions } = await loadFetcher();
        const list = await fetchSuggestions(query, locale, controller.signal);
        if (!controller.signal.aborted) setSuggestions(list);
      }, AUTOCOMPLETE_DEBOUNCE_MS);
    },
    [cancel, locale],
  );

  useEffect(() => cancel, [cancel]);
  return { suggestions, request, cancel, prepare };
}
