/**
 * The migrations and the demo seed on a fresh SQLite file and, when TEST_DATABASE_URL is set, on a
 * fresh PostgreSQL database (`festival_test_<random>`, dropped afterwards).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DateTime } from "luxon";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Connection } from "~/db/db.server";
import { migrateDownAll, migrateToLatest } from "~/db/migrate.server";
import type { DB } from "~/db/schema";
import { MODULE_TYPES } from "~/lib/modules/registry";
import { FESTIVAL_DAYS, festivalStartFor, SEED_DAY, seedIfEmpty } from "~/db/seed/index";
import { verifyPassword } from "~/services/password.server";
import { adminQuery, databaseUrl } from "./support/postgres-admin";

const ZONE = "Europe/Berlin";

interface Engine {
  name: "sqlite" | "postgres";
  open(): Promise<{ conn: Connection; destroy(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: "sqlite",
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-schema-"));
      const conn = connect(`file:${path.join(dir, "festival.sqlite")}`);
      return { conn, destroy: async () => { await conn.db.destroy(); fs.rmSync(dir, { recursive: true, force: true }); } };
    },
  },
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  engines.push({
    name: "postgres",
    async open() {
      const name = `festival_test_${crypto.randomBytes(6).toString("hex")}`;
      await adminQuery(serverUrl, `create database ${name}`);
      const conn = connect(databaseUrl(serverUrl, name));
      return { conn, destroy: async () => { await conn.db.destroy(); await adminQuery(serverUrl, `drop database if exists ${name} with (force)`); } };
    },
  });
}

const count = async (db: Kysely<DB>, table: keyof DB & string): Promise<number> =>
  Number((await db.selectFrom(table).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);

describe.each(engines)("schema and demo seed on $name", (engine) => {
  const now = new Date();
  const festivalStart = festivalStartFor(now);
  const festivalEnd = festivalStart.plus({ days: FESTIVAL_DAYS });
  const mediaDir = process.env.MEDIA_DIR ?? path.join(os.tmpdir(), "festival-schema-media");
  let conn: Connection;
  let destroy: () => Promise<void>;
  let db: Kysely<DB>;

  beforeAll(async () => {
    ({ conn, destroy } = await engine.open());
    db = conn.db;
    await migrateToLatest(db);
    const started = Date.now();
    // Images are rendered once (on SQLite); the records are written on both engines.
    expect(await seedIfEmpty(db, { mediaDir, now, images: engine.name === "sqlite" })).toBe(true);
    if (engine.name === "postgres") expect(Date.now() - started).toBeLessThan(5000);
  }, 120_000);

  afterAll(async () => destroy?.());

  it("seeds only once", async () => {
    expect(await seedIfEmpty(db, { mediaDir, now, images: false })).toBe(false);
    expect(await count(db, "site_settings")).toBe(1);
    expect(await count(db, "design_settings")).toBe(1);
  });

  it("has the catalogue: 4 venues with 8 rooms, 20 productions, 30 persons, 3 series, 2 seasons", async () => {
    expect(await count(db, "venues")).toBe(4);
    expect(await count(db, "rooms")).toBe(8);
    const perVenue = await db.selectFrom("rooms").select(["venue_id", sql<number>`count(*)`.as("n")]).groupBy("venue_id").execute();
    expect(perVenue.map((r) => Number(r.n))).toEqual([2, 2, 2, 2]);
    expect(await count(db, "productions")).toBe(20);
    expect(await count(db, "persons")).toBe(30);
    expect(await count(db, "person_categories")).toBeGreaterThanOrEqual(4);
    expect(await count(db, "person_category_links")).toBeGreaterThanOrEqual(30);
    const series = await db.selectFrom("series").select(["is_subscription", "show_in_filter"]).execute();
    expect(series).toHaveLength(3);
    expect(series.filter((s) => s.is_subscription === 1)).toHaveLength(1);
    expect(await count(db, "seasons")).toBe(2);
    expect(await count(db, "genres")).toBeGreaterThanOrEqual(4);
    expect(await count(db, "exhibition_types")).toBeGreaterThanOrEqual(4);
    for (const table of ["event_tags", "production_tags"] as const) {
      const flags = new Set((await db.selectFrom(table).select("show_in_filter").execute()).map((t) => t.show_in_filter));
      expect(flags).toEqual(new Set([0, 1]));
    }
    expect(await count(db, "production_persons")).toBeGreaterThanOrEqual(20);
    expect(await count(db, "production_tag_links")).toBeGreaterThanOrEqual(20);
  });

  it("has at least 60 events over 12 consecutive days in all 8 rooms, running now: days over, today, days ahead", async () => {
    const events = await db.selectFrom("events").select(["date_start", "date_end", "room_id", "id_jet"]).execute();
    const inFestival = events.filter((e) => e.date_start >= festivalStart.toUTC().toISO()! && e.date_start < festivalEnd.toUTC().toISO()!);
    expect(inFestival.length).toBeGreaterThanOrEqual(60);
    const days = new Set(inFestival.map((e) => DateTime.fromISO(e.date_start, { zone: ZONE }).toISODate()));
    expect(days.size).toBe(12);
    expect(new Set(inFestival.map((e) => e.room_id)).size).toBe(8);
    const today = DateTime.fromJSDate(now, { zone: ZONE }).startOf("day");
    expect([...days].sort()).toEqual(Array.from({ length: 12 }, (_, i) => today.plus({ days: i - SEED_DAY }).toISODate()));
    expect(festivalStart.toJSDate().getTime()).toBeLessThan(now.getTime());
    expect(festivalEnd.toJSDate().getTime()).toBeGreaterThan(today.plus({ days: 1 }).toJSDate().getTime());
    expect(inFestival.filter((e) => e.date_start < today.toUTC().toISO()!).length).toBeGreaterThanOrEqual(15);
    expect(inFestival.filter((e) => e.date_start >= today.plus({ days: 1 }).toUTC().toISO()!).length).toBeGreaterThanOrEqual(40);
    expect(new Set(events.map((e) => e.id_jet)).size).toBe(events.length);
    for (const e of events) {
      expect(e.date_start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
      expect(e.date_end! > e.date_start).toBe(true);
    }
    expect(await count(db, "event_tag_links")).toBeGreaterThanOrEqual(60);
    expect(await count(db, "teasers")).toBeGreaterThanOrEqual(4);
  });

  it("makes events bookable: 1–2 seat groups, Vollpreis first plus 1–3 discounts, timeslots", async () => {
    const groups = await db.selectFrom("seat_groups").selectAll().execute();
    const perEvent = new Map<number, number>();
    for (const g of groups) perEvent.set(g.event_id, (perEvent.get(g.event_id) ?? 0) + 1);
    expect(perEvent.size).toBeGreaterThanOrEqual(60);
    expect(Math.max(...perEvent.values())).toBeLessThanOrEqual(2);
    expect(groups.some((g) => g.status === 0)).toBe(true);
    for (const g of groups) {
      expect(g.capacity).toBeGreaterThanOrEqual(20);
      expect(g.capacity).toBeLessThanOrEqual(200);
    }

    const prices = await db.selectFrom("prices").selectAll().orderBy("seat_group_id").orderBy("sort").execute();
    const byGroup = new Map<number, typeof prices>();
    for (const price of prices) byGroup.set(price.seat_group_id, [...(byGroup.get(price.seat_group_id) ?? []), price]);
    expect(byGroup.size).toBe(groups.length);
    const fullPriced = [...byGroup.values()].filter((list) => list[0].name_de === "Vollpreis");
    expect(fullPriced.length).toBeGreaterThan(groups.length / 2);
    for (const list of byGroup.values()) expect(list.length).toBeLessThanOrEqual(4);
    expect(fullPriced.some((list) => list.length >= 3)).toBe(true);
    expect(prices.some((p) => p.amount_cents === 0)).toBe(true);
    expect(prices.some((p) => p.amount_cents === 1250)).toBe(true);

    const slots = await db.selectFrom("timeslots").selectAll().execute();
    const slotEvents = new Set(slots.map((s) => s.event_id));
    expect(slotEvents.size).toBeGreaterThanOrEqual(2);
    for (const eventId of slotEvents) expect(slots.filter((s) => s.event_id === eventId)).toHaveLength(3);
    expect(slots.filter((s) => s.status === 0)).toHaveLength(1);
  });

  it("has 16 articles in 4 categories with tags and Lexical bodies", async () => {
    const articles = await db.selectFrom("articles").select(["category_id", "body_de", "body_en", "author_id", "published_at"]).execute();
    expect(articles).toHaveLength(16);
    const perCategory = new Map<number | null, number>();
    for (const a of articles) perCategory.set(a.category_id, (perCategory.get(a.category_id) ?? 0) + 1);
    expect(perCategory.size).toBe(4);
    expect([...perCategory.values()]).toEqual([4, 4, 4, 4]);
    expect(await count(db, "article_tag_links")).toBeGreaterThanOrEqual(16);
    for (const a of articles) {
      for (const body of [a.body_de, a.body_en]) {
        const parsed = JSON.parse(body);
        expect(parsed.root.type).toBe("root");
        expect(parsed.root.children.length).toBeGreaterThan(0);
      }
      expect(a.author_id).not.toBeNull();
      expect(a.published_at < now.toISOString()).toBe(true);
    }
  });

  it("has the CMS pages, redirects, menus, alert, opening hours and the editor", async () => {
    const pages = await db.selectFrom("pages").selectAll().execute();
    const byDe = new Map(pages.map((p) => [p.url_de, p]));
    expect(byDe.get("")?.url_en).toBe("");
    expect(byDe.get("agb")?.url_en).toBe("terms");
    expect(byDe.get("datenschutz")?.url_en).toBe("privacy");
    expect(byDe.get("impressum")?.url_en).toBe("imprint");
    const about = byDe.get("festival/ueber-uns")!;
    expect(about.url_en).toBe("festival/about-us");
    expect(about.parent_id).toBe(byDe.get("festival")!.id);
    expect(pages.filter((p) => p.is_online === 0)).toHaveLength(1);
    expect(await db.selectFrom("redirect_rules").select("new_path").where("old_path", "=", "/de/alt-programm").executeTakeFirst()).toEqual({ new_path: "/de/programm" });

    const nav = await db.selectFrom("navigation_items").selectAll().execute();
    expect(nav.some((n) => n.menu === "primary" && n.parent_id !== null)).toBe(true);
    expect(nav.some((n) => n.menu === "secondary")).toBe(true);
    expect(nav.some((n) => n.menu === "footer" && n.opens_new_tab === 1 && n.url_de?.startsWith("https://"))).toBe(true);

    expect(await db.selectFrom("breaking_news").select("id").where("is_active", "=", 1).execute()).toHaveLength(1);
    const hours = await db.selectFrom("opening_hours").selectAll().execute();
    for (const weekday of [0, 1, 2, 3, 4, 5]) expect(hours.some((h) => h.weekday === weekday && h.closed === 0)).toBe(true);
    expect(hours.some((h) => hours.filter((o) => o.weekday === h.weekday).length === 2)).toBe(true);
    const exceptions = await db.selectFrom("opening_hours_exceptions").selectAll().execute();
    expect(exceptions.some((e) => e.closed === 1 && e.date >= DateTime.fromJSDate(now, { zone: ZONE }).toISODate()!)).toBe(true);

    const user = await db.selectFrom("users").selectAll().where("email", "=", "redaktion@example.org").executeTakeFirstOrThrow();
    expect(user.username).toBe("redaktion");
    expect(user.password_hash).toMatch(/^scrypt\$[0-9a-f]+\$[0-9a-f]+$/);
    expect(await verifyPassword("festival", user.password_hash)).toBe(true);
    expect(await verifyPassword("falsch", user.password_hash)).toBe(false);
    expect(await count(db, "forms")).toBeGreaterThanOrEqual(1);
    expect(await count(db, "page_versions")).toBeGreaterThanOrEqual(1);
  });

  it("puts every module type on the landing page, two of them time-windowed", async () => {
    const landing = await db.selectFrom("pages").select("id").where("is_landing_page", "=", 1).executeTakeFirstOrThrow();
    const modules = await db
      .selectFrom("modules")
      .innerJoin("container_sections", "container_sections.id", "modules.section_id")
      .select(["modules.type", "modules.fields", "modules.online_from", "modules.online_to", "container_sections.parent_id"])
      .where("container_sections.page_id", "=", landing.id)
      .execute();
    expect(new Set(modules.map((m) => m.type))).toEqual(new Set(MODULE_TYPES));
    for (const m of modules) expect(() => JSON.parse(m.fields)).not.toThrow();
    const iso = now.toISOString();
    expect(modules.some((m) => m.online_from && m.online_to && m.online_from <= iso && iso < m.online_to)).toBe(true);
    expect(modules.some((m) => m.online_to && m.online_to < iso)).toBe(true);
    expect(modules.some((m) => m.parent_id !== null)).toBe(true);
  });

  it("records the images and, on SQLite, renders every size and format", async () => {
    const images = await db.selectFrom("images").selectAll().execute();
    expect(images).toHaveLength(16);
    expect(new Set(images.map((i) => i.orientation))).toEqual(new Set(["horizontal", "vertical"]));
    if (engine.name !== "sqlite") return;
    for (const { name, orientation } of images) {
      const widths = orientation === "horizontal" ? [320, 640, 768, 1024, 1240] : [320, 400];
      for (const w of widths) for (const ext of ["avif", "webp", "jpg"]) expect(fs.existsSync(path.join(mediaDir, `${name}-${w}.${ext}`))).toBe(true);
    }
  });

  it("keeps generated ids working after the seed's explicit ids", async () => {
    const row = await db
      .insertInto("venues")
      .values({ name: "Probebühne", slug: "probebuehne" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(row.id).toBeGreaterThan(4);
    await db.deleteFrom("venues").where("id", "=", row.id).execute();
  });

  it("reverts every migration down to an empty schema", async () => {
    await migrateDownAll(db);
    const tables = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith("kysely_"));
    expect(tables).toEqual([]);
    await migrateToLatest(db);
    expect(await count(db, "events")).toBe(0);
  });
});
