// Which shared file of the browser build a module goes into (Rollup's `manualChunks`).
// Every page runs React, Remix and the code the document always runs: those go into three files,
// "react", "remix" and "app". "app" holds the client entry, the root route and their static imports,
// the stylesheets' addresses, and what a third or more of the visitor's page routes import (page
// metadata, images, breadcrumb, rich text): a few hundred bytes each, which as files of their own
// would cost a request each on most pages.
// The renderers of the CMS modules few pages carry go into two files, each loaded with the first page
// that shows one of its modules, with all the code only they need: "form-module" (the form module; the form
// page, which shows a form itself, loads it too) and "occasional" (media, venues, social links, FAQ).
// What they share with the other page routes goes into "cms-modules": a module in a manual chunk takes
// along every dependency not placed in another one, so without it the renderers' files would take the
// shared modules along and every CMS page would load them.
// The rest keeps Rollup's default: a route's own code with the route, code shared by some routes in
// chunks of their own, what is imported with `import()` (editor, booking steps, Sentry, the other
// locale's texts) loaded when asked for.
import { localizedRoutes, remixRouteDefinitions } from "../app/lib/route-table.js";

const FRAMEWORK = [
  { chunk: "react", test: /\/node_modules\/(react|react-dom|scheduler)\// },
  { chunk: "remix", test: /\/node_modules\/(@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\// },
];

/**
 * A module this small (characters of its compiled code, a few hundred bytes compressed) that two page
 * routes share goes into "app" as well: as a file of its own it would cost the pages that need it a
 * request, which weighs more than its bytes on the pages that do not.
 */
const SMALL_SHARED_CHARS = 2000;

/** The modules the document always runs. */
const ALWAYS_LOADED = [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx$/];
/** A stylesheet's address (`import href from "….css?url"`): a string. */
const STYLESHEET_URL = /\.css\?url$/;
/**
 * The route modules of the visitor's pages (those under /de and /en that render: `.tsx`, not an API's
 * `.ts`) and the layout route of each locale (which brings the locale's texts).
 */
const PAGE_ROUTE_FILES = new Set(
  [...localizedRoutes, ...remixRouteDefinitions().filter((route) => route.id.startsWith("layout."))]
    .map((route) => `/app/${route.file}`)
    .filter((file) => file.endsWith(".tsx")),
);

/**
 * The files of the occasional CMS modules' renderers: the module each starts from (loaded with `import()`)
 * and the page routes that show such a module directly. A module both need goes into the first.
 */
const OCCASIONAL_GROUPS = [
  { chunk: "form-module", renderers: /\/app\/components\/cms\/modules\/form\.tsx$/, shownBy: [/\/app\/routes\/form-page\.tsx$/] },
  { chunk: "occasional", renderers: /\/app\/components\/cms\/occasional-module-renderers\.ts$/, shownBy: [] },
];

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
 * The modules that go into "app": what entry.client and root.tsx reach, what a third or more of the
 * visitor's page routes reach, and small modules two of them share.
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
  // Only a small module whose imports are all in "app" or the framework already: it would take the others along.
  /** @param {string} id */
  const smallLeaf = (id) =>
    (getModuleInfo(id)?.code?.length ?? Infinity) < SMALL_SHARED_CHARS &&
    (getModuleInfo(id)?.importedIds ?? []).every((next) => app.has(next) || FRAMEWORK.some(({ test }) => test.test(next)));
  for (let added = true; added; ) {
    added = false;
    for (const [id, routes] of reachedBy) {
      const sharedByTwo = routes.size >= 2 || (getModuleInfo(id)?.importers.length ?? 0) >= 2;
      if (app.has(id) || !sharedByTwo || !smallLeaf(id)) continue;
      app.add(id);
      added = true;
    }
  }
  return app;
}

/**
 * The file of each module only the occasional renderers (or the routes showing one) need, by chunk name,
 * and the modules they share with the other page routes ("cms-modules"), "app" and the framework excepted.
 * @param {(id: string) => import("rollup").ModuleInfo | null} getModuleInfo @param {string[]} ids @param {Set<string>} app
 */
function occasionalModules(getModuleInfo, ids, app) {
  /** @param {string} id */
  const ownChunk = (id) => !app.has(id) && !FRAMEWORK.some(({ test }) => test.test(id));
  /** @param {string} id */
  const showsOne = (id) => OCCASIONAL_GROUPS.some(({ shownBy }) => shownBy.some((test) => test.test(withoutQuery(id))));
  const otherPages = ids.filter((id) => isPageRoute(getModuleInfo, id) && !showsOne(id));
  const reachedByOtherPages = staticClosure(getModuleInfo, otherPages);
  /** @type {Map<string, string>} */
  const chunkOf = new Map();
  const shared = new Set();
  for (const { chunk, renderers } of OCCASIONAL_GROUPS) {
    for (const id of staticClosure(getModuleInfo, ids.filter((id) => renderers.test(withoutQuery(id))))) {
      if (!ownChunk(id)) continue;
      if (reachedByOtherPages.has(id)) shared.add(id);
      else if (!chunkOf.has(id)) chunkOf.set(id, chunk);
    }
  }
  return { chunkOf, shared };
}

/** A `manualChunks` function for one build (it remembers that build's "app", renderers' and "cms-modules" modules). */
export function browserChunks() {
  /** @type {Set<string> | undefined} */
  let app;
  /** @type {{ chunkOf: Map<string, string>, shared: Set<string> } | undefined} */
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
    return cms.chunkOf.get(id) ?? (cms.shared.has(id) ? "cms-modules" : undefined);
  };
}
