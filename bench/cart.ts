// Add-to-cart under load: 50 concurrent buyers against a production server process, each posting
// POST /api/shop-cart/ one after the other with its own CSRF token and cart, beside a static file of
// the same server as the baseline. On SQLite always, on PostgreSQL too with --pg URL or
// TEST_DATABASE_URL (a throwaway database is created on that server and dropped afterwards).
//
//   node scripts/run-ts.mjs bench/cart.ts [--buyers 50] [--adds 20] [--adds-per-cart 3] [--pg postgres://…]
//     [--warm-up 40] [--cart-port 3901] [--scenario spread|hot] [--live 11000]
//   (npm run bench runs it after the page benchmark)
//
// Two scenarios: buyers spread over the demo festival's bookable events, and all buyers at one hot
// seat group (one row lock on PostgreSQL). Budget: p99 <= 100 ms (an OVER names the static file's own
// p99 when the machine misses it too, under the same buyers). With --live N a third: all buyers
// at another seat group that already holds N unexpired reservations (a big hall at the opening of
// sales), its req/s beside the hot one's: what the locked step reads must not grow with them.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect } from "../app/db/db.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { seedDemoFestival } from "../app/db/seed/index";
import { createEmbeddedBoxOffice } from "../app/services/box-office/embedded.server";
import { postgresCpuMs, processTreeCpuMs } from "./cpu";
import { createClient } from "./http-client";
import { scratchDatabase } from "./scratch-postgres";
import { percentile } from "./stats";

let PORT = 3901;
let BASE = `http://localhost:${PORT}`;
const BUDGET_P99 = 100;

interface Target {
  jet: number;
  seatGroup: number;
  saleType: number;
}

/** A database with the demo festival, every seat group made large enough to never sell out. */
async function prepare(url: string): Promise<Target[]> {
  const conn = connect(url);
  try {
    await migrateToLatest(conn.db);
    await seedDemoFestival(conn.db, { mediaDir: path.resolve(".cache/bench-media"), images: false });
    await conn.db.updateTable("seat_groups").set({ capacity: 1_000_000, status: 1 }).execute();
    const rows = await conn.db
      .selectFrom("seat_groups as sg")
      .innerJoin("events as e", "e.id", "sg.event_id")
      .innerJoin("prices as p", "p.seat_group_id", "sg.id")
      .select(["e.id_jet", "sg.id", "p.sale_type_id", "p.sort"])
      .where("e.date_start", ">", new Date(Date.now() + 86_400_000).toISOString())
      .where("e.is_cancelled", "=", 0)
      .where("e.is_sold_out", "=", 0)
      .where("e.is_online", "=", 1)
      .where((eb) => eb.not(eb.exists(eb.selectFrom("timeslots as t").select("t.id").whereRef("t.event_id", "=", "e.id"))))
      .orderBy("e.date_start")
      .orderBy("p.sort")
      .execute();
    const seen = new Set<number>();
    return rows.filter((r) => !seen.has(r.id) && seen.add(r.id)).map((r) => ({ jet: r.id_jet, seatGroup: r.id, saleType: r.sale_type_id }));
  } finally {
    await conn.db.destroy();
  }
}

