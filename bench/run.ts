// npm run bench — server time of the pages that must stay fast, on the demo data multiplied tenfold,
// next to a static file from the same server as the baseline (so the ratio compares across machines).
//
//   node scripts/run-ts.mjs bench/run.ts [--requests 600] [--concurrency 10] [--no-lighthouse]
//
// Needs a production build (npm run build). Prints p50/p95/p99 in ms and the ratio to the baseline.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect } from "../app/db/db.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { seedDemoFestival } from "../app/db/seed/index";
import { multiplyEvents } from "../app/db/seed/multiply";
import { benchArchive } from "./archive";
import { benchJsWeight } from "./js-weight";
import { benchLighthouse } from "./lighthouse";
import { benchSearch } from "./search";
import { benchCart } from "./cart";
import { benchBackOffice } from "./back-office";

const args = new Map(process.argv.slice(2).map((a, i, all) => [a, all[i + 1]]));
const REQUESTS = Number(args.get("--requests") ?? 600);
const CONCURRENCY = Number(args.get("--concurrency") ?? 10);
const PORT = 3900;
const BASE = `http://localhost:${PORT}`;

interface Target {
  name: string;
  path: string;
  /** Budget (ms) for the server time; none for the baseline. */
  budget?: { p50?: number; p95?: number; p99?: number };
}

const TARGETS: Target[] = [
  { name: "baseline: static file", path: "/robots.txt" },
  { name: "health check (one query)", path: "/healthcheck" },
  { name: "home page", path: "/de" },
  { name: "programme page", path: "/de/programm", budget: { p50: 10, p99: 50 } },
  { name: "programme, filtered", path: "/de/programm?page=2", budget: { p50: 10, p99: 50 } },
  { name: "search page, one query", path: "/de/search?q=Lesung" },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Measured {
  status: number;
  /** What the client waited, request to last byte (includes the client's own work on this machine). */
  times: number[];
  /** The server's own time until it started answering (`Server-Timing: app;dur=`). */
  server: number[];
}

async function measure(url: string): Promise<Measured> {
  const times: number[] = [];
  const server: number[] = [];
  let status = 0;
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      const dur = /app;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1];
      if (dur) server.push(Number(dur));
      status = response.status;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { status, times: times.sort((a, b) => a - b), server: server.sort((a, b) => a - b) };
}

const ms = (value: number | undefined) => (value === undefined ? "      –" : value.toFixed(2).padStart(7));

async function main() {
  if (!fs.existsSync("build/server.js")) throw new Error("Run `npm run build` first.");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-bench-"));
  const file = path.join(dir, "festival.sqlite");
  const mediaDir = path.resolve(".cache/bench-media");
  const conn = connect(`file:${file}`);
  await migrateToLatest(conn.db);
  await seedDemoFestival(conn.db, { mediaDir });
  const added = await multiplyEvents(conn.db, 10);
  const total = await conn.db.selectFrom("events").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  await conn.db.destroy();
  console.log(`Demo data ×10: ${total.n} events (${added} copies). ${REQUESTS} requests per page, ${CONCURRENCY} at a time.\n`);

  const server = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: `file:${file}`, MEDIA_DIR: mediaDir, DATA_DIR: dir, LOG_REQUESTS: "0", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${BASE}/healthcheck`)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    let baseline = 0;
    let failed = false;
    console.log(`${"".padEnd(30)}      server time (ms)               client wait (ms)`);
    console.log(`${"".padEnd(30)}      p50      p95      p99       p50      p95      p99   ×static`);
    for (const target of TARGETS) {
      await measure(`${BASE}${target.path}`); // warm-up
      const { status, times, server } = await measure(`${BASE}${target.path}`);
      const [p50, p95, p99] = [50, 95, 99].map((p) => (server.length ? percentile(server, p) : undefined));
      const [c50, c95, c99] = [50, 95, 99].map((p) => percentile(times, p));
      if (!baseline) baseline = c50!;
      const verdicts = Object.entries(target.budget ?? {}).map(([key, limit]) => {
        const value = { p50, p95, p99 }[key as "p50"];
        const ok = value !== undefined && value <= limit;
        if (!ok) failed = true;
        return `${key}≤${limit}: ${ok ? "ok" : "OVER"}`;
      });
      console.log(
        `${target.name.padEnd(26)} ${String(status).padEnd(4)} ${ms(p50)}  ${ms(p95)}  ${ms(p99)}   ${ms(c50)}  ${ms(c95)}  ${ms(c99)}  ×${(c50! / baseline).toFixed(1).padStart(5)}  ${verdicts.join(", ")}`,
      );
    }
    if (!(await benchSearch({ base: BASE, requests: REQUESTS, concurrency: CONCURRENCY }))) failed = true;
    const eventPath = /href="(\/de\/programm\/[^"/]+\/\d+)"/.exec(await (await fetch(`${BASE}/de/programm`)).text())?.[1];
    if (!(await benchJsWeight(BASE, eventPath ? [eventPath] : []))) failed = true;
    if (!args.has("--no-lighthouse") && !(await benchLighthouse(BASE, eventPath))) failed = true;
    console.log(failed ? "\nSome budgets are exceeded." : "\nAll budgets met.");
  } finally {
    server.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
await benchCart(process.argv.slice(2)); // POST /api/shop-cart/ with 50 buyers, on its own server (bench/cart.ts)
await benchBackOffice({ requests: Math.min(REQUESTS, 200), concurrency: 4 }); // lists of 10,000 rows, own server (bench/back-office.ts)
if (process.argv.includes("--archive")) await benchArchive(process.argv.slice(2)); // 10,000 events and 2,000 articles beside the demo (bench/archive.ts)
