/**
 * Remix matches a request against every route it knows, five to seven times per document (its own
 * match, the static handler's, React Router's, and the script tag's manifest for each ancestor
 * path), and each match ranks and compiles the patterns of the whole table. But a path can only
 * match routes below the top-level route its first segment names, because every route under the
 * root starts with a segment of its own: "de", "en", "cms-hub", "api", "webshop", …
 * (docs/decisions/0070-route-families.md).
 *
 * So each first segment gets a request handler over a build holding the root and that segment's
 * routes only: a family. (The server render also turns the whole manifest into routes on every
 * document; a family's manifest is its own.) A first segment no route has gets the root alone (the same 404). The
 * manifest requests of lazy route discovery (`/__manifest`) ask about any path and keep the whole
 * build. Where the table breaks the rule — a top-level route with a parameter, a splat, an optional
 * or case-sensitive segment, or none (a pathless layout) — there is one family, the whole build.
 */
import type { ServerBuild } from "@remix-run/node";

type Routes = ServerBuild["routes"];

const ROOT_ID = "root";
const MANIFEST_PATH = "/__manifest";
/** The key of the family of "/" (the root's index route). */
const INDEX_KEY = "/";

/** A top-level route's family key, or null when the route could match more than one first segment. */
function familyKey(route: Routes[string]): string | null {
  if (route.index) return INDEX_KEY;
  if (route.caseSensitive || !route.path) return null;
  const first = route.path.replace(/^\/+/, "").split("/")[0]!;
  if (first === "" || first.startsWith(":") || first.includes("*") || first.endsWith("?") || first.endsWith(".data")) return null;
  return first.toLowerCase();
}

/**
 * The route ids of each family: the root, a top-level route and everything below it. Null when
 * some top-level route breaks the rule and the whole build must stay one family.
 */
export function familiesOf(routes: Routes): Map<string, Set<string>> | null {
  const children = new Map<string, string[]>();
  for (const route of Object.values(routes)) {
    if (route.parentId === undefined) continue;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route.id]);
  }
  const below = (id: string): string[] => [id, ...(children.get(id) ?? []).flatMap(below)];
  const families = new Map<string, Set<string>>();
  for (const id of children.get(ROOT_ID) ?? []) {
    const key = familyKey(routes[id]!);
    if (key === null) return null;
    const family = families.get(key) ?? new Set([ROOT_ID]);
    for (const member of below(id)) family.add(member);
    families.set(key, family);
  }
  return families;
}

/**
 * The family key of a request path, as Remix will match it (a single-fetch `.data` address stands
 * for its page, `/_root.data` for "/"; segments are decoded and matched without regard to case);
 * null for the whole build.
 */
export function familyKeyOfPath(pathname: string): string | null {
  if (pathname === MANIFEST_PATH || pathname.includes("//")) return null;
  const path = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const first = path.split("/")[1] ?? "";
  if (first === "") return INDEX_KEY;
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The build of one family: the same build with only the family's routes, in the server's table and
 * in the browser's manifest (the server render builds its router from the manifest's routes).
 */
function familyBuild(build: ServerBuild, ids: Set<string>): ServerBuild {
  const only = <T>(table: Record<string, T>) => Object.fromEntries(Object.entries(table).filter(([id]) => ids.has(id)));
  return { ...build, routes: only(build.routes), assets: { ...build.assets, routes: only(build.assets.routes) } };
}

/**
 * One handler per family, made on first use by `makeHandler`; `handlerFor(pathname)` picks the
 * request's. With a table that breaks the rule, every path gets the whole build's handler.
 */
export function familyHandlers<H>(build: ServerBuild, makeHandler: (build: ServerBuild) => H): (pathname: string) => H {
  const whole = makeHandler(build);
  const families = familiesOf(build.routes);
  if (!families) return () => whole;
  const handlers = new Map<string, H>();
  const rootOnly = makeHandler(familyBuild(build, new Set([ROOT_ID])));
  return (pathname) => {
    const key = familyKeyOfPath(pathname);
    if (key === null) return whole;
    const ids = families.get(key);
    if (!ids) return rootOnly;
    let handler = handlers.get(key);
    if (!handler) handlers.set(key, (handler = makeHandler(familyBuild(build, ids))));
    return handler;
  };
}
