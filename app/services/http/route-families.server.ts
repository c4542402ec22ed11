/**
 * Remix matches a request against every route it knows, five to seven times per document (its own
 * match, the static handler's, React Router's, and the script tag's manifest for each ancestor
 * path), and each match ranks and compiles the patterns of the whole table. But a path can only
 * match routes whose first two segments agree with its own (docs/decisions/0070-route-families.md):
 * every route under the root starts with a static segment of its own ("de", "en", "cms-hub", "api",
 * "webshop", …), and below it a route's second segment is either static ("programm", "events") or
 * matches anything (a parameter, a splat, an optional segment, or none: "/de" itself).
 *
 * So the server keeps a family per first segment and static second segment: a build holding the root,
 * the routes with that second segment, the first segment's routes that match any second segment, and
 * the routes of "/"; a second segment no route names gets the family of the rest ("de/*"). Every
 * family also holds whatever matches the path's ancestors ("/", "/de"), so the browser's manifest of
 * a page lists the same routes as with the whole table (lazy route discovery trusts what it lists).
 * A first segment no route has gets the routes of "/" (the same 404). The manifest requests of lazy
 * route discovery (`/__manifest`) ask about any path and keep the whole build. Where the table breaks
 * the rule — a top-level route with a parameter, a splat, an optional or case-sensitive first segment,
 * or none (a pathless layout) — there is one family, the whole build.
 */
import type { ServerBuild } from "@remix-run/node";

type Routes = ServerBuild["routes"];

const ROOT_ID = "root";
const MANIFEST_PATH = "/__manifest";
/** The key of the family of "/" (the root's index route); also of a first segment no route has. */
const INDEX_KEY = "/";
/** The key of the family of a first segment's paths whose second segment no route names. */
const restKey = (first: string) => `${first}/*`;

/** Whether a segment of a route's pattern matches only itself (without regard to case). */
const isStatic = (segment: string) => !segment.startsWith(":") && !segment.includes("*") && !segment.endsWith("?");

/** A top-level route's first segment, or null when the route could match more than one. */
function firstSegment(route: Routes[string]): string | null {
  if (route.caseSensitive || !route.path) return null;
  const first = route.path.replace(/^\/+/, "").split("/")[0]!;
  if (first === "" || !isStatic(first) || first.endsWith(".data")) return null;
  return first.toLowerCase();
}

/**
 * The route ids of each family, by key: "/", "first/second" for each static second segment, and
 * "first/*". Null when some top-level route breaks the rule and the whole build must stay one family.
 */
export function familiesOf(routes: Routes): Map<string, Set<string>> | null {
  const children = new Map<string, string[]>();
  for (const route of Object.values(routes)) {
    if (route.parentId === undefined) continue;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route.id]);
  }
  const below = (id: string): string[] => [id, ...(children.get(id) ?? []).flatMap(below)];
  const withAncestors = (ids: Iterable<string>) => {
    const all = new Set([ROOT_ID]);
    for (let id of ids) for (; id !== undefined && !all.has(id); id = routes[id]!.parentId!) all.add(id);
    return all;
  };
  const segmentsOf = (id: string): string[] => {
    const route = routes[id]!;
    const own = (route.path ?? "").split("/").filter(Boolean);
    return route.parentId === undefined ? own : [...segmentsOf(route.parentId), ...own];
  };

  const index: string[] = [];
  // Per first segment: the routes of each static second segment, and those any second segment reaches.
  const firsts = new Map<string, { named: Map<string, string[]>; any: string[] }>();
  for (const top of children.get(ROOT_ID) ?? []) {
    if (routes[top]!.index) {
      index.push(top);
      continue;
    }
    const first = firstSegment(routes[top]!);
    if (first === null) return null;
    const group = firsts.get(first) ?? { named: new Map<string, string[]>(), any: [] as string[] };
    firsts.set(first, group);
    for (const id of below(top)) {
      const second = segmentsOf(id)[1];
      if (second === undefined || !isStatic(second)) group.any.push(id);
      else group.named.set(second.toLowerCase(), [...(group.named.get(second.toLowerCase()) ?? []), id]);
    }
  }
  const families = new Map<string, Set<string>>([[INDEX_KEY, withAncestors(index)]]);
  for (const [first, { named, any }] of firsts) {
    families.set(restKey(first), withAncestors([...index, ...any]));
    for (const [second, ids] of named) families.set(`${first}/${second}`, withAncestors([...index, ...any, ...ids]));
  }
  return families;
}

/**
 * The family key of a request path, as Remix will match it (a single-fetch `.data` address stands
 * for its page, `/_root.data` for "/"; segments are decoded and matched without regard to case);
 * null for the whole build. `families` are familiesOf's.
 */
export function familyKeyOfPath(pathname: string, families: Map<string, Set<string>>): string | null {
  if (pathname === MANIFEST_PATH || pathname.includes("//")) return null;
  const path = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const [, first = "", second] = path.split("/");
  if (first === "") return INDEX_KEY;
  try {
    const decoded = decodeURIComponent(first).toLowerCase();
    if (!families.has(restKey(decoded))) return INDEX_KEY;
    const named = second === undefined ? undefined : `${decoded}/${decodeURIComponent(second).toLowerCase()}`;
    return named !== undefined && families.has(named) ? named : restKey(decoded);
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
  return (pathname) => {
    const key = familyKeyOfPath(pathname, families);
    if (key === null) return whole;
    let handler = handlers.get(key);
    if (!handler) handlers.set(key, (handler = makeHandler(familyBuild(build, families.get(key)!))));
    return handler;
  };
}
