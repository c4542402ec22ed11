// End-to-end tests on the production build, in the system Chromium, with JavaScript on and off.
//
//   npm run test:e2e         the suite on a fresh SQLite database (port 3100); when TEST_DATABASE_URL
//                            is set, the smoke spec also runs on PostgreSQL (project pg-js-on, port 3101)
//   npm run test:e2e:pg      the whole suite on PostgreSQL instead (E2E_DATABASE_URL, port 3101)
//
// The server is scripts/e2e-server.mjs (fresh database, cached media, then `node build/server.js`).
// It builds first only when build/server.js is missing or E2E_BUILD=1; `npm test` always builds.
import fs from "node:fs";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";

const CI = !!process.env.CI;
// Chromium's headless shell (Debian's chromium-headless-shell) where there is one, else the full browser:
// the full browser's headless mode costs about twice the CPU per test, and two cores are all there is
// (docs/decisions/0084-e2e-in-the-headless-shell.md).
const SYSTEM_CHROMIUMS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
const executablePath = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUMS.find((file) => fs.existsSync(file));
const needsBuild = process.env.E2E_BUILD === "1" || !fs.existsSync("build/server.js");

/** The whole suite on PostgreSQL instead of SQLite. */
const e2eDatabaseUrl = process.env.E2E_DATABASE_URL;
/** Otherwise, with a PostgreSQL server for the integration tests, a PostgreSQL pass of the smoke spec. */
const pgSmokeUrl = !e2eDatabaseUrl && process.env.TEST_DATABASE_URL ? withDatabase(process.env.TEST_DATABASE_URL, "festival_e2e") : undefined;

const SQLITE_PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 3101);
const mainPort = e2eDatabaseUrl ? PG_PORT : SQLITE_PORT;

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const chromium = {
  ...devices["Desktop Chrome"],
  locale: "de-DE",
  timezoneId: "Europe/Berlin",
  launchOptions: {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  },
};

type WebServer = NonNullable<Extract<PlaywrightTestConfig["webServer"], object[]>>[number];

function server(port: number, env: Record<string, string>, build: boolean): WebServer {
  return {
    command: `${build ? "npm run build && " : ""}node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/healthcheck`,
    env: { ...env, PORT: String(port) },
    reuseExistingServer: !CI,
    // First run: build (~1 min) and generate the seed images; later runs start in seconds.
    timeout: (build ? 300 : 120) * 1000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5000 },
  };
}

const webServer: WebServer[] = [server(mainPort, e2eDatabaseUrl ? { E2E_DATABASE_URL: e2eDatabaseUrl } : {}, needsBuild)];
// Playwright starts the servers one after the other, so the second can rely on the first one's build.
if (pgSmokeUrl) webServer.push(server(PG_PORT, { E2E_DATABASE_URL: pgSmokeUrl }, false));

export default defineConfig({
  testDir: "tests/e2e",
  // Tests, not only files, spread over the workers; a spec whose tests depend on each other says
  // `test.describe.configure({ mode: "serial" })`.
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: CI ? 2 : undefined,
  // `list` ends with the summary line ("N passed (12.3s)").
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${mainPort}`,
    // Tracing every test costs ~0.3 s each on two cores; in CI only the retry of a failed test is traced.
    trace: CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    // Every test is a first visit in a context of its own, so the service worker would install, fetch the
    // page again and fill its caches in every test: about a quarter of a test's CPU with script on, two
    // cores shared by the browsers, the workers and the server. Only the specs about the worker allow it
    // (offline.spec.ts); what a page does is the same without it (it registers after the load).
    serviceWorkers: "block",
  },
  projects: [
    { name: "js-on", use: { ...chromium, javaScriptEnabled: true } },
    { name: "js-off", use: { ...chromium, javaScriptEnabled: false } },
    ...(pgSmokeUrl
      ? [
          {
            name: "pg-js-on",
            testMatch: /smoke\.spec\.ts$/,
            use: { ...chromium, javaScriptEnabled: true, baseURL: `http://localhost:${PG_PORT}` },
          },
        ]
      : []),
  ],
  webServer,
});