/** Puts `count` unexpired reservations (one cart each, one ticket) into the target's seat group. */
async function pileUp(url: string, target: Target, count: number): Promise<void> {
  const conn = connect(url);
  try {
    const price = await conn.db
      .selectFrom("prices as p")
      .innerJoin("seat_groups as sg", "sg.id", "p.seat_group_id")
      .select(["p.id", "sg.event_id"])
      .where("p.seat_group_id", "=", target.seatGroup)
      .where("p.sale_type_id", "=", target.saleType)
      .executeTakeFirstOrThrow();
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    for (let done = 0; done < count; done += 500) {
      const n = Math.min(500, count - done);
      const carts = await conn.db
        .insertInto("carts")
        .values(Array.from({ length: n }, () => ({ token: crypto.randomBytes(24).toString("base64url"), status: "open" as const, expires_at: expiresAt })))
        .returning("id")
        .execute();
      await conn.db
        .insertInto("reservations")
        .values(carts.map((c) => ({ cart_id: c.id, event_id: price.event_id, seat_group_id: target.seatGroup, price_id: price.id, timeslot_id: null, quantity: 1, expires_at: expiresAt })))
        .execute();
    }
  } finally {
    await conn.db.destroy();
  }
}

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/healthcheck`)).ok;
  } catch {
    return false;
  }
}

async function startServer(url: string, dataDir: string) {
  if (await answers()) throw new Error(`Port ${PORT} is taken by another server; pass --cart-port.`);
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, "build/server.js"], {
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: url, DATA_DIR: dataDir, MEDIA_DIR: path.resolve(".cache/bench-media"), LOG_REQUESTS: "0", NODE_ENV: "production", INSECURE_COOKIES: "1", CART_RATE_LIMIT: "1000000" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300 && server.exitCode === null; i++) {
    if (await answers()) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill("SIGTERM");
  throw new Error("The server did not answer /healthcheck.");
}

/** A buyer's CSRF cookie, as the login page hands it out. */
async function csrfCookie(): Promise<string> {
  const response = await fetch(`${BASE}/de/login`);
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("csrftoken="));
  if (!cookie) throw new Error("No csrftoken cookie from /de/login.");
  return cookie.split(";")[0]!;
}

async function timed(buyers: number, perBuyer: number, request: (buyer: number) => Promise<number>) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: buyers }, async (_, buyer) => {
      for (let i = 0; i < perBuyer; i++) {
        const started = performance.now();
        const status = await request(buyer);
        times.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { times: times.sort((a, b) => a - b), statuses };
}

interface CartBenchOptions {
  buyers: number;
  adds: number;
  addsPerCart: number;
  warmUp: number;
  only?: string;
  /** Unexpired reservations piled on a second hot seat group before its scenario (0: no such scenario). */
  live: number;
}

async function runEngine(name: string, url: string, dataDir: string, { buyers, adds, addsPerCart, warmUp, only, live }: CartBenchOptions): Promise<boolean> {
  const targets = await prepare(url);
  const server = await startServer(url, dataDir);
  const client = createClient(BASE, buyers);
  try {
    const cookies = await Promise.all(Array.from({ length: buyers }, csrfCookie));
    const staticFile = async () => (await client.request("GET", "/robots.txt")).status;
    // A buyer is a run of visitors: each puts tickets into a fresh cart `addsPerCart` times (say two
    // seat groups and a discount) and goes to the checkout, and the next one starts.
    const addToCart = (pick: (buyer: number) => Target) => {
      const carts = new Map<number, { cookie: string; adds: number }>();
      return async (buyer: number) => {
        const target = pick(buyer);
        const csrf = cookies[buyer]!;
        const cart = carts.get(buyer);
        const answer = await client.request(
          "POST",
          "/api/shop-cart/",
          // As the widget sends it: a CSRF header, and an idempotency key per call.
          {
            "Content-Type": "application/json", Origin: BASE, "X-CSRFToken": csrf.split("=")[1]!, "Idempotency-Key": crypto.randomUUID(),
            Cookie: cart ? `${csrf}; ${cart.cookie}` : csrf,
          },
          JSON.stringify({ quantities: [1], event_jet_id: target.jet, sale_type_ids: [target.saleType], seat_group: target.seatGroup }),
        );
        const token = answer.setCookies.find((c) => c.startsWith("festival-cart="));
        const adds = (cart?.adds ?? 0) + 1;
        if (token && adds < addsPerCart) carts.set(buyer, { cookie: token.split(";")[0]!, adds });
        else carts.delete(buyer);
        return answer.status;
      };
    };
    // Fresh carts per scenario.
    const spread = () => addToCart(() => targets[crypto.randomInt(targets.length)]!);
    const HOT = "add to cart, hot: one seat group";
    const scenarios: [string, () => (buyer: number) => Promise<number>, (() => Promise<void>)?][] = [
      ["baseline: static file", () => staticFile],
      ["add to cart, spread", spread],
      [HOT, () => addToCart(() => targets[0]!)],
    ];
    if (live > 0) scenarios.push([`add to cart, hot + ${live} live`, () => addToCart(() => targets[1]!), () => pileUp(url, targets[1]!, live)]);
    const perSecond = new Map<string, number>();
    let baseline = 0;
    let baselineP99 = 0;
    let met = true;
    console.log(`\nPOST /api/shop-cart/ on ${name}: ${buyers} concurrent buyers × ${adds} adds (a fresh cart every ${addsPerCart}) after ${warmUp} to warm up, ${targets.length} seat groups.`);
    for (const [label, make, before] of scenarios.filter(([label]) => !only || label === scenarios[0]![0] || label.includes(only))) {
      await before?.();
      // Warm-up: V8 needs about 2,000 requests on a path before it runs at full speed (measured: server
      // CPU per add 1.9 ms in the first thousand, 1.2 in the second, 1.0 from the third on). It books
      // spread over the events, so that the hot seat group holds only the measured run's reservations
      // (1,000 adds in ~330 carts: more than any seat group of the festival can hold, 60–200 seats).
      await timed(buyers, warmUp, label === scenarios[0]![0] ? make() : spread());
      const cpuBefore = processTreeCpuMs(server.pid!);
      const clientBefore = process.cpuUsage();
      const dbBefore = name === "PostgreSQL" ? postgresCpuMs() : 0;
      const wallBefore = performance.now();
      const { times, statuses } = await timed(buyers, adds, make());
      const rps = times.length / ((performance.now() - wallBefore) / 1000);
      perSecond.set(label, rps);
      const cpuPerRequest = (processTreeCpuMs(server.pid!) - cpuBefore) / times.length;
      const dbPerRequest = name === "PostgreSQL" ? (postgresCpuMs() - dbBefore) / times.length : null;
      const used = process.cpuUsage(clientBefore);
      const clientPerRequest = (used.user + used.system) / 1000 / times.length;
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p)) as [number, number, number];
      baseline ||= p50;
      baselineP99 ||= p99;
      // A miss the machine makes on its own: the static file, under the same buyers, is over it too.
      const machine = p99 > BUDGET_P99 && baselineP99 > BUDGET_P99 ? ` (the static file's own p99: ${baselineP99.toFixed(1)})` : "";
      const budget = label.startsWith("add") ? `p99≤${BUDGET_P99}: ${p99 <= BUDGET_P99 ? "ok" : "OVER"}${machine}` : "";
      if (label.startsWith("add") && p99 > BUDGET_P99) met = false;
      const codes = [...statuses].map(([s, n]) => `${s}×${n}`).join(" ");
      const db = dbPerRequest === null ? "" : `, db ${dbPerRequest.toFixed(2)}`;
      const cpu = `cpu ms/req: server ${cpuPerRequest.toFixed(2)}${db}, client ${clientPerRequest.toFixed(2)}`;
      console.log(`${label.padEnd(33)} ${rps.toFixed(0).padStart(5)} req/s  p50 ${p50.toFixed(2).padStart(7)}  p95 ${p95.toFixed(2).padStart(7)}  p99 ${p99.toFixed(2).padStart(7)}  ×${(p50 / baseline).toFixed(1).padStart(5)}  ${cpu}  ${codes}  ${budget}`);
    }
    const hot = perSecond.get(HOT);
    const piled = perSecond.get(`add to cart, hot + ${live} live`);
    if (hot && piled) {
      console.log(
        `Live reservations: hot seat group ${hot.toFixed(0)} req/s empty, ${piled.toFixed(0)} req/s with ${live} unexpired reservations: ` +
          `ratio ${(piled / hot).toFixed(2)} (the locked step reads one counter per seat group and timeslot, not the reservations).`,
      );
    }
    if (live > 0 && targets[2]) await inProcess(url, targets[2], targets[1]!, live);
    return met;
  } finally {
    client.close();
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
  }
}

