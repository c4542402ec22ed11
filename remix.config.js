import { BACK_OFFICE_PREFIX, LOCALES, backOfficeRoutes, localizedRoutes, rootRoutes } from "./app/lib/route-table.js";

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
          for (const entry of localizedRoutes) {
            const path = typeof entry.path === "string" ? entry.path : entry.path[locale];
            const id = `${entry.id}.${locale}`;
            if (path === "") route(undefined, entry.file, { id, index: true });
            else route(path, entry.file, { id });
          }
        });
      }
    }),
};
