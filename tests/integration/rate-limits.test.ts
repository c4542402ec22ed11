import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { action as errorLog } from "~/routes/api/dashboard-error-log";
import { createRateLimiter, deleteExpiredRateLimits, MAX_WINDOW_MS } from "~/services/rate-limit.server";
import { createTestDatabases, jsonActionArgs, settle, setupDatabase } from "./support/test-db";

describe.each(createTestDatabases())("rate limits in the database on $name", (engine) => {
  const t = setupDatabase(engine);

  it("allows the limit within a window, refuses the next hit and opens a new window", async () => {
    const limiter = createRateLimiter({ name: `unit-${engine.name}`, limit: 3, windowMs: 1000 });
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await limiter.hit("a", 5000));
    expect(hits).toEqual([true, true, true, false]);
    expect(await limiter.hit("b", 5999)).toBe(true);
    expect(await limiter.hit("a", 5999)).toBe(false);
    expect(await limiter.hit("a", 6000)).toBe(true);
    const row = await t.db.selectFrom("rate_limits").selectAll().where("key", "=", `unit-${engine.name}:a`).executeTakeFirstOrThrow();
    expect(row).toEqual({ key: `unit-${engine.name}:a`, window_start: 6000, count: 1 });
  });

  it("keeps the counters out of PostgreSQL's write-ahead log (an unlogged table)", async () => {
    if (engine.name !== "postgres") return;
    const { rows } = await sql<{ relpersistence: string }>`select relpersistence from pg_class where relname = 'rate_limits'`.execute(t.db);
    expect(rows[0]?.relpersistence).toBe("u");
  });

  it("counts hits at the same moment exactly (one upsert each)", async () => {
    const limiter = createRateLimiter({ name: "burst", limit: 10, windowMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 40 }, () => limiter.hit("same")));
    expect(answers.filter(Boolean)).toHaveLength(10);
  });

  it("deletes counters of windows long over, and only those", async () => {
    const now = Date.now();
    await t.db.insertInto("rate_limits").values([
      { key: "old:x", window_start: now - MAX_WINDOW_MS - 60_000, count: 3 },
      { key: "live:x", window_start: now - 60_000, count: 3 },
    ]).execute();
    expect(await deleteExpiredRateLimits(now)).toBeGreaterThanOrEqual(1);
    const keys = (await t.db.selectFrom("rate_limits").select("key").where("key", "in", ["old:x", "live:x"]).execute()).map((r) => r.key);
    expect(keys).toEqual(["live:x"]);
  });

  it("limits the error log per address and refuses long URLs with a message", async () => {
    const report = (url: string, clientIp: string) => settle<{ error?: string }>(() => errorLog(jsonActionArgs("/api/dashboard-error-log/", { url }, { context: { clientIp } })));
    const count = async () => Number((await t.db.selectFrom("error_log").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

    const long = await report(`/de/${"x".repeat(1996)}`, "10.9.0.1");
    expect(long.status).toBe(400);
    expect(long.data.error).toMatch(/url is longer than 500 characters/);
    expect(await count()).toBe(0);

    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await report(`/de/weg-${i}`, "10.9.0.2")).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect(await count()).toBe(20);
    expect((await report("/de/anderswo", "10.9.0.3")).status).toBe(201);
  });
});