/**
 * The box office alone, in this process, one add after the other (a new cart each): an empty seat
 * group and the one holding the piled-up reservations, in alternating rounds so that the machine's
 * load falls on both alike. Wall time per add includes the database's work (PostgreSQL: its server).
 */
async function inProcess(url: string, empty: Target, piled: Target, live: number): Promise<void> {
  const conn = connect(url);
  const box = createEmbeddedBoxOffice({ connection: () => conn });
  const totals = new Map<Target, { ms: number; n: number }>([[empty, { ms: 0, n: 0 }], [piled, { ms: 0, n: 0 }]]);
  try {
    for (let round = 0; round < 8; round++) {
      for (const target of [empty, piled]) {
        const started = performance.now();
        for (let i = 0; i < 150; i++) {
          const result = await box.addToCart({ eventJetId: target.jet, seatGroupId: target.seatGroup, tickets: [{ saleTypeId: target.saleType, quantity: 1 }] });
          if (!result.ok) throw new Error(`in-process add failed: ${result.reason}`);
        }
        const total = totals.get(target)!;
        if (round > 0) Object.assign(total, { ms: total.ms + performance.now() - started, n: total.n + 150 }); // round 0 warms up
      }
    }
  } finally {
    await conn.db.destroy();
  }
  const perAdd = (t: Target) => totals.get(t)!.ms / totals.get(t)!.n;
  console.log(
    `In process, one add after the other: ${perAdd(empty).toFixed(3)} ms per add at an empty seat group, ${perAdd(piled).toFixed(3)} ms at one with ${live}+ live reservations: ratio ${(perAdd(empty) / perAdd(piled)).toFixed(2)} (adds per second, piled ÷ empty).`,
  );
}

