// Malformed input never makes the server fail: a bounded, seeded fuzz run over every route of the
// route table and the server's own paths (malformed path parameters, query strings, bodies, methods
// and headers) answers no 5xx. Requests go out on raw sockets from a loopback address of their own
// (127.0.0.2), so the per-address limits they use up are not the ones the other specs are counted on.
//
//   FUZZ_SEED=<n>    another sequence (the run prints the seed it used; the default is fixed)
//   FUZZ_COUNT=<n>   another size (default 5000)
//   FUZZ_LOG=<file>  every request and its answer as one JSON line each
import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { fuzzRequests, routePatterns, type FuzzRequest } from "./support/fuzz-cases";
import { curlCommand, send, type RawAnswer } from "./support/raw-http";

const DEFAULT_SEED = 20261125;
const SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const COUNT = Number(process.env.FUZZ_COUNT ?? 5000);
const CONCURRENCY = 6;
const FUZZ_ADDRESS = "127.0.0.2";
/** Pages whose links give real slugs and ids for the patterns' parameters. */
const LINK_SOURCES = ["/de", "/en", "/de/programm", "/en/events", "/de/produktionen", "/de/ensemble", "/de/mediathek-de", "/en/mediathek-en", "/de/mediathek-de/tags", "/de/abonnements", "/webshop"];

/** One hash over the whole list, bodies included. */
function digest(requests: FuzzRequest[]): string {
  const hash = crypto.createHash("sha256");
  for (const request of requests) hash.update(JSON.stringify({ ...request, body: request.body?.toString("base64") }));
  return hash.digest("hex");
}

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== "js-on", "one run over HTTP is enough; it does not use the browser");
});

test("the fuzz cases are a pure function of the seed and cover every route", () => {
  const options = { seed: 7, count: 5000, host: "localhost:1", samples: ["/de/programm/lesung/12"] };
  const first = fuzzRequests(options);
  expect(digest(fuzzRequests(options))).toBe(digest(first));
  expect(fuzzRequests({ ...options, seed: 8 }).map((r) => r.path)).not.toEqual(first.map((r) => r.path));
  const targets = new Set(first.map((r) => r.target));
  for (const pattern of routePatterns()) expect(targets, pattern.id).toContain(pattern.id);
  for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"]) expect(first.some((r) => r.method === method), method).toBe(true);
  expect(routePatterns().map((p) => p.pattern)).toEqual(expect.arrayContaining(["/de/programm/:slug/:id", "/en/events/:slug/:id", "/testshop/cart", "/api/shop-cart/", "/healthcheck", "/media/*"]));
  expect(first.some((r) => r.notes.some((n) => n.startsWith("param :id=")) && r.path.startsWith("/de/programm/lesung/"))).toBe(true);
});

test("malformed requests to every route answer without a 5xx", async ({ baseURL }) => {
  test.setTimeout(240_000);
  const base = new URL(baseURL!);
  const port = Number(base.port);
  const host = base.host;

  const samples = new Set<string>();
  for (const source of LINK_SOURCES) {
    const html = await (await fetch(new URL(source, base))).text();
    for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) samples.add(href);
  }
  const csrfAnswer = await fetch(new URL("/api/csrf/", base));
  const csrfCookie = /csrftoken=([^;]+)/.exec(csrfAnswer.headers.get("set-cookie") ?? "")?.[1];
  const { token } = (await csrfAnswer.json()) as { token: string };

  const requests = fuzzRequests({ seed: SEED, count: COUNT, host, samples: [...samples], csrf: csrfCookie ? { cookie: csrfCookie, token } : undefined });
  console.log(`fuzz: seed ${SEED} (FUZZ_SEED), ${requests.length} requests (FUZZ_COUNT), ${routePatterns().length} route patterns, ${samples.size} sample paths`);

  const target = { host: "127.0.0.1", port, localAddress: FUZZ_ADDRESS, timeoutMs: 8_000 };
  const failures: { request: FuzzRequest; answer: RawAnswer }[] = [];
  const statuses = new Map<string, number>();
  const started = Date.now();
  let next = 0;
  const log = process.env.FUZZ_LOG ? fs.createWriteStream(process.env.FUZZ_LOG) : null;
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++];
      const sent = Date.now();
      let answer = await send(target, request);
      // A 503 with Retry-After is the server shedding load on purpose: asked again once, later.
      if (answer.status === 503 && /\r\nretry-after:/i.test(answer.head)) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        answer = await send(target, request);
      }
      const key = answer.status === null ? (answer.error ?? "none") : String(answer.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      log?.write(`${JSON.stringify({ ...request, body: request.body?.toString("utf8").slice(0, 2000), status: answer.status, error: answer.error, ms: Date.now() - sent, answer: answer.head.slice(0, 300) })}\n`);
      // A request that is never answered is a 504 at the proxy in front; a refused one, a dead server.
      if ((answer.status ?? 0) >= 500 || answer.error === "timeout" || answer.error === "refused") failures.push({ request, answer });
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await new Promise((resolve) => (log ? log.end(resolve) : resolve(null)));
  const seconds = (Date.now() - started) / 1000;
  console.log(`fuzz: ${requests.length} requests in ${seconds.toFixed(1)} s; answers ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);

  const report = failures
    .slice(0, 40)
    .map(({ request, answer }) => [
      `#${request.index} ${request.target}: ${answer.status ?? answer.error} for ${request.method} ${request.path.slice(0, 300)}`,
      `  mutations: ${request.notes.join("; ")}`,
      `  headers: ${JSON.stringify(request.headers.filter(([name]) => name !== "Host")).slice(0, 600)}`,
      `  answer: ${answer.head.split("\r\n\r\n")[0].split("\r\n")[0]} ${answer.head.split("\r\n\r\n")[1]?.slice(0, 200) ?? ""}`,
      `  ${curlCommand(baseURL!, request)}`,
    ].join("\n"))
    .join("\n");
  expect(failures.length, `${failures.length} answers were 5xx or none (seed ${SEED}; first 40 below)\n${report}`).toBe(0);
});
