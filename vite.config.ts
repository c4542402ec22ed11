// The browser's and the server's build of the app (Remix's Vite plugin; docs/decisions/0075-vite-build.md).
// Routes come only from the route table, never from file names. Every page loads the same few files:
// React, Remix, and the app code the document always runs (entry, root, shell); each route adds its own.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { remixRouteDefinitions } from "./app/lib/route-table.js";
import { browserChunks } from "./scripts/vite-chunks.mjs";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The browser builds links from the route table but never loads a route by its file (Remix's manifest
 * does that): the table's file names stay out of its copy.
 */
function routeFilesStayOnServer(): Plugin {
  return {
    name: "route-files-stay-on-server",
    transform(code, id, options) {
      if (options?.ssr || !id.endsWith("/app/lib/route-table.js")) return null;
      return { code: code.replace(/\bfile: "[^"]*",\s*/g, ""), map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // Build assets are served under /build/ (server.ts: fingerprinted, cached for a year).
  base: "/build/",
  // public/ is served by server.ts as it is; nothing of it is copied into the build.
  publicDir: false,
  resolve: { alias: [{ find: /^~\//, replacement: `${path.join(root, "app")}/` }] },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 3101) } },
  build: {
    assetsDir: "assets",
    // Remix preloads every route's files itself; what an `import()` needs (edit mode, booking steps, the
    // occasional CMS renderers) loads when it runs (Vite's small helper still wraps each, preloading nothing).
    modulePreload: false,
    // The server's code stays readable (stack traces in the log, CPU profiles); the browser's is minified.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // Pages stay within the script budget as long as this warning stays quiet.
    chunkSizeWarningLimit: 200,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: browserChunks() } },
  },
  plugins: [
    routeFilesStayOnServer(),
    remix({
      ignoredRouteFiles: ["**/*"],
      serverModuleFormat: "esm",
      buildDirectory: "build",
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
          const children = (parentId: string | undefined) => {
            for (const d of definitions.filter((r) => r.parentId === parentId)) {
              const nested = () => children(d.id);
              if (d.index) route(undefined, d.file, { id: d.id, index: true });
              else route(d.path, d.file, { id: d.id }, nested);
            }
          };
          children(undefined);
        }),
    }),
  ],
}));
