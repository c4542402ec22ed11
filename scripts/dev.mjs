// Development: compiles server.ts once and starts it in development mode, where Vite compiles the app
// on request and sends changes to the open pages (see the development branch in server.ts).
import { spawn, execFileSync } from "node:child_process";

execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
const child = spawn(process.execPath, ["build/server.js"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "development" },
});
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
