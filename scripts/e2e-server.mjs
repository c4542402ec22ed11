// The server for the Playwright suite (started by playwright.config.ts): a fresh database every
// run, seed images cached across runs, then the production build (`node build/server.js`).
//
//   SQLite (default):   .cache/e2e/festival.sqlite, deleted first
//   E2E_DATABASE_URL:   postgres://…/festival_e2e, dropped and re-created first through the
//                       TEST_DATABASE_URL database (or `postgres` on the same server)
//
// Seed images go to .cache/e2e-media and are kept (the seed renders an artwork again only when its
// drawing changed, see app/db/seed/images.ts, or a file is missing). Playwright
// starts its servers one after the other and a server seeds before it answers /healthcheck, so
// the SQLite and the PostgreSQL server never write the folder at the same time.
//
// PORT defaults to 3100. Requests are not logged; cookies work over http://localhost; X-Forwarded-For
// counts (TRUST_PROXY=1).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cache = path.join(root, ".cache");
const pgUrl = process.env.E2E_DATABASE_URL;

if (!fs.existsSync(path.join(root, "build/server.js"))) {
  console.error("e2e-server: build/server.js is missing; run `npm run build` (or set E2E_BUILD=1).");
  process.exit(1);
}

async function recreatePostgres(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`e2e-server: unexpected database name "${name}"`);
  let admin = process.env.TEST_DATABASE_URL;
  if (!admin || new URL(admin).host !== target.host || new URL(admin).pathname === target.pathname) {
    const fallback = new URL(url);
    fallback.pathname = "/postgres";
    admin = fallback.toString();
  }
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

let databaseUrl;
if (pgUrl) {
  await recreatePostgres(pgUrl);
  databaseUrl = pgUrl;
} else {
  const file = path.join(cache, "e2e", "festival.sqlite");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  databaseUrl = `file:${file}`;
}
const mediaDir = path.join(cache, "e2e-media");
fs.mkdirSync(mediaDir, { recursive: true });
const dataDir = path.join(cache, "e2e");
fs.mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  MEDIA_DIR: mediaDir,
  DATA_DIR: dataDir, // anything the app keeps in its data folder goes here, not into data/
  SESSION_SECRET: process.env.SESSION_SECRET ?? "e2e-tests-only-0123456789abcdef",
  PORT: process.env.PORT ?? "3100",
  LOG_REQUESTS: "0",
  NODE_ENV: "production",
  INSECURE_COOKIES: "1",
  WEB_CONCURRENCY: "1", // one process (tests/e2e/workers.spec.ts starts a server with several)
  // Two Playwright workers and a browser share two cores with this server; a loop stalled by the
  // machine, not by the server's own backlog, must not shed the suite's pages (under-load.spec.ts
  // tests shedding on a server of its own).
  LOAD_SHED_LAG_MS: process.env.LOAD_SHED_LAG_MS ?? "3000",
  // The tests stand in for a reverse proxy: each visitor brings its own address in X-Forwarded-For
  // (the cart limit counts visitors without a cart per address).
  TRUST_PROXY: "1",
};
console.log(`e2e-server: ${databaseUrl.replace(/\/\/[^@/]*@/, "//")} on port ${env.PORT}`);

const child = spawn(process.execPath, ["build/server.js"], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
