import { BACK_OFFICE_PREFIX, EDITOR_API_PREFIX, LOCALES, backOfficeRoutes, isEditorApiRoute, localizedRoutes, rootRoutes } from "./app/lib/route-table.js";

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
      for (const entry of rootRoutes) {
        if (entry.path === "") route(undefined, entry.file, { id: entry.id, index: true });
        else route(entry.path, entry.file, { id: entry.id });
      }
      route(BACK_OFFICE_PREFIX, "routes/back-office/layout.tsx", { id: "back-office" }, () => {
        for (const entry of backOfficeRoutes) {
          if (entry.path === "") route(undefined, entry.file, { id: entry.id, index: true });
          else route(entry.path, entry.file, { id: entry.id });
        }
      });
      for (const locale of LOCALES) {
        route(locale, "routes/locale-layout.tsx", { id: `layout.${locale}` }, () => {
          // The editor API is one route; it dispatches to its handlers itself (app/lib/route-table.js).
          route(`${EDITOR_API_PREFIX}/*`, "routes/editor/api.ts", { id: `editor-api.${locale}` });
          for (const entry of localizedRoutes) {
            if (isEditorApiRoute(entry)) continue;
            const path = typeof entry.path === "string" ? entry.path : entry.path[locale];
            const id = `${entry.id}.${locale}`;
            if (path === "") route(undefined, entry.file, { id, index: true });
            else route(path, entry.file, { id });
          }
        });
      }
    }),
};
