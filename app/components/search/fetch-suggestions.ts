import { rootHref, type Locale } from "~/lib/routes";
import { AUTOCOMPLETE_LIMIT } from "~/lib/search";
import { reportClientError } from "./report-client-error";

/** `{ data: string[] }` from the API, without shipping a schema library to the browser. */
function parseSuggestions(body: unknown): string[] {
  const data = body && typeof body === "object" ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) throw new Error("Autocomplete answer without a data list");
  return data.filter((item): item is string => typeof item === "string" && item !== "").slice(0, AUTOCOMPLETE_LIMIT);
}

/**
 * The suggestions for a query (already lowercased and trimmed) from the autocomplete API. A failure
 * is reported and gives no suggestions; an aborted request gives none and is no failure.
 */
export async function fetchSuggestions(query: string, locale: Locale, signal: AbortSignal): Promise<string[]> {
  try {
    const url = rootHref("api-search-autocomplete", {}, { query, lang: locale });
    const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`Autocomplete answered ${response.status}`);
    return parseSuggestions(await response.json());
  } catch (error) {
    reportClientError(error, { during: "search autocomplete", query });
    return [];
  }
}
