import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { spawnServer, type SpawnedServer } from "./support/spawned-server";

// How the server starts (docs/decisions/0025-start-up-and-health.md) is server behaviour: one project is enough.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour, checked once (with JavaScript on)");
test.describe.configure({ mode: "serial" });

const servers: SpawnedServer[] = [];
async function spawned(...args: Parameters<typeof spawnServer>) {
  const server = await spawnServer(...args);
  servers.push(server);
  return server;
}
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

const BAD_ENVIRONMENTS: [string, string][] = [
  ["CART_RATE_LIMIT", "abc"],
  ["TRUST_PROXY", "not-an-address"],
  ["PUBLIC_URL", "festival.example/de"],
  ["PORT", "eighty"],
  ["LOG_REQUESTS", "yes"],
  ["BOX_OFFICE", "elsewhere"],
];

test("a malformed environment variable refuses the start, naming the variable", async () => {
  test.setTimeout(90_000);
  const started = await Promise.all(BAD_ENVIRONMENTS.map(([name, value]) => spawned({ [name]: value })));
  const exits = await Promise.all(started.map((server) => server.exited(20_000)));
  BAD_ENVIRONMENTS.forEach(([name, value], i) => {
    expect(exits[i], `${name}=${value}`).not.toBe("running");
    expect(exits[i], `${name}=${value}`).not.toBe(0);
    expect(started[i]!.output()).toContain(`Festival website not started: Invalid environment: ${name}=${JSON.stringify(value)}`);
  });
});

test("a new database in production is seeded with a warning in the log", async () => {
  const server = await spawned();
  expect(await server.health()).toBe(200);
  expect(server.output()).toMatch(/WARNING: the database file:.*festival\.sqlite was empty and now holds the DEMO festival/);
});

test("in production a database folder that does not exist refuses the start instead of an empty festival", async () => {
  const missing = path.join(os.tmpdir(), `festival-missing-${Date.now()}`, "volume");
  const server = await spawned({ DATABASE_URL: `file:${missing}/festival.sqlite` });
  const exit = await server.exited(20_000);
  expect(exit).not.toBe("running");
  expect(exit).not.toBe(0);
  expect(server.output()).toContain(`DATABASE_URL="file:${missing}/festival.sqlite": the folder ${missing} does not exist`);
  expect(fs.existsSync(missing)).toBe(false);
});

test("a database that takes no writes answers the health check with 503", async () => {
  test.setTimeout(90_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-readonly-"));
  try {
    const databaseUrl = `file:${path.join(dir, "festival.sqlite")}`;
    const first = await spawned({ DATABASE_URL: databaseUrl, DATA_DIR: dir });
    expect(await first.health()).toBe(200);
    await first.stop();

    fs.chmodSync(dir, 0o777); // SQLite's -shm and -wal may be made; the database file itself is read-only
    fs.chmodSync(path.join(dir, "festival.sqlite"), 0o444);
    const readOnly = await spawned({ DATABASE_URL: databaseUrl, DATA_DIR: dir }, { asNobody: true });
    expect(await readOnly.health()).toBe(503);
    const page = await fetch(`${readOnly.url}/de`);
    expect(page.status).toBe(200); // reading still works
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
