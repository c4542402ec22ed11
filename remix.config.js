import { remixRouteDefinitions } from "./app/lib/route-table.js";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Routes come only from the route table, never from file names.
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverBuildPath: "build/server/index.js",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
  routes: async (defineRoutes) =>
    defineRoutes((route) => {
      const definitions = remixRouteDefinitions();
      /** @param {string | undefined} parentId */
      const children = (parentId) => {
        for (const d of definitions.filter((r) => r.parentId === parentId)) {
          const nested = () => children(d.id);
          if (d.index) route(undefined, d.file, { id: d.id, index: true });
          else route(d.path, d.file, { id: d.id }, nested);
        }
      };
      children(undefined);
    }),
};
