import { useCallback, useEffect, useRef, useState } from "react";
import { rootHref, type Locale } from "~/lib/routes";
import { AUTOCOMPLETE_LIMIT, autocompleteText } from "~/lib/search";
import { reportClientError } from "./report-client-error";

/** Typing pauses this long before a request, so a word costs one request, not one per letter. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

/** `{ data: string[] }` from the API, without shipping a schema library to the browser. */
function parseSuggestions(body: unknown): string[] {
  const data = body && typeof body === "object" ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) throw new Error("Autocomplete answer without a data list");
  return data.filter((item): item is string => typeof item === "string" && item !== "").slice(0, AUTOCOMPLETE_LIMIT);
}

/**
 * Suggestions for the text typed so far (SPEC §5: only for non-empty text, lowercased). A newer
 * request cancels the older one; failures are reported and leave the list empty.
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

  const request = useCallback(
    (text: string) => {
      cancel();
      const query = autocompleteText(text);
      if (query === null) return setSuggestions([]);
      timer.current = window.setTimeout(async () => {
        const controller = new AbortController();
        inflight.current = controller;
        try {
          const url = rootHref("api-search-autocomplete", {}, { query, lang: locale });
          const response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
          if (!response.ok) throw new Error(`Autocomplete answered ${response.status}`);
          const list = parseSuggestions(await response.json());
          if (!controller.signal.aborted) setSuggestions(list);
        } catch (error) {
          if (!controller.signal.aborted) setSuggestions([]);
          reportClientError(error, { during: "search autocomplete", query });
        }
      }, AUTOCOMPLETE_DEBOUNCE_MS);
    },
    [cancel, locale],
  );

  useEffect(() => cancel, [cancel]);
  return { suggestions, request, cancel };
}
