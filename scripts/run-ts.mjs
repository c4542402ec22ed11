// Runs a TypeScript entry (a CLI or benchmark) by bundling it with esbuild, which resolves the
// tsconfig "~/" paths; dependencies stay in node_modules. Usage: node scripts/run-ts.mjs FILE [args]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs FILE.ts [args]");
  process.exit(2);
}
const outDir = path.resolve(".cache/run-ts");
fs.mkdirSync(outDir, { recursive: true });
const outfile = path.join(outDir, `${path.basename(entry, ".ts")}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: "inline",
  logLevel: "warning",
});
const result = spawnSync(process.execPath, ["--enable-source-maps", outfile, ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
