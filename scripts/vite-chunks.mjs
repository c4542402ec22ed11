// Which shared file of the browser build a module goes into (Rollup's `manualChunks`).
// Every page runs React, Remix and the code the document always runs: those go into three files,
// "react", "remix" and "app". "app" holds the client entry, the root route and their static imports,
// the stylesheets' addresses, and what a third or more of the visitor's page routes import (page
// metadata, images, breadcrumb, rich text): a few hundred bytes each, which as files of their own
// would cost a request each on most pages.
// The renderers of the CMS modules few pages carry go into "occasional" (loaded with the first page that
// shows one), with all the code only they need — and the form page, which shows the form module's form
// itself, loads it too. What they share with the other page routes goes into "cms-modules": a module in
// a manual chunk takes along every dependency not placed in another one, so without it the occasional
// file would take the shared modules along and every CMS page would load it.
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

/** The renderers of the occasional CMS modules (loaded with `import()`), and the routes that show one directly. */
const OCCASIONAL_RENDERERS = /\/app\/components\/cms\/occasional-module-renderers\.ts$/;
const SHOWS_OCCASIONAL_MODULE = [/\/app\/routes\/form-page\.tsx$/];

/** @param {string} id */
const withoutQuery = (id) => id.split("?")[0] ?? id;

/** @param {(id: string) => import("rollup").ModuleInfo | null} getModuleInfo @param {string} id */
const isPageRoute = (getModuleInfo, id) => !!getModuleInfo(id)?.isEntry && [...PAGE_ROUTE_FILES].some((file) => withoutQuery(id).endsWith(file));

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
  const pageRoutes = ids.filter((id) => isPageRoute(getModuleInfo, id));
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

/**
 * The modules that go into "occasional" (what only the occasional renderers and the routes showing one
 * need) and "cms-modules" (what they share with the other page routes), "app" and the framework excepted.
 * @param {(id: string) => import("rollup").ModuleInfo | null} getModuleInfo @param {string[]} ids @param {Set<string>} app
 */
function occasionalModules(getModuleInfo, ids, app) {
  /** @param {string} id */
  const ownChunk = (id) => !app.has(id) && !FRAMEWORK.some(({ test }) => test.test(id));
  const renderers = staticClosure(getModuleInfo, ids.filter((id) => OCCASIONAL_RENDERERS.test(withoutQuery(id))));
  const otherPages = ids.filter((id) => isPageRoute(getModuleInfo, id) && !SHOWS_OCCASIONAL_MODULE.some((test) => test.test(withoutQuery(id))));
  const reachedByOtherPages = staticClosure(getModuleInfo, otherPages);
  const occasional = new Set([...renderers].filter((id) => ownChunk(id) && !reachedByOtherPages.has(id)));
  const shared = new Set([...renderers].filter((id) => ownChunk(id) && reachedByOtherPages.has(id)));
  return { occasional, shared };
}

/** A `manualChunks` function for one build (it remembers that build's "app", "occasional" and "cms-modules" modules). */
export function browserChunks() {
  /** @type {Set<string> | undefined} */
  let app;
  /** @type {{ occasional: Set<string>, shared: Set<string> } | undefined} */
  let cms;

  /** @type {import("rollup").GetManualChunk} */
  return (id, { getModuleInfo, getModuleIds }) => {
    const framework = FRAMEWORK.find(({ test }) => test.test(id));
    if (framework) return framework.chunk;
    if (STYLESHEET_URL.test(id)) return "app";
    app ??= appModules(getModuleInfo, [...getModuleIds()]);
    cms ??= occasionalModules(getModuleInfo, [...getModuleIds()], app);
    // A route's own module stays the route's file (Remix loads it by the route's id).
    if (getModuleInfo(id)?.isEntry) return undefined;
    if (app.has(id)) return "app";
    if (cms.occasional.has(id)) return "occasional";
    return cms.shared.has(id) ? "cms-modules" : undefined;
  };
}
