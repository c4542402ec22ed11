// Compiles server.ts for production (no TypeScript loader at run time). The Remix app itself is
// built by `remix build` and loaded by the server from build/server/index.js.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
