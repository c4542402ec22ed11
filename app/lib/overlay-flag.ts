import { PROGRAMME_FILTER_KEYS } from "./programme-filters";
import { href, isApiPath, localeFromPath } from "./routes";

/**
 * The event overlay's URL flag. While the overlay is open (script only) the address reads
 * `?overlay=true` plus the overlay's filters; the flag itself never reaches a loader: a document
 * request that carries it is redirected to the programme (see overlayRedirect).
 */
export const OVERLAY_PARAM = "overlay";

/** Paths that are not pages: resource routes answer with data, never with a redirect to a page. */
function isResourcePath(pathname: string): boolean {
  return pathname.endsWith(".data") || isApiPath(pathname);
}

/**
 * Where a page request with `overlay=true` lands: the programme of the path's locale without the flag.
 * On the programme itself its other query keys (filters, date) stay; anywhere else they belong to that
 * page and are dropped. Single-fetch `.data` requests are left alone, so a stale flag can never turn
 * a client navigation or revalidation into a redirect.
 */
export function overlayRedirect(url: URL): string | null {
  if (url.searchParams.get(OVERLAY_PARAM) !== "true" || isResourcePath(url.pathname)) return null;
  const programme = href("events", localeFromPath(url.pathname));
  if ((url.pathname.replace(/\/+$/, "") || "/") !== programme) return programme;
  const rest = new URLSearchParams(url.search);
  rest.delete(OVERLAY_PARAM);
  const qs = rest.toString();
  return qs ? `${programme}?${qs}` : programme;
}

/** The query keys the overlay owns in the address: the flag, the programme's filters and its date. */
export const OVERLAY_QUERY_KEYS: readonly string[] = [OVERLAY_PARAM, ...PROGRAMME_FILTER_KEYS, "date"];

/**
 * The programme query ("?room=3&date=…") of an address that carries the flag, e.g. a link followed
 * inside the site; null without the flag. The page's own keys (say `page`) are not the overlay's.
 */
export function flaggedProgrammeQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get(OVERLAY_PARAM) !== "true") return null;
  const kept = new URLSearchParams([...params].filter(([key]) => key !== OVERLAY_PARAM && OVERLAY_QUERY_KEYS.includes(key)));
  const qs = kept.toString();
  return qs ? `?${qs}` : "";
}
