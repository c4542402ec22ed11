// Which shared file of the browser build a module goes into (Rollup's `manualChunks`).
// Every page runs React, Remix and the code the document always runs: those go into three files,
// "react", "remix" and "app". "app" holds the client entry, the root route and their static imports,
// the stylesheets' addresses, and what a third or more of the visitor's page routes import (page
// metadata, images, breadcrumb, rich text): a few hundred bytes each, which as files of their own
// would cost a request each on most pages.
// The rest keeps Rollup's default: a route's own code with the route, code shared by some routes in
// chunks of their own, what is imported with `import()` (editor, booking steps, Sentry, the other
// locale's texts) loaded when asked for.
import { localizedRoutes } from "../app/lib/route-table.js";

const FRAMEWORK = [
  { chunk: "react", test: /\/node_modules\/(react|react-dom|scheduler)\// },
  { chunk: "remix", test: /\/node_modules\/(@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\// },
];

/** The modules the document always runs. */
const ALWAYS_LOADED = [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx$/];
/** A stylesheet's address (`import href from "….css?url"`): a string. */
const STYLESHEET_URL = /\.css\?url$/;
/** The route modules of the visitor's pages (those under /de and /en that render: `.tsx`, not an API's `.ts`). */
const PAGE_ROUTE_FILES = new Set(localizedRoutes.map((route) => `/app/${route.file}`).filter((file) => file.endsWith(".tsx")));

/** @param {string} id */
const withoutQuery = (id) => id.split("?")[0] ?? id;

/**
 * Every module reachable from `start` by static imports.
 * @param {(id: string) => import("rollup").ModuleInfo | null} getModuleInfo @param {string[]} start
 */
function staticClosure(getModuleInfo, start) {
  const seen = new Set();
  const queue = [...start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) queue.push(next);
  }
  return seen;
}

/**
 * The modules that go into "app": what entry.client and root.tsx reach, and what a third or more of
 * the visitor's page routes reach.
 * @param {(id: string) => import("rollup").ModuleInfo | null} getModuleInfo @param {string[]} ids
 */
function appModules(getModuleInfo, ids) {
  const app = staticClosure(getModuleInfo, ids.filter((id) => ALWAYS_LOADED.some((test) => test.test(withoutQuery(id)))));
  const pageRoutes = ids.filter((id) => getModuleInfo(id)?.isEntry && [...PAGE_ROUTE_FILES].some((file) => withoutQuery(id).endsWith(file)));
  const pageFiles = new Set(pageRoutes.map(withoutQuery));
  /** @type {Map<string, Set<string>>} */
  const reachedBy = new Map();
  for (const route of pageRoutes) {
    for (const id of staticClosure(getModuleInfo, [route])) {
      if (!reachedBy.has(id)) reachedBy.set(id, new Set());
      reachedBy.get(id)?.add(withoutQuery(route));
    }
  }
  for (const [id, routes] of reachedBy) if (routes.size * 3 >= pageFiles.size) app.add(id);
  return app;
}

/** A `manualChunks` function for one build (it remembers that build's "app" modules). */
export function browserChunks() {
  /** @type {Set<string> | undefined} */
  let app;

  /** @type {import("rollup").GetManualChunk} */
  return (id, { getModuleInfo, getModuleIds }) => {
    const framework = FRAMEWORK.find(({ test }) => test.test(id));
    if (framework) return framework.chunk;
    if (STYLESHEET_URL.test(id)) return "app";
    app ??= appModules(getModuleInfo, [...getModuleIds()]);
    // A route's own module stays the route's file (Remix loads it by the route's id).
    if (getModuleInfo(id)?.isEntry) return undefined;
    return app.has(id) ? "app" : undefined;
  };
}
