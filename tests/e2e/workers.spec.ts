import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { answers, freePort, testServerEnv } from "./support/own-server";
import { adminQuery, databaseUrl as postgresDatabaseUrl } from "../integration/support/postgres-admin";

// The production server with two worker processes (WEB_CONCURRENCY=2) on one port: both answer, a
// health check and a logged 404 through one leave the other's cached page a hit, an editor's change made
// through one is shown by the other at once although that one had the page in its cache, the session secret the first start makes is the one both use, a worker that dies is
// replaced, and SIGTERM stops the workers gracefully and then the primary, with exit code 0. On SQLite, and on PostgreSQL when
// TEST_DATABASE_URL names a server. Browser-less: once is enough (js-on).
test.describe.configure({ mode: "serial" });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour, checked once (with JavaScript on)");

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A visitor's connection: one kept-alive socket, so every request reaches the same worker. */
function connection(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (method: string, pathname: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(`${base}${pathname}`, { method, agent, headers: body === undefined ? headers : { ...headers, "Content-Length": String(Buffer.byteLength(body)) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  return { request, close: () => agent.destroy() };
}
type Connection = ReturnType<typeof connection>;

const cookiesOf = (answer: Answer) => (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!);

interface Cluster {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  cleanUp: () => Promise<void>;
}

async function startCluster(databaseUrl: string, dropDatabase: () => Promise<void>): Promise<Cluster> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  if (await answers(base)) throw new Error(`workers.spec: port ${port} is in use`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-workers-"));
  // No SESSION_SECRET: the primary makes one in the data folder, and both workers must use it.
  const env = testServerEnv({ PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dir, WEB_CONCURRENCY: "2", SESSION_SECRET: "" });
  const child = spawn(process.execPath, ["build/server.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
    await dropDatabase();
  };
  for (let i = 0; i < 900 && !/2 workers serving/.test(output); i++) {
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!/2 workers serving/.test(output)) {
    await cleanUp();
    throw new Error(`workers.spec: the server did not start its two workers:\n${output}`);
  }
  return { base, child, output: () => output, exited, cleanUp };
}

/** Two connections that reach different workers (the primary hands new connections out in turn). */
async function oneConnectionPerWorker(base: string): Promise<[Connection, Connection, string, string]> {
  const first = connection(base);
  const workerA = (await first.request("GET", "/healthcheck")).headers["x-worker"] as string;
  for (let attempt = 0; attempt < 10; attempt++) {
    const second = connection(base);
    const workerB = (await second.request("GET", "/healthcheck")).headers["x-worker"] as string;
    if (workerB && workerB !== workerA) return [first, second, workerA, workerB];
    second.close();
  }
  throw new Error("workers.spec: every connection reached the same worker");
}

const engines: { name: string; server: string | undefined }[] = [
  { name: "SQLite", server: "sqlite" },
  { name: "PostgreSQL", server: process.env.TEST_DATABASE_URL },
];

for (const engine of engines) {
  test(`two workers on ${engine.name}: both answer, a change through one shows on the other, a dead one is replaced, SIGTERM stops both`, async () => {
    test.skip(!engine.server, "needs a PostgreSQL server (TEST_DATABASE_URL)");
    test.setTimeout(240_000);
    let databaseUrl: string;
    let drop = async () => {};
    if (engine.server === "sqlite") {
      databaseUrl = `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), "festival-workers-db-")), "festival.sqlite")}`;
      drop = async () => fs.rmSync(path.dirname(databaseUrl.slice(5)), { recursive: true, force: true });
    } else {
      const name = `festival_workers_${crypto.randomBytes(4).toString("hex")}`;
      await adminQuery(engine.server!, `create database ${name}`);
      databaseUrl = postgresDatabaseUrl(engine.server!, name);
      drop = () => adminQuery(engine.server!, `drop database if exists ${name} with (force)`);
    }
    const server = await startCluster(databaseUrl, drop);
    const connections: Connection[] = [];
    try {
      const [a, b, workerA, workerB] = await oneConnectionPerWorker(server.base);
      connections.push(a, b);
      expect(workerA).not.toBe(workerB);
      // Two processes, neither of them the primary.
      const pids = [...server.output().matchAll(/worker \d+ \(pid (\d+)\) serving/g)].map((m) => Number(m[1]));
      expect(new Set(pids).size).toBe(2);
      expect(pids).not.toContain(server.child.pid);

      // The home page, cached by both workers.
      for (const visitor of [a, b]) {
        await visitor.request("GET", "/de");
        expect((await visitor.request("GET", "/de")).headers["x-page-cache"]).toBe("hit");
      }

      // Bookkeeping through worker B (a health check writes its row, a 404 is logged) is no content
      // change: worker A keeps its cached page.
      const check = await b.request("GET", "/healthcheck");
      expect([check.status, check.headers["x-worker"]]).toEqual([200, workerB]);
      const missingPath = `/de/gibt-es-nicht-${Date.now()}`;
      const missing = await b.request("GET", missingPath);
      expect([missing.status, missing.headers["x-worker"]]).toEqual([404, workerB]);
      // The 404 page reports itself (the browser's script does this; the server counts it against the
      // address's limit and logs it).
      const loginB = await b.request("GET", "/de/login");
      const csrfB = cookiesOf(loginB).find((c) => c.startsWith("csrftoken="))!;
      const report = await b.request(
        "POST",
        "/api/dashboard-error-log/",
        { "Content-Type": "application/json", Origin: server.base, Cookie: csrfB, "X-CSRFToken": csrfB.slice("csrftoken=".length) },
        JSON.stringify({ url: missingPath }),
      );
      expect([report.status, report.headers["x-worker"]]).toEqual([201, workerB]);
      await new Promise((resolve) => setTimeout(resolve, engine.name === "PostgreSQL" ? 300 : 20)); // a notification would have arrived
      const again = await a.request("GET", "/de");
      expect([again.headers["x-worker"], again.headers["x-page-cache"]]).toEqual([workerA, "hit"]);

      // An editor logs in through worker A …
      const form = await a.request("GET", "/de/login");
      const csrf = cookiesOf(form).find((c) => c.startsWith("csrftoken="))!;
      const token = /name="csrf" value="([^"]+)"/.exec(form.body)![1]!;
      const login = await a.request(
        "POST",
        "/de/login",
        { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base, Cookie: csrf },
        new URLSearchParams({ csrf: token, email: "redaktion@example.org", password: "festival" }).toString(),
      );
      expect(login.status).toBe(303);
      const cookie = `${csrf}; ${cookiesOf(login).find((c) => c.startsWith("festival-session="))!}`;
      const api = (visitor: Connection, pathname: string, body?: unknown) =>
        visitor.request(
          body === undefined ? "GET" : "POST",
          `/de/pageeditor-api/${pathname}`,
          { Cookie: cookie, Origin: server.base, "X-CSRFToken": token, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
          body === undefined ? undefined : JSON.stringify(body),
        );
      // … whose session (signed with the secret the primary made) worker B knows too.
      expect((await api(b, "page/")).status).toBe(200);

      // … and publishes a new headline on the home page through worker A.
      const home = JSON.parse((await api(a, "page/")).body) as { id: number; modules: { slug: string }[] };
      const section = JSON.parse((await api(a, `container/by-slug/${home.modules[0]!.slug}/`)).body) as { id: number };
      const title = `Von Arbeiter ${workerA} ${Date.now()}`;
      const added = await api(a, "modules/", { section: section.id, column: 0, position: 0, type: "headline", fields: { headline_level: 2, content: title } });
      expect(added.status).toBe(201);
      const draft = JSON.parse((await api(a, `pages/${home.id}/draft/`)).body) as { revision: number };
      expect((await api(a, `pages/${home.id}/publish/`, { revision: draft.revision })).status).toBe(200);

      // Worker B had the page in its cache: its next visitor gets the new page (on PostgreSQL once the
      // notification has arrived, a moment later).
      await expect
        .poll(async () => {
          const page = await b.request("GET", "/de");
          return `${page.headers["x-worker"]} ${page.body.includes(title)}`;
        })
        .toBe(`${workerB} true`);
      expect((await a.request("GET", "/de")).body).toContain(title);

      // A worker that dies is replaced by a new one, and the site answers all along.
      process.kill(pids[0]!, "SIGKILL");
      await expect.poll(() => /worker 3 \(pid \d+\) serving/.test(server.output()), { timeout: 60_000 }).toBe(true);
      expect(server.output()).toMatch(new RegExp(`worker \\d \\(pid ${pids[0]}\\) exited with signal SIGKILL; a new one in 1000 ms`));
      const fresh = connection(server.base);
      connections.push(fresh);
      expect((await fresh.request("GET", "/de")).status).toBe(200);
    } finally {
      for (const visitor of connections) visitor.close();
    }

    try {
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("SIGTERM: stopping 2 workers");
      expect(server.output()).not.toContain("not all cleanly");
      expect(server.output().match(/SIGTERM: closing the server/g)?.length).toBe(2);
      expect(server.output()).toContain("all workers stopped");
    } finally {
      await server.cleanUp();
    }
  });
}
