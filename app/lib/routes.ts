import { BACK_OFFICE_PREFIX, DEFAULT_LOCALE, LOCALES, backOfficeRoutes, localizedRoutes, rootRoutes } from "./route-table.js";

export type Locale = (typeof LOCALES)[number];
export type LocalizedRouteId = (typeof localizedRoutes)[number]["id"];
export type RootRouteId = (typeof rootRoutes)[number]["id"];
export type OfficeRouteId = (typeof backOfficeRoutes)[number]["id"];
export type RouteParams = Record<string, string | number | undefined>;
export type Query = Record<string, string | number | undefined | null>;

export { DEFAULT_LOCALE, LOCALES };

const localizedById = new Map<string, (typeof localizedRoutes)[number]>(localizedRoutes.map((r) => [r.id, r]));
const rootById = new Map<string, (typeof rootRoutes)[number]>(rootRoutes.map((r) => [r.id, r]));
const officeById = new Map<string, (typeof backOfficeRoutes)[number]>(backOfficeRoutes.map((r) => [r.id, r]));

export function isLocale(value: string | undefined): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The locale a path belongs to: its first segment, else the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** True for the JSON API's paths (a segment `api` or `pageeditor-api`): they answer data, never a page. */
export function isApiPath(pathname: string): boolean {
  return pathname.split("/").some((segment) => segment === "api" || segment === "pageeditor-api");
}

/** A pattern's segment: itself, a splat ("*"), or a parameter by name, optional or not. */
type PatternSegment = { text: string } | { splat: true } | { param: string; optional: boolean };

/** Patterns read into segments once: a page fills hundreds of addresses from a few dozen patterns. */
const parsedPatterns = new Map<string, PatternSegment[]>();

function patternSegments(pattern: string): PatternSegment[] {
  let segments = parsedPatterns.get(pattern);
  if (!segments) {
    segments = pattern
      .split("/")
      .filter((segment) => segment !== "")
      .map((segment): PatternSegment => {
        if (segment === "*") return { splat: true };
        if (!segment.startsWith(":")) return { text: segment };
        const optional = segment.endsWith("?");
        return { param: segment.slice(1, optional ? -1 : undefined), optional };
      });
    parsedPatterns.set(pattern, segments);
  }
  return segments;
}

function fillPattern(pattern: string, params: RouteParams): string {
  let path = "";
  for (const segment of patternSegments(pattern)) {
    let filled: string;
    if ("text" in segment) filled = segment.text;
    else if ("splat" in segment) {
      const splat = params["*"];
      filled = splat === undefined ? "" : String(splat).replace(/^\/+/, "");
    } else {
      const value = params[segment.param];
      if (value === undefined || value === "") {
        if (segment.optional) continue;
        throw new Error(`Missing route param "${segment.param}" for pattern "${pattern}"`);
      }
      filled = encodeURIComponent(String(value));
    }
    if (filled !== "") path = path === "" ? filled : `${path}/${filled}`;
  }
  return path;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The path pattern of a localized route in one locale (without the locale prefix). */
export function localizedPattern(id: LocalizedRouteId, locale: Locale): string {
  const entry = localizedById.get(id);
  if (!entry) throw new Error(`Unknown route id "${id}"`);
  return typeof entry.path === "string" ? entry.path : entry.path[locale];
}

/** A link to a localized page: href("events", "de") → "/de/programm". */
export function href(id: LocalizedRouteId, locale: Locale, params: RouteParams = {}, query?: Query): string {
  const entry = localizedById.get(id)!;
  const rest = fillPattern(localizedPattern(id, locale), params);
  let path = rest ? `/${locale}/${rest}` : `/${locale}`;
  if ("trailingSlash" in entry && entry.trailingSlash) path += "/";
  return withQuery(path, query);
}

/** A link to a route outside the locale prefix: rootHref("api-breaking-news") → "/api/breaking-news/". */
export function rootHref(id: RootRouteId, params: RouteParams = {}, query?: Query): string {
  const entry = rootById.get(id);
  if (!entry) throw new Error(`Unknown route id "${id}"`);
  let path = `/${fillPattern(entry.path, params)}`;
  if ("trailingSlash" in entry && entry.trailingSlash && path !== "/") path += "/";
  return withQuery(path, query);
}

/** A link into the back office: officeHref("office-event", { id: 7 }) → "/cms-hub/events/7". */
export function officeHref(id: OfficeRouteId, params: RouteParams = {}, query?: Query): string {
  const entry = officeById.get(id);
  if (!entry) throw new Error(`Unknown route id "${id}"`);
  const rest = fillPattern(entry.path, params);
  return withQuery(rest ? `/${BACK_OFFICE_PREFIX}/${rest}` : `/${BACK_OFFICE_PREFIX}`, query);
}

/** Splits a Remix route id such as "events.de" into the table id and its locale. */
export function parseRouteId(routeId: string): { id: LocalizedRouteId; locale: Locale } | null {
  const dot = routeId.lastIndexOf(".");
  if (dot < 0) return null;
  const id = routeId.slice(0, dot);
  const locale = routeId.slice(dot + 1);
  if (!isLocale(locale) || !localizedById.has(id)) return null;
  return { id: id as LocalizedRouteId, locale };
}

/** The same page in another locale, for a route of the table, with the same params. */
export function siblingHref(routeId: string, params: RouteParams, target: Locale): string | null {
  const parsed = parseRouteId(routeId);
  if (!parsed) return null;
  return href(parsed.id, target, params);
}
