// Archive size: the same pages and APIs on the demo festival and on a festival archive of 10,000
// events and 2,000 articles, side by side, uncached (every request a URL of its own, `missUrl`). Each
// line says whether the server time grows with the data (archive p50 more than 1.5 × the demo's).
//
//   node scripts/run-ts.mjs bench/archive.ts [--requests 200] [--concurrency 4] [--port 3902]
//     [--pg postgres://…/postgres --pg-database NAME]   (npm run bench --archive runs it too)
//
// Budgets on the archive: programme (plain and filtered) server time p50 ≤ 10 ms, p99 ≤ 50 ms; the search
// and autocomplete APIs p95 ≤ 30 ms, their budget on the demo (bench/search.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect } from "../app/db/db.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { seedDemoFestival } from "../app/db/seed/index";
import { multiplyArticles, multiplyEvents } from "../app/db/seed/multiply";
import { assertRendered, missUrl } from "./cache-miss";
import { adminQuery, scratchDatabase } from "./scratch-postgres";
import { percentile } from "./stats";

const EVENTS = 10_000;
const ARTICLES = 2_000;
/** Uncached requests per target before any is measured. */
const WARM_UP_REQUESTS = 300;

interface Target {
  name: string;
  path: string;
  budget?: Budget;
}

/** Server-time limits in ms, each checked on the archive. */
type Budget = Partial<Record<"p50" | "p95" | "p99", number>>;

function targets(genreId: number | undefined): Target[] {
  const programmeBudget = { p50: 10, p99: 50 };
  const searchBudget = { p95: 30 };
  return [
    { name: "programme page", path: "/de/programm", budget: programmeBudget },
    { name: "programme, page 2", path: "/de/programm?page=2", budget: programmeBudget },
    ...(genreId ? [{ name: "programme, one genre", path: `/de/programm?genre=${genreId}`, budget: programmeBudget }] : []),
    { name: "search page", path: "/de/search?q=Lesung" },
    { name: "search API", path: "/api/search/?query=Theater", budget: searchBudget },
    { name: "search API, events", path: "/api/search/events/?query=Lesung", budget: searchBudget },
    { name: "autocomplete API", path: "/api/search/autocomplete/?query=les", budget: searchBudget },
    { name: "events JSON API", path: "/de/api/events/" },
    { name: "articles JSON API", path: "/de/api/articles/" },
  ];
}

async function measure(url: string, requests: number, concurrency: number) {
  const server: number[] = [];
  const client: number[] = [];
  let status = 0;
  let next = 0;
  const worker = async () => {
    while (next++ < requests) {
      const target = missUrl(url);
      const started = performance.now();
      const response = await fetch(target);
      await response.arrayBuffer();
      assertRendered(response, target);
      client.push(performance.now() - started);
      const dur = /app;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1];
      if (dur) server.push(Number(dur));
      status = response.status;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const times = (server.length ? server : client).sort((a, b) => a - b);
  return { status, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), source: server.length ? "server" : "client" };
}

