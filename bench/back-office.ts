// The back office's lists with 10,000 rows each (`npm run bench`, after the site's pages): events,
// orders, form entries, users, images and the generic kinds, searched and paged as the office does,
// logged in as the demo administrator, on a server and a database of their own. Budget per list: the
// programme page's (server time p50 ≤ 10 ms, p99 ≤ 50 ms): what grows with the rows is the count and
// the LIKE scan of a search, not the page of 50 rows that is rendered.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { connect } from "../app/db/db.server";
import { migrateToLatest } from "../app/db/migrate.server";
import type { DB } from "../app/db/schema";
import { seedDemoFestival } from "../app/db/seed/index";
import { multiplyEvents } from "../app/db/seed/multiply";
import { createClient } from "./http-client";

const PORT = 3902;
const ROWS = 10_000;
const BUDGET = { p50: 10, p99: 50 };

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Every list the office pages through gets at least 10,000 rows. */
async function growTo10000(db: Kysely<DB>): Promise<void> {
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
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
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

export async function benchBackOffice(opts: { requests: number; concurrency: number }): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-bench-office-"));
  const file = path.join(dir, "festival.sqlite");
  const conn = connect(`file:${file}`);
  await migrateToLatest(conn.db);
  await seedDemoFestival(conn.db, { mediaDir: path.resolve(".cache/bench-media"), images: false });
  await growTo10000(conn.db);
  const form = await conn.db.selectFrom("forms").select("id").orderBy("id").executeTakeFirstOrThrow();
  await conn.db.destroy();
  const server = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: `file:${file}`, DATA_DIR: dir, MEDIA_DIR: path.resolve(".cache/bench-media"), LOG_REQUESTS: "0", NODE_ENV: "production", INSECURE_COOKIES: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const client = createClient(`http://localhost:${PORT}`, opts.concurrency);
  let ok = true;
  try {
    for (let i = 0; i < 300; i++) {
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
    const lists = [
      ["events, page 100", "/cms-hub/events?page=100"],
      ["events, search", "/cms-hub/events?q=lesung"],
      ["orders, page 150", "/cms-hub/orders?page=150"],
      ["orders, search", "/cms-hub/orders?q=kauf-4711"],
      ["form entries, page 150", `/cms-hub/forms/${form.id}/entries?page=150`],
      ["users, search", "/cms-hub/users?q=nummer%209999"],
      ["images, page 150", "/cms-hub/media?page=150"],
      ["genres, sorted, page 150", "/cms-hub/genres?sort=name_de&page=150"],
      ["redirects, search", "/cms-hub/redirects?q=alt%2F4711"],
      ["change log", "/cms-hub/audit"],
    ];
    console.log(`\nBack office, lists of 10,000 rows (logged in); server time (ms), budget p50 ≤ ${BUDGET.p50}, p99 ≤ ${BUDGET.p99}:`);
    for (const [name, url] of lists) {
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
      server.sort((a, b) => a - b);
      const status = [...statuses].join("/");
      const [p50, p99] = server.length ? [percentile(server, 50), percentile(server, 99)] : [Number.NaN, Number.NaN];
      const within = status === "200" && p50 <= BUDGET.p50 && p99 <= BUDGET.p99;
      if (!within) ok = false;
      console.log(`${name!.padEnd(28)} ${status.padEnd(4)} p50 ${p50.toFixed(2).padStart(7)}  p99 ${p99.toFixed(2).padStart(7)}  ${within ? "ok" : "OVER"}`);
    }
  } finally {
    client.close();
    server.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return ok;
}
