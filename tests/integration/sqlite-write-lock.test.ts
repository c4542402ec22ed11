import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withWriteLock } from "~/db/write-lock.server";
import { createRateLimiter } from "~/services/http/rate-limit.server";
import { createTestDatabases, setupDatabase } from "./support/test-db";

// SQLite only: PostgreSQL's writers wait for row locks in the server, not in the process.
const sqlite = createTestDatabases().filter((engine) => engine.name === "sqlite");

describe.each(sqlite)("SQLite's write lock held by another connection ($name)", (engine) => {
  const t = setupDatabase(engine);
  // Another connection to the same file, as another worker process would hold one.
  let other: Database.Database;
  beforeAll(() => {
    other = new Database(t.current.url.replace(/^file:/, ""));
  });
  afterAll(() => other.close());

  /** Holds the write lock on the other connection for `ms`, then commits `statement` there. */
  function holdLock(ms: number, statement = "select 1"): Promise<void> {
    other.prepare("begin immediate").run();
    other.prepare(statement).run();
    return new Promise((resolve) => setTimeout(() => {
      other.prepare("commit").run();
      resolve();
    }, ms));
  }

  it("waits for it on later turns of the event loop: this process's timers run, then the write does", async () => {
    // A timer of this process ends the other connection's transaction: SQLite's busy handler
    // sleeping this thread would wait out its whole busy timeout, and fail.
    const released = holdLock(30, `insert into rate_limits (key, window_start, count) values ('held', ${Date.now()}, 1)`);
    const started = Date.now();
    const limiter = createRateLimiter({ name: "lock", limit: 5, windowMs: 60_000 });
    expect(await limiter.hit("a")).toBe(true);
    await released;
    expect(Date.now() - started).toBeLessThan(2000);
    const keys = (await t.db.selectFrom("rate_limits").select("key").where("key", "in", ["held", "lock:a"]).orderBy("key").execute()).map((r) => r.key);
    expect(keys).toEqual(["held", "lock:a"]);
  });

  it("keeps this process's reads going while it waits", async () => {
    const released = holdLock(40);
    let reads = 0;
    const write = withWriteLock(t.conn, (q) => q.insertInto("rate_limits").values({ key: "after-reads", window_start: 1, count: 1 }).execute());
    // Reads on the same connection between the attempts (Kysely's connection is let go meanwhile).
    while (!(await Promise.race([write.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 5))]))) {
      await t.db.selectFrom("rate_limits").select("key").execute();
      reads++;
    }
    await released;
    expect(reads).toBeGreaterThan(2);
    expect(await t.db.selectFrom("rate_limits").select("count").where("key", "=", "after-reads").executeTakeFirst()).toEqual({ count: 1 });
  });

  it("gives up after its timeout with SQLite's busy error, and has written nothing", async () => {
    const released = holdLock(300);
    const attempt = withWriteLock(t.conn, (q) => q.insertInto("rate_limits").values({ key: "never", window_start: 1, count: 1 }).execute(), 50);
    await expect(attempt).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    await released;
    expect(await t.db.selectFrom("rate_limits").select("key").where("key", "=", "never").executeTakeFirst()).toBeUndefined();
    // The handle's own busy timeout is back for every other statement.
    expect(t.conn.sqlite!.pragma("busy_timeout", { simple: true })).toBe(5000);
  });

  it("rolls back what the function wrote when it throws, and lets the next writer in", async () => {
    const failing = withWriteLock(t.conn, async (q) => {
      await q.insertInto("rate_limits").values({ key: "rolled-back", window_start: 1, count: 1 }).execute();
      throw new Error("no");
    });
    await expect(failing).rejects.toThrow("no");
    expect(t.conn.sqlite!.inTransaction).toBe(false);
    expect(await t.db.selectFrom("rate_limits").select("key").where("key", "=", "rolled-back").executeTakeFirst()).toBeUndefined();
    await withWriteLock(t.conn, (q) => q.insertInto("rate_limits").values({ key: "next", window_start: 1, count: 1 }).execute());
    expect(await t.db.selectFrom("rate_limits").select("key").where("key", "=", "next").executeTakeFirst()).toEqual({ key: "next" });
  });
});