/** A migrated, seeded database; with `archive`, grown to the archive's size. Answers counts and a genre id. */
async function prepare(url: string, archive: boolean) {
  const conn = connect(url);
  try {
    await migrateToLatest(conn.db);
    await seedDemoFestival(conn.db, { mediaDir: path.resolve(".cache/bench-media"), images: false });
    const count = async (table: "events" | "articles") =>
      Number((await conn.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    if (archive) {
      await multiplyEvents(conn.db, Math.ceil(EVENTS / (await count("events"))));
      await multiplyArticles(conn.db, ARTICLES);
    }
    const genre = await conn.db.selectFrom("genres").select("id").orderBy("id").limit(1).executeTakeFirst();
    return { events: await count("events"), articles: await count("articles"), genreId: genre?.id };
  } finally {
    await conn.db.destroy();
  }
}

async function withServer<T>(port: number, url: string, dir: string, fn: (base: string) => Promise<T>): Promise<T> {
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env, PORT: String(port), DATABASE_URL: url, DATA_DIR: dir, MEDIA_DIR: path.resolve(".cache/bench-media"),
      LOG_REQUESTS: "0", NODE_ENV: "production", LOAD_SHED_LAG_MS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; i < 600; i++) {
      const up = await fetch(`${base}/healthcheck`).then((r) => r.ok, () => false);
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // The search index is built on start and on the first search: wait for it outside the measurement.
    await fetch(`${base}${missUrl("/api/search/?query=Lesung")}`).then((r) => r.arrayBuffer());
    return await fn(base);
  } finally {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
}

type Row = { status: number; p50: number; p95: number; p99: number; source: string };

async function runEngine(label: string, urlFor: (archive: boolean) => Promise<string>, dir: string, opts: { port: number; requests: number; concurrency: number }): Promise<boolean> {
  const results: Record<"demo" | "archive", Map<string, Row>> = { demo: new Map(), archive: new Map() };
  const sizes: Record<string, string> = {};
  let list: Target[] = [];
  for (const archive of [false, true]) {
    const url = await urlFor(archive);
    const started = Date.now();
    const prepared = await prepare(url, archive);
    sizes[archive ? "archive" : "demo"] = `${prepared.events} events, ${prepared.articles} articles (prepared in ${((Date.now() - started) / 1000).toFixed(0)} s)`;
    list = targets(prepared.genreId);
    await withServer(opts.port, url, dir, async (base) => {
      // Warm-up, as in `npm run bench`: V8 optimises a fresh server's code over its first few thousand renders.
      for (const target of list) await measure(`${base}${target.path}`, WARM_UP_REQUESTS, opts.concurrency);
      for (const target of list) {
        results[archive ? "archive" : "demo"].set(target.name, await measure(`${base}${target.path}`, opts.requests, opts.concurrency));
      }
    });
  }
  console.log(`\nArchive size on ${label}: demo ${sizes.demo}; archive ${sizes.archive}. ${opts.requests} uncached requests each, ${opts.concurrency} at a time.`);
  console.log(`${"".padEnd(24)} demo p50    p95    p99 | archive p50    p95    p99 | ×p50  grows?`);
  let met = true;
  for (const target of list) {
    const d = results.demo.get(target.name)!;
    const a = results.archive.get(target.name)!;
    const ratio = a.p50 / d.p50;
    const limits = Object.entries(target.budget ?? {}) as [keyof Budget, number][];
    const within = limits.every(([p, limit]) => a[p] <= limit);
    if (!within || a.status !== 200 || d.status !== 200) met = false;
    const budget = limits.length ? `${limits.map(([p, limit]) => `${p}≤${limit}`).join(", ")}: ${within ? "ok" : "OVER"}` : "";
    const times = (r: Row) => [r.p50, r.p95, r.p99].map((t) => t.toFixed(2).padStart(6)).join(" ");
    console.log(
      `${target.name.padEnd(24)} ${String(d.status).padEnd(3)} ${times(d)} | ${String(a.status).padEnd(3)} ${times(a)} | ${ratio.toFixed(1).padStart(4)}  ${ratio > 1.5 ? "GROWS" : "flat "}  ${budget}${a.source === "client" ? " (client time)" : ""}`,
    );
  }
  return met;
}

export async function benchArchive(argv: string[] = []): Promise<boolean> {
  const args = new Map(argv.map((a, i, all) => [a, all[i + 1]]));
  const opts = { port: Number(args.get("--port") ?? 3902), requests: Number(args.get("--requests") ?? 200), concurrency: Number(args.get("--concurrency") ?? 4) };
  if (!fs.existsSync("build/server.js")) throw new Error("Run `npm run build` first.");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-bench-archive-"));
  let met = true;
  try {
    met = (await runEngine("SQLite", async (archive) => `file:${path.join(dir, archive ? "archive.sqlite" : "demo.sqlite")}`, dir, opts)) && met;
    const pgServer = args.get("--pg");
    if (pgServer) {
      const name = args.get("--pg-database") ?? "festival_bench_archive";
      try {
        // The demo and the archive each start on a fresh database of that name.
        const fresh = async () => (await scratchDatabase(pgServer, name)).url;
        met = (await runEngine("PostgreSQL", fresh, dir, opts)) && met;
      } finally {
        await adminQuery(pgServer, `drop database if exists ${name} with (force)`);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(met ? "\nArchive budgets met." : "\nArchive budgets exceeded.");
  return met;
}

// Run directly (node scripts/run-ts.mjs bench/archive.ts): scripts/run-ts.mjs names the bundle archive.mjs.
if (path.basename(process.argv[1] ?? "") === "archive.mjs") await benchArchive(process.argv.slice(2));
