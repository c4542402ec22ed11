// The back office's lists with 10,000 rows each (`npm run bench`, after the site's pages): events,
// orders, form entries, users, images and the generic kinds, each paged deep and searched (a narrow
// term, a broad one that matches every row, and one of two characters) as the office does, logged in
// as the demo administrator, on a server and a database of their own. Budget per list: the programme
// page's (server time p50 ≤ 10 ms, p99 ≤ 50 ms), for one request at a time: a festival office is a
// handful of people, and with several requests at once on one worker each one's server time holds
// the others' CPU too (4 at once tripled it; the "cpu" column does not change with it).
//
//   node scripts/run-ts.mjs bench/back-office.ts [--pg [postgres://server]] [--requests 200] [--concurrency 1] [--only events] [--models-only]
//
//   --pg    on a scratch PostgreSQL database (office_bench_<port>, made afresh and dropped afterwards)
//           on the server given or PG_BENCH_SERVER, by default postgres://postgres@127.0.0.1:5432
//   --only  only the lines whose name contains the word
//   --models-only  only the lists' model calls timed in process (bench/back-office-models.ts), no server
// The first line, a list of a few rows (the venues), is the floor the others are compared with (×floor):
// on a busy machine the milliseconds rise for all lines alike. "cpu" is the CPU time per request of the
// server process (and, with --pg, of all PostgreSQL processes on the machine, others' included), which
// a busy machine inflates less than the server time. Each line is warmed up with 10 requests first.
// Needs a production build (npm run build).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { connect } from "../app/db/db.server";
import { migrateToLatest } from "../app/db/migrate.server";
import type { DB } from "../app/db/schema";
import { seedDemoFestival } from "../app/db/seed/index";
import { multiplyEvents } from "../app/db/seed/multiply";
import { renewPlannerStatistics } from "../app/models/planner-statistics.server";
import { postgresCpuMs, serverCpuMs } from "./cpu";
import { benchListModels } from "./back-office-models";
import { createClient } from "./http-client";
import { scratchDatabase } from "./scratch-postgres";
import { percentile } from "./stats";

const PORT = 3902;
const ROWS = 10_000;
const BUDGET = { p50: 10, p99: 50 };

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Every list the office pages through gets at least 10,000 rows. */
export async function growTo10000(db: Kysely<DB>): Promise<void> {
  const events = await db.selectFrom("events").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  await multiplyEvents(db, Math.ceil(ROWS / Number(events.n)));
  const range = Array.from({ length: ROWS }, (_, i) => i);
  await inChunks(range.map((i) => ({ slug: `bench-genre-${i}`, name_de: `Genre ${i}`, name_en: `Genre ${i}`, sort: i })), (chunk) => db.insertInto("genres").values(chunk).execute());
  await inChunks(range.map((i) => ({ old_path: `/de/alt/${i}`, new_path: "/de/programm" })), (chunk) => db.insertInto("redirect_rules").values(chunk).execute());
  await inChunks(
    range.map((i) => ({ email: `bench-${i}@example.org`, username: `bench-${i}`, first_name: "Bench", last_name: `Nummer ${i}`, password_hash: "scrypt$00$00", is_admin: 0, is_active: 1 })),
    (chunk) => db.insertInto("users").values(chunk).execute(),
  );
  const image = await db.selectFrom("images").selectAll().executeTakeFirstOrThrow();
  await inChunks(
    range.map((i) => ({ name: `bench-${i}`, orientation: image.orientation, width: image.width, height: image.height, alt_de: `Bild ${i}`, alt_en: `Image ${i}`, credit: "" })),
    (chunk) => db.insertInto("images").values(chunk).execute(),
  );
  const form = await db.selectFrom("forms").select("id").orderBy("id").executeTakeFirstOrThrow();
  await inChunks(
    range.map((i) => ({ form_id: form.id, field_values: JSON.stringify({ name: `Besucherin ${i}`, email: `besuch-${i}@example.org` }), locale: "de" })),
    (chunk) => db.insertInto("form_entries").values(chunk).execute(),
  );
  const seatGroup = await db.selectFrom("seat_groups").innerJoin("prices", "prices.seat_group_id", "seat_groups.id").select(["seat_groups.id as seatGroupId", "seat_groups.event_id", "prices.id as priceId", "prices.amount_cents"]).executeTakeFirstOrThrow();
  await inChunks(range, async (chunk) => {
    const orders = await db
      .insertInto("orders")
      .values(chunk.map((i) => ({ name: `Käuferin ${i}`, email: `kauf-${i}@example.org`, total_cents: seatGroup.amount_cents })))
      .returning("id")
      .execute();
    await db
      .insertInto("order_items")
      .values(orders.map((order) => ({ order_id: order.id, event_id: seatGroup.event_id, seat_group_id: seatGroup.seatGroupId, price_id: seatGroup.priceId, quantity: 1, unit_cents: seatGroup.amount_cents })))
      .execute();
  });
  await renewPlannerStatistics(db); // as autovacuum would, a minute later
}

