import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { remixRouteDefinitions } from "~/lib/route-table.js";
import { familiesOf, familyHandlers, familyKeyOfPath } from "./route-families.server";

type Routes = ServerBuild["routes"];

/** The routes as the server build lists them, from the same definitions vite.config.ts uses. */
function tableRoutes(): Routes {
  const routes: Routes = { root: { id: "root", path: "", module: {} as never } };
  for (const d of remixRouteDefinitions()) routes[d.id] = { id: d.id, parentId: d.parentId ?? "root", path: d.path, index: d.index, module: {} as never };
  return routes;
}

/** The nested tree Remix matches on (server-runtime's createRoutes). */
function tree(routes: Routes, parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => (r.index ? { id: r.id, index: true as const } : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: tree(routes, r.id) }));
}

const leaf = (routes: AgnosticRouteObject[], path: string) => matchRoutes(routes, path)?.at(-1)?.route.id ?? null;

/** A path every route of the table answers, parameters filled in, and variants Remix also matches. */
function samplePaths(routes: Routes): string[] {
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const own = (route.path ?? "").replace(/:\w+\??/g, "x1").replace(/\*$/, "a/b");
    return route.parentId ? `${fullPath(route.parentId)}/${own}` : own;
  };
  const paths = Object.keys(routes).map((id) => `/${fullPath(id)}`.replace(/\/+/g, "/"));
  return [
    ...paths,
    ...paths.map((p) => p.toUpperCase()),
    ...paths.map((p) => `${p.replace(/\/$/, "")}.data`),
    ...paths.map((p) => `${p}/extra/segments`),
    "/", "/_root.data", "/d%65/programm", "/DE/Programm", "/de/%50rogramm", "/de/programm%2Fx/1", "/unknown", "/unknown/deeper", "/de/api/nope", "/api/nope",
    "/cms-hub", "/cms-hub/", "/de/", "/webshop/", "/__manifest",
  ];
}

describe("route families", () => {
  const routes = tableRoutes();

  it("splits the table by the first two segments, each family a small part of the whole", () => {
    const families = familiesOf(routes)!;
    expect([...families.keys()]).toEqual(expect.arrayContaining(["/", "api/*", "cms-hub/*", "cms-hub/events", "de/*", "de/programm", "en/*", "webshop/*"]));
    const total = Object.keys(routes).length;
    for (const [key, ids] of families) expect(ids.size, key).toBeLessThan(total / 10);
    // The back office's events: the root, its layout and start page, the events' two pages, the records' two.
    expect([...families.get("cms-hub/events")!].sort()).toEqual(["back-office", "dashboard", "office-event", "office-events", "office-record", "office-records", "root", ...families.get("/")!].filter((id, i, all) => all.indexOf(id) === i).sort());
  });

  // Five hundred paths and their ancestors matched against the whole table: seconds on a slow machine.
  it("matches every path to the same route in its family as in the whole table", { timeout: 30_000 }, () => {
    const whole = tree(routes);
    const trees = new Map<string, AgnosticRouteObject[]>();
    const build = { routes, assets: { routes: structuredClone(Object.fromEntries(Object.entries(routes).map(([id, r]) => [id, { ...r, module: "" }]))) } };
    const handlerFor = familyHandlers(build as unknown as ServerBuild, (family) => {
      // The browser's manifest of a family lists exactly its routes.
      expect(Object.keys(family.assets.routes)).toEqual(Object.keys(family.routes));
      return family.routes;
    });
    const treeFor = (path: string) => {
      const family = handlerFor(path);
      const key = Object.keys(family).sort().join();
      if (!trees.has(key)) trees.set(key, tree(family));
      return trees.get(key)!;
    };
    const paths = samplePaths(routes);
    expect(paths.length).toBeGreaterThan(500);
    for (const path of paths) {
      const page = path.replace(/\.data$/, "").replace(/^\/_root$/, "/");
      expect(leaf(treeFor(path), page), path).toBe(leaf(whole, page));
      expect(leaf(treeFor(path), path), path).toBe(leaf(whole, path));
      // The browser's manifest of a page also lists what its ancestor paths match ("/", "/de", …).
      const segments = page.split("/").filter(Boolean);
      for (let n = 0; n < segments.length; n++) {
        const ancestor = `/${segments.slice(0, n).join("/")}`;
        expect(leaf(treeFor(path), ancestor), `${path} → ${ancestor}`).toBe(leaf(whole, ancestor));
      }
    }
  });

  it("keeps the whole table for the manifest requests and for paths it cannot read", () => {
    const families = familiesOf(routes)!;
    const keyOf = (path: string) => familyKeyOfPath(path, families);
    expect(keyOf("/__manifest")).toBeNull();
    expect(keyOf("//de/programm")).toBeNull();
    expect(keyOf("/%E0%A4%A/x")).toBeNull();
    expect(keyOf("/de/%E0%A4%A")).toBeNull();
    expect(keyOf("/_root.data")).toBe("/");
    expect(keyOf("/De/programm.data")).toBe("de/programm");
    expect(keyOf("/de/%50rogramm/x/1")).toBe("de/programm");
    expect(keyOf("/de.data")).toBe("de/*");
    expect(keyOf("/de/eine-seite")).toBe("de/*");
    expect(keyOf("/unknown/programm")).toBe("/");
  });

  it("stays one family when a top-level route could match any first segment", () => {
    for (const path of [":lang", "*", "de?", undefined]) {
      const broken: Routes = { ...routes, odd: { id: "odd", parentId: "root", path, module: {} as never } };
      expect(familiesOf(broken), String(path)).toBeNull();
    }
    expect(familiesOf({ ...routes, odd: { id: "odd", parentId: "root", path: "Shop", caseSensitive: true, module: {} as never } })).toBeNull();
  });
});