/** Runs the cart benchmark; `argv` may hold --buyers N, --adds N, --pg URL. True when the budget is met. */
export async function benchCart(argv: string[] = []): Promise<boolean> {
  const args = new Map(argv.map((a, i, all) => [a, all[i + 1]]));
  const buyers = Number(args.get("--buyers") ?? 50);
  const adds = Number(args.get("--adds") ?? 20);
  const addsPerCart = Number(args.get("--adds-per-cart") ?? 3);
  const warmUp = Number(args.get("--warm-up") ?? 40);
  // --scenario spread|hot: the baseline and that one scenario only (for profiling).
  const only = args.get("--scenario");
  // --live N: a third scenario at a seat group already holding N unexpired reservations.
  const live = Number(args.get("--live") ?? 0);
  const options: CartBenchOptions = { buyers, adds, addsPerCart, warmUp, only, live };
  const pgServer = args.get("--pg") ?? process.env.TEST_DATABASE_URL;
  PORT = Number(args.get("--cart-port") ?? PORT);
  BASE = `http://localhost:${PORT}`;
  if (!fs.existsSync("build/server.js")) throw new Error("Run `npm run build` first.");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-bench-cart-"));
  let met = true;
  try {
    met = (await runEngine("SQLite", `file:${path.join(dir, "festival.sqlite")}`, dir, options)) && met;
    if (pgServer) {
      const name = args.get("--pg-database") ?? `festival_bench_${crypto.randomBytes(4).toString("hex")}`;
      const scratch = await scratchDatabase(pgServer, name);
      try {
        met = (await runEngine("PostgreSQL", scratch.url, dir, options)) && met;
      } finally {
        await scratch.drop();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(met ? "\nCart budget met." : "\nCart budget exceeded.");
  return met;
}

// Run directly (node scripts/run-ts.mjs bench/cart.ts): scripts/run-ts.mjs names the bundle cart.mjs.
if (path.basename(process.argv[1] ?? "") === "cart.mjs") await benchCart(process.argv.slice(2));
