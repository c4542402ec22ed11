// Development: compiles server.ts once, then lets `remix dev` rebuild the app on every change while
// the server reloads the new build without restarting (see the development branch in server.ts).
import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";

execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
const child = spawn("npx", ["remix", "dev", "--manual", "-c", "node build/server.js"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "development" },
});
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
