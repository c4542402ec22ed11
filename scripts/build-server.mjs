// Compiles server.ts for production (no TypeScript loader at run time), and the service worker, which
// app/routes/service-worker.ts serves with its configuration ahead of it. The Remix app itself is
// built by `remix vite:build` and loaded by the server from build/server/index.js.
import { build } from "esbuild";

await Promise.all([
  build({
    entryPoints: ["server.ts"],
    outfile: "build/server.js",
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  }),
  build({
    entryPoints: ["app/service-worker/worker.ts"],
    outfile: "build/service-worker.js",
    bundle: true,
    platform: "browser",
    // Browsers with service workers and navigation preload, or without it (then it is skipped).
    target: ["chrome89", "firefox99", "safari15.4"],
    format: "iife",
    legalComments: "none",
    logLevel: "warning",
  }),
]);
