import { matchRoutes } from "@remix-run/react";
import { LOCALES, localizedRoutes } from "~/lib/route-table.js";

/** Which placeholder stands in for a page while it loads (a loading skeleton shaped like the coming page). */
export type SkeletonKind = "programme" | "list" | "detail" | "page";

// By route-table id.
const KIND_BY_ID: Record<string, SkeletonKind> = {
  events: "programme",
  search: "programme",
  productions: "list",
  ensemble: "list",
  subscriptions: "list",
  favourites: "list",
  magazine: "list",
  "magazine-category": "list",
  "magazine-tag": "list",
  "magazine-tags": "list",
  event: "detail",
  production: "detail",
  person: "detail",
  venue: "detail",
  series: "detail",
  article: "detail",
};

// The route table as router routes, so that ranking (static segments before params before the
// catch-all) is the router's own; the client manifest may not know every route yet (lazy discovery).
const ROUTES = LOCALES.flatMap((locale) =>
  localizedRoutes.map((entry) => {
    const path = typeof entry.path === "string" ? entry.path : entry.path[locale];
    return { id: entry.id, path: path ? `/${locale}/${path}` : `/${locale}` };
  }),
);

/** The table id of the route a path belongs to, or null outside the localized routes. */
export function routeIdOf(pathname: string): string | null {
  const matches = matchRoutes(ROUTES, pathname);
  return matches?.[matches.length - 1]?.route.id ?? null;
}

export function skeletonKind(pathname: string): SkeletonKind {
  const id = routeIdOf(pathname);
  return (id && KIND_BY_ID[id]) || "page";
}