/**
 * Waits until the server has indexed the 10,000 new rows for the site search (it does so in the
 * background after start): until then its CPU goes to the index, and the first lines measured paid for it.
 */
async function searchIndexSettled(databaseUrl: string): Promise<number> {
  const conn = connect(databaseUrl);
  const started = Date.now();
  try {
    while (Date.now() - started < 300_000) {
      const count = async (table: "search_queue" | "search_documents") => Number((await conn.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n);
      // An empty index is rebuilt: filled, with nothing queued, it is done.
      if ((await count("search_queue")) === 0 && (await count("search_documents")) > 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await conn.db.destroy();
  }
  return Date.now() - started;
}

/** Logs in as the demo administrator through the login form; the session and CSRF cookies. */
async function logIn(client: ReturnType<typeof createClient>): Promise<string> {
  const page = await client.request("GET", "/de/login");
  const csrfCookie = page.setCookies.map((c) => c.split(";")[0]!).find((c) => c.includes("csrftoken"))!;
  const token = decodeURIComponent(csrfCookie.split("=")[1]!);
  const body = new URLSearchParams({ csrf: token, email: "redaktion@example.org", password: "festival", redirectTo: "/cms-hub" }).toString();
  const answer = await client.request("POST", "/de/login", { Cookie: csrfCookie, "Content-Type": "application/x-www-form-urlencoded", Origin: `http://localhost:${PORT}` }, body);
  const session = answer.setCookies.map((c) => c.split(";")[0]!).find((c) => !c.includes("csrftoken"));
  if (answer.status !== 303 && answer.status !== 302) throw new Error(`login answered ${answer.status}`);
  return [csrfCookie, session].filter(Boolean).join("; ");
}

export async function benchBackOffice(opts: { requests: number; concurrency: number; pgServer?: string; only?: string; modelsOnly?: boolean }): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-bench-office-"));
  const scratch = opts.pgServer ? await scratchDatabase(opts.pgServer, `office_bench_${PORT}`) : undefined;
  const databaseUrl = scratch?.url ?? `file:${path.join(dir, "festival.sqlite")}`;
  const conn = connect(databaseUrl);
  await migrateToLatest(conn.db);
  await seedDemoFestival(conn.db, { mediaDir: path.resolve(".cache/bench-media"), images: false });
  await growTo10000(conn.db);
  const form = await conn.db.selectFrom("forms").select("id").orderBy("id").executeTakeFirstOrThrow();
  // PostgreSQL: what autovacuum does soon after a bulk load: the planner's statistics, and the rows
  // the GIN indexes hold in their pending list moved into the index (until then the planner scans).
  if (scratch) await sql`vacuum analyze`.execute(conn.db);
  await benchListModels(conn, form.id, opts.only);
  await conn.db.destroy();
  if (opts.modelsOnly) {
    fs.rmSync(dir, { recursive: true, force: true });
    await scratch?.drop();
    return true;
  }
  // A server left over from an interrupted run would be measured in place of this one.
  const taken = await fetch(`http://localhost:${PORT}/healthcheck`).then(() => true, () => false);
  if (taken) throw new Error(`port ${PORT} is taken by another server (left over from an interrupted run?)`);
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server, as in bench/cart.ts.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const site = spawn(process.execPath, [...nodeArgs, "build/server.js"], {
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: databaseUrl, DATA_DIR: dir, MEDIA_DIR: path.resolve(".cache/bench-media"), LOG_REQUESTS: "0", NODE_ENV: "production", INSECURE_COOKIES: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const client = createClient(`http://localhost:${PORT}`, opts.concurrency);
  let ok = true;
  try {
    for (let i = 0; i < 300; i++) {
      if (site.exitCode !== null) throw new Error(`the site stopped while starting (exit code ${site.exitCode})`);
      const up = await client.request("GET", "/healthcheck").then((a) => a.status === 200, () => false);
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    let cookie = "";
    for (let attempt = 0; !cookie; attempt++) {
      // A server just started may shed load (503) while it warms up.
      cookie = await logIn(client).catch((error: Error) => {
        if (attempt >= 20) throw error;
        return new Promise<string>((resolve) => setTimeout(() => resolve(""), 500));
      });
    }
    const indexing = await searchIndexSettled(databaseUrl);
    // Each list: a deep page, a narrow search, a broad one (every row matches) and a short one (two characters).
    const entries = `/cms-hub/forms/${form.id}/entries`;
    const lists = [
      ["floor: venues (few rows)", "/cms-hub/venues"],
      ["events, page 100", "/cms-hub/events?page=100"],
      ["events, search", "/cms-hub/events?q=lesung"],
      ["events, search, page 5", "/cms-hub/events?q=lesung&page=5"],
      ["events, search broad", "/cms-hub/events?q=e"],
      ["events, search 2 chars", "/cms-hub/events?q=le"],
      ["orders, page 150", "/cms-hub/orders?page=150"],
      ["orders, search", "/cms-hub/orders?q=kauf-4711"],
      ["orders, search broad", "/cms-hub/orders?q=k%C3%A4uferin"],
      ["orders, search broad, p100", "/cms-hub/orders?q=k%C3%A4uferin&page=100"],
      ["orders, search 2 chars", "/cms-hub/orders?q=47"],
      ["form entries, page 150", `${entries}?page=150`],
      ["form entries, search", `${entries}?q=besuch-4711`],
      ["form entries, search broad", `${entries}?q=besucherin`],
      ["users, page 150", "/cms-hub/users?page=150"],
      ["users, search", "/cms-hub/users?q=nummer%209999"],
      ["users, search broad", "/cms-hub/users?q=bench"],
      ["users, search 2 chars", "/cms-hub/users?q=99"],
      ["images, page 150", "/cms-hub/media?page=150"],
      ["images, search", "/cms-hub/media?q=bild%204711"],
      ["images, search broad", "/cms-hub/media?q=bench"],
      ["genres, sorted, page 150", "/cms-hub/genres?sort=name_de&page=150"],
      ["genres, search", "/cms-hub/genres?q=genre%204711"],
      ["genres, search broad", "/cms-hub/genres?q=genre"],
      ["redirects, page 150", "/cms-hub/redirects?page=150"],
      ["redirects, search", "/cms-hub/redirects?q=alt%2F4711"],
      ["redirects, search broad", "/cms-hub/redirects?q=programm"],
      ["change log", "/cms-hub/audit"],
    ].filter(([name], i) => i === 0 || !opts.only || name!.includes(opts.only));
    let floor = Number.NaN;
    console.log(`\nBack office, lists of 10,000 rows on ${scratch ? "PostgreSQL" : "SQLite"} (logged in; measured after the server's search index took the new rows in, ${(indexing / 1000).toFixed(1)} s); server time (ms), budget p50 ≤ ${BUDGET.p50}, p99 ≤ ${BUDGET.p99}:`);
    for (const [name, url] of lists) {
      for (let i = 0; i < 10; i++) await client.request("GET", url!, { Cookie: cookie });
      const cpuBefore = serverCpuMs(site.pid) + (scratch ? postgresCpuMs() : 0);
      const server: number[] = [];
      const statuses = new Set<number>();
      let next = 0;
      const worker = async () => {
        while (next < opts.requests) {
          next++;
          const answer = await client.request("GET", url!, { Cookie: cookie });
          statuses.add(answer.status);
          const dur = /app;dur=([\d.]+)/.exec(String(answer.headers["server-timing"] ?? ""))?.[1];
          if (dur) server.push(Number(dur));
        }
      };
      await Promise.all(Array.from({ length: opts.concurrency }, worker));
      const cpu = (serverCpuMs(site.pid) + (scratch ? postgresCpuMs() : 0) - cpuBefore) / opts.requests;
      server.sort((a, b) => a - b);
      const status = [...statuses].join("/");
      const [p50, p99] = server.length ? [percentile(server, 50), percentile(server, 99)] : [Number.NaN, Number.NaN];
      const within = status === "200" && p50 <= BUDGET.p50 && p99 <= BUDGET.p99;
      if (!within) ok = false;
      if (Number.isNaN(floor)) floor = p50;
      console.log(`${name!.padEnd(28)} ${status.padEnd(4)} p50 ${p50.toFixed(2).padStart(7)}  p99 ${p99.toFixed(2).padStart(7)}  ×floor ${(p50 / floor).toFixed(1).padStart(5)}  cpu ${cpu.toFixed(1).padStart(5)}  ${within ? "ok" : "OVER"}`);
    }
  } finally {
    client.close();
    site.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
    await scratch?.drop();
  }
  return ok;
}

if (path.basename(process.argv[1] ?? "") === "back-office.mjs") {
  const argv = process.argv.slice(2);
  const args = new Map(argv.map((a, i, all) => [a, all[i + 1]]));
  // As under bench/run.ts: one server process, no load shedding (a 503 would count as a fast answer).
  process.env.LOAD_SHED_LAG_MS = "0";
  process.env.WEB_CONCURRENCY = "1";
  const pgArg = args.get("--pg");
  const pgServer = args.has("--pg") ? (pgArg?.startsWith("postgres") ? pgArg : (process.env.PG_BENCH_SERVER ?? "postgres://postgres@127.0.0.1:5432/postgres")) : undefined;
  const ok = await benchBackOffice({ requests: Number(args.get("--requests") ?? 200), concurrency: Number(args.get("--concurrency") ?? 1), pgServer, only: args.get("--only"), modelsOnly: args.has("--models-only") });
  console.log(ok ? "\nAll budgets met." : "\nSome budgets are exceeded (see OVER above).");
  process.exitCode = ok ? 0 : 1;
}
