/** What every seed step shares: the transaction, the clock, ids of earlier steps, and batched inserts. */
import type { DateTime } from "luxon";
import { sql } from "kysely";
import type { Insertable, Kysely } from "kysely";
import type { DB } from "../schema";

export const ZONE = "Europe/Berlin";
const BATCH = 100;

/** The festival lasts twelve days: festival days 0 to 11. */
export const FESTIVAL_DAYS = 12;
/**
 * The festival day the seed runs on (0 = the first day): days before it are over, days after it
 * are still to come for at least a whole day after seeding, at any time of day it runs.
 */
export const SEED_DAY = 3;

export interface SeedContext {
  db: Kysely<DB>;
  isPostgres: boolean;
  /** Midnight (Europe/Berlin) of the festival's first day. */
  festivalStart: DateTime;
  now: DateTime;
  /** Image ids by artwork name. */
  images: Map<string, number>;
  /** Ids of earlier steps by key (`venue:…`, `room:…`, `person:…`, …). */
  ids: Map<string, number>;
  /** Tables that received explicit ids, whose sequences PostgreSQL must move past them. */
  touched: Set<string>;
}

export function id(ctx: SeedContext, key: string): number {
  const value = ctx.ids.get(key);
  if (value === undefined) throw new Error(`Seed: unknown reference ${key}`);
  return value;
}

export function image(ctx: SeedContext, name: string): number {
  const value = ctx.images.get(name);
  if (value === undefined) throw new Error(`Seed: unknown image ${name}`);
  return value;
}

/** ISO UTC instant of a wall-clock time on festival day `day` (0 = first day; negative = before), plus minutes. */
export function at(ctx: SeedContext, day: number, clock: string, plusMinutes = 0): string {
  const [hour, minute] = clock.split(":").map(Number);
  return ctx.festivalStart.plus({ days: day }).set({ hour, minute }).plus({ minutes: plusMinutes }).toUTC().toISO()!;
}

/** `YYYY-MM-DD` of festival day `day`. */
export function dayOf(ctx: SeedContext, day: number): string {
  return ctx.festivalStart.plus({ days: day }).toISODate()!;
}

/** ISO UTC instant of the end of the festival (midnight after its last day). */
export function festivalEnd(ctx: SeedContext): string {
  return ctx.festivalStart.plus({ days: FESTIVAL_DAYS }).toUTC().toISO()!;
}

/** ISO UTC instant `days` days from now (negative = ago). */
export function fromNow(ctx: SeedContext, days: number, hours = 0): string {
  return ctx.now.plus({ days, hours }).toUTC().toISO()!;
}

type WithoutId<T> = Omit<T, "id">;

/**
 * Inserts rows with explicit ids (max(id) + 1 …), so that later rows can reference them without
 * reading anything back and ids come out the same on SQLite and PostgreSQL. With `keys`, the ids
 * are also remembered in `ctx.ids`.
 */
export async function insert<T extends keyof DB & string>(
  ctx: SeedContext,
  table: T,
  rows: WithoutId<Insertable<DB[T]>>[],
  keys?: string[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const { rows: [top] } = await sql<{ max: number }>`select coalesce(max(id), 0) as max from ${sql.table(table)}`.execute(ctx.db);
  const base = Number(top.max);
  const ids = rows.map((_, i) => base + i + 1);
  await insertPlain(ctx, table, rows.map((row, i) => ({ id: ids[i], ...row }) as never));
  ctx.touched.add(table);
  keys?.forEach((key, i) => ctx.ids.set(key, ids[i]));
  return ids;
}

/**
 * Inserts rows as given (link tables, or rows with their own ids), in batches. Rows are grouped by
 * their set of columns: in a multi-row insert SQLite fills an omitted column with NULL, not with
 * the column's default.
 */
export async function insertPlain<T extends keyof DB & string>(ctx: SeedContext, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  const groups = new Map<string, Insertable<DB[T]>[]>();
  for (const row of rows) {
    const shape = Object.keys(row).filter((k) => (row as Record<string, unknown>)[k] !== undefined).sort().join(",");
    groups.set(shape, [...(groups.get(shape) ?? []), row]);
  }
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i += BATCH) {
      await ctx.db.insertInto(table).values(group.slice(i, i + BATCH)).execute();
    }
  }
}

/** After explicit-id inserts, PostgreSQL's serial sequences must continue after the highest id. */
export async function resetSequences(ctx: SeedContext): Promise<void> {
  if (!ctx.isPostgres) return;
  for (const table of ctx.touched) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)`.execute(ctx.db);
  }
}

export const json = (value: unknown): string => JSON.stringify(value);

export { slugify } from "~/lib/slug";
