/**
 * The back office's events: the paged list (search, filters, sort, seats left for the page's rows
 * only) and the options of its filters and form. Writes live in office-event-writes.server.ts.
 */
import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { connection, db } from "~/db/db.server";
import { memoUntilChange } from "~/db/memo.server";
import { startOfMinute } from "~/lib/dates";
import type { DB } from "~/db/schema";
import { heldByEvents } from "./box-office.server";
import { findsNothing, idsContaining, searchCondition, TRIGRAM_LENGTH } from "./list-search.server";
import { countMatches, countUpTo } from "./list-count.server";
import { inIdOrder } from "./in-id-order.server";

export interface OfficeEventListFilters {
  q: string;
  room?: number;
  series?: number;
  type?: number;
  genre?: number;
  state?: "online" | "offline" | "cancelled";
  time?: "upcoming" | "past";
  /** "date" sorts plainly; null: upcoming events first (soonest first), then past ones (latest first). */
  sort: "date" | null;
  dir: "asc" | "desc";
  limit: number;
  offset: number;
  now: string;
}

export interface OfficeEventRow {
  id: number;
  date_start: string;
  title: string;
  room: string | null;
  venue: string | null;
  is_online: number;
  is_cancelled: number;
  capacity: number;
  slots: number;
  /** Tickets taken (sold, plus reservations not yet expired), from the box office's counters. */
  taken: number;
}

/**
 * The events matching the filters; `titleMatch`: the search's condition (eventIdsByTitle of `f.q`).
 * Conditions on the production are subqueries (productions are few), so the list's counts and its
 * page read the events alone.
 */
function filteredEvents(f: OfficeEventListFilters, titleMatch: RawBuilder<SqlBool> | undefined) {
  const ofProductions = (column: "exhibition_type_id" | "genre_id", id: number) => (eb: ExpressionBuilder<DB & { e: DB["events"] }, "e">) =>
    eb("e.production_id", "in", eb.selectFrom("productions").select("id").where(column, "=", id));
  return db()
    .selectFrom("events as e")
    .$if(titleMatch !== undefined, (qb) => {
      const jet = /^\d{1,9}$/.test(f.q) ? Number(f.q) : null;
      if (titleMatch === NO_TITLE) return jet === null ? qb.where(NO_TITLE) : qb.where("e.id_jet", "=", jet);
      return qb.where((eb) => (jet === null ? titleMatch! : eb.or([titleMatch!, eb("e.id_jet", "=", jet)])));
    })
    .$if(f.room !== undefined, (qb) => qb.where("e.room_id", "=", f.room!))
    .$if(f.series !== undefined, (qb) => qb.where("e.series_id", "=", f.series!))
    .$if(f.type !== undefined, (qb) => qb.where(ofProductions("exhibition_type_id", f.type!)))
    .$if(f.genre !== undefined, (qb) => qb.where(ofProductions("genre_id", f.genre!)))
    .$if(f.state === "online", (qb) => qb.where("e.is_online", "=", 1).where("e.is_cancelled", "=", 0))
    .$if(f.state === "offline", (qb) => qb.where("e.is_online", "=", 0))
    .$if(f.state === "cancelled", (qb) => qb.where("e.is_cancelled", "=", 1))
    .$if(f.time === "upcoming", (qb) => qb.where("e.date_start", ">=", f.now))
    .$if(f.time === "past", (qb) => qb.where("e.date_start", "<", f.now));
}

/**
 * The condition of a text no title holds, as the index says: false for every event, said so, or SQLite
 * would read them all to find none (and ORed with the JET number, every event to find that one).
 */
const NO_TITLE = sql<SqlBool>`0`;

/**
 * Events (`e`) whose title or whose production's title contains `text`; the productions matching are
 * a subquery (they are few). On PostgreSQL a text of three characters or more is one IN over both
 * ways to match, the events' own titles through their trigram index (an OR of two subqueries, or of
 * one with a condition on the row, would read every event); a shorter text, which no trigram index
 * serves, and every text on SQLite is a condition on the event row, so that the page of a short or
 * broad text stops after its rows (SQLite answers the OR of two IN lists from its indexes). The
 * productions' side comes first: most events carry their production's title, and a row it settles
 * skips the per-row title functions (a count of two-character matches among 10,000 events on
 * PostgreSQL: 1.2 → 0.75 ms).
 */
export async function eventIdsByTitle(text: string): Promise<RawBuilder<SqlBool>> {
  const titles = ["title_de", "title_en"];
  if (connection().dialect === "postgres" && [...text].length >= TRIGRAM_LENGTH) {
    const [own, productions] = await Promise.all([idsContaining("events", titles, text), idsContaining("productions", titles, text)]);
    return sql<SqlBool>`e.id in (${own} union all (select id from events where production_id in ${productions}))`;
  }
  const [own, productions] = await Promise.all([searchCondition("events", titles, text, "e"), idsContaining("productions", titles, text)]);
  if (findsNothing(own) && findsNothing(productions)) return NO_TITLE;
  return sql<SqlBool>`(e.production_id in ${productions} or ${own})`;
}

/**
 * The ids of one page. Sorted by date, one query. The default order — upcoming events first (soonest
 * first), then past ones (latest first) — is two ranges of the date index read in turn: the upcoming
 * ones from the page's offset, then as many past ones as the page still has room for. One sort over
 * an expression of the date instead read and sorted every matching event for every page.
 *
 * Where the past ones begin needs no count of the upcoming ones but on a page that holds none of
 * them: when the upcoming range gave some rows and not a full page, it ended on this page.
 */
async function pageIds(f: OfficeEventListFilters, titleMatch: RawBuilder<SqlBool> | undefined): Promise<number[]> {
  type Dir = "asc" | "desc";
  const filtered = () => filteredEvents(f, titleMatch);
  const ids = async (qb: ReturnType<typeof filteredEvents>, byDate: Dir, byId: Dir, limit: number, offset: number) =>
    (await qb.select("e.id").orderBy("e.date_start", byDate).orderBy("e.id", byId).limit(limit).offset(offset).execute()).map((r) => r.id);
  if (f.sort === "date") return ids(filtered(), f.dir, f.dir, f.limit, f.offset);
  const upcomingOnes = () => filtered().where("e.date_start", ">=", f.now);
  const first = await ids(upcomingOnes(), "asc", "asc", f.limit, f.offset);
  if (first.length === f.limit) return first;
  const upcoming = first.length > 0 ? f.offset + first.length : await countUpTo(db(), upcomingOnes(), f.offset);
  const second = await ids(filtered().where("e.date_start", "<", f.now), "desc", "asc", f.limit - first.length, f.offset + first.length - upcoming);
  return [...first, ...second];
}

/** How many events match: exact without a search (kept until the content changes), up to the lists' cap with one. */
function countEvents(f: OfficeEventListFilters, titleMatch: RawBuilder<SqlBool> | undefined): Promise<number> {
  return f.q === "" ? unsearchedCount(countKey(f)) : countMatches(db(), filteredEvents(f, titleMatch), true);
}

/**
 * The count of an unsearched list, kept until the content changes: paging through a list, or coming
 * back to it, counts once per minute and filter (the split moves with the minute, see listOfficeEvents).
 */
const unsearchedCount = memoUntilChange((key: string) => countUpTo(db(), filteredEvents(JSON.parse(key) as OfficeEventListFilters, undefined), null), undefined, 100);
const countKey = (f: OfficeEventListFilters) => JSON.stringify({ ...f, limit: 0, offset: 0, sort: null, dir: "asc" });

/**
 * One page of events and how many match. The page's ids are found first (narrow rows in index
 * order), and only its rows are read in full, alongside their tickets taken.
 */
export async function listOfficeEvents(filters: OfficeEventListFilters): Promise<{ rows: OfficeEventRow[]; total: number }> {
  // Upcoming and past split at the start of the current minute: an event is upcoming until its first
  // minute is over, and the count of a list holds for the minute. Tickets taken are counted at `now`.
  const f = { ...filters, now: startOfMinute(filters.now) };
  const titleMatch = f.q ? await eventIdsByTitle(f.q) : undefined;
  const [total, ids] = await Promise.all([countEvents(f, titleMatch), pageIds(f, titleMatch)]);
  if (ids.length === 0) return { total, rows: [] };
  const [rows, taken] = await Promise.all([pageRows(ids), takenPerEvent(ids, filters.now)]);
  const full = rows.map((r) => ({ ...r, capacity: Number(r.capacity ?? 0), slots: Number(r.slots ?? 0), taken: taken.get(r.id) ?? 0 }) satisfies OfficeEventRow);
  return { total, rows: inIdOrder(ids, full) };
}

/** The list's rows of the events `ids`: title, place, state, capacity and timeslots. */
function pageRows(ids: number[]) {
  return db()
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .leftJoin("rooms as r", "r.id", "e.room_id")
    .leftJoin("venues as v", "v.id", "r.venue_id")
    .select([
      "e.id", "e.date_start", "e.is_online", "e.is_cancelled", "r.name_de as room", "v.name as venue",
      sql<string>`coalesce(nullif(e.title_de, ''), p.title_de)`.as("title"),
      (eb) => eb.selectFrom("seat_groups as sg").whereRef("sg.event_id", "=", "e.id").select((s) => s.fn.coalesce(s.fn.sum<number>("sg.capacity"), s.lit(0)).as("c")).as("capacity"),
      (eb) => eb.selectFrom("timeslots as t").whereRef("t.event_id", "=", "e.id").select((s) => s.fn.countAll<number>().as("c")).as("slots"),
    ])
    .where("e.id", "in", ids)
    .execute();
}

/** Tickets taken (sold, plus reservations not yet expired) per event of `eventIds`, from the box office's counters. */
export async function takenPerEvent(eventIds: number[], nowIso: string): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  for (const held of await heldByEvents(db(), eventIds, nowIso)) taken.set(held.event_id, (taken.get(held.event_id) ?? 0) + held.reserved + held.sold);
  return taken;
}

export interface Option {
  id: number;
  name: string;
}

/** Rooms (with their venue), series, exhibition types, genres and event tags, by name. */
export async function eventOptions(): Promise<{ rooms: Option[]; series: Option[]; types: Option[]; genres: Option[]; tags: Option[] }> {
  const [rooms, series, types, genres, tags] = await Promise.all([
    db().selectFrom("rooms as r").innerJoin("venues as v", "v.id", "r.venue_id").select(["r.id", sql<string>`${sql.ref("v.name")} || ' – ' || ${sql.ref("r.name_de")}`.as("name")]).orderBy("v.name").orderBy("r.sort").orderBy("r.id").execute(),
    db().selectFrom("series").select(["id", "name_de as name"]).orderBy("name_de").execute(),
    db().selectFrom("exhibition_types").select(["id", "name_de as name"]).orderBy("sort").orderBy("name_de").execute(),
    db().selectFrom("genres").select(["id", "name_de as name"]).orderBy("sort").orderBy("name_de").execute(),
    db().selectFrom("event_tags").select(["id", "name_de as name"]).orderBy("sort").orderBy("name_de").execute(),
  ]);
  return { rooms, series, types, genres, tags };
}

/**
 * The events list's filter choices: only rooms, series, exhibition types and genres some event or
 * production uses (a choice that finds nothing helps nobody, and unused ones may be many). Kept until
 * the content changes: four queries over all events for every page of the list otherwise.
 */
const filterOptionsMemo = memoUntilChange((_all: "all") => readEventFilterOptions());
export const eventFilterOptions = (): Promise<EventFilterOptions> => filterOptionsMemo("all");

interface EventFilterOptions {
  rooms: Option[];
  series: Option[];
  types: Option[];
  genres: Option[];
}

async function readEventFilterOptions(): Promise<EventFilterOptions> {
  const [rooms, series, types, genres] = await Promise.all([
    db().selectFrom("rooms as r").innerJoin("venues as v", "v.id", "r.venue_id").select(["r.id", sql<string>`${sql.ref("v.name")} || ' – ' || ${sql.ref("r.name_de")}`.as("name")])
      .where("r.id", "in", (eb) => eb.selectFrom("events").select("room_id").where("room_id", "is not", null).distinct())
      .orderBy("v.name").orderBy("r.sort").orderBy("r.id").execute(),
    db().selectFrom("series").select(["id", "name_de as name"]).where("id", "in", (eb) => eb.selectFrom("events").select("series_id").where("series_id", "is not", null).distinct()).orderBy("name_de").execute(),
    db().selectFrom("exhibition_types").select(["id", "name_de as name"]).where("id", "in", (eb) => eb.selectFrom("productions").select("exhibition_type_id").where("exhibition_type_id", "is not", null).distinct()).orderBy("sort").orderBy("name_de").execute(),
    db().selectFrom("genres").select(["id", "name_de as name"]).where("id", "in", (eb) => eb.selectFrom("productions").select("genre_id").where("genre_id", "is not", null).distinct()).orderBy("sort").orderBy("name_de").execute(),
  ]);
  return { rooms, series, types, genres };
}

/** Up to 100 productions whose title contains `search` (all when empty), and the chosen one. */
export async function productionOptions(search: string, chosen: number | null): Promise<Option[]> {
  const matching = search ? await idsContaining("productions", ["title_de", "title_en"], search) : undefined;
  const found = await db()
    .selectFrom("productions")
    .select(["id", "title_de as name"])
    .$if(matching !== undefined, (qb) => qb.where("id", "in", matching!))
    .orderBy("title_de")
    .orderBy("id")
    .limit(100)
    .execute();
  if (chosen !== null && !found.some((p) => p.id === chosen)) {
    const current = await db().selectFrom("productions").select(["id", "title_de as name"]).where("id", "=", chosen).executeTakeFirst();
    if (current) found.unshift(current);
  }
  return found;
}

/** An event with its tags and its sales rows (seat groups with prices, timeslots). */
export async function findOfficeEvent(id: number, q: Kysely<DB> = db()) {
  const event = await q
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .selectAll("e")
    .select(["p.title_de as production_title", "p.slug_de as production_slug"])
    .where("e.id", "=", id)
    .executeTakeFirst();
  if (!event) return undefined;
  const [tags, groups, slots] = await Promise.all([
    q.selectFrom("event_tag_links").select("tag_id").where("event_id", "=", id).orderBy("tag_id").execute(),
    q.selectFrom("seat_groups").selectAll().where("event_id", "=", id).orderBy("sort").orderBy("id").execute(),
    q.selectFrom("timeslots").selectAll().where("event_id", "=", id).orderBy("time_start").orderBy("sort").orderBy("id").execute(),
  ]);
  const prices = groups.length
    ? await q.selectFrom("prices").selectAll().where("seat_group_id", "in", groups.map((g) => g.id)).orderBy("sort").orderBy("id").execute()
    : [];
  return {
    event,
    tagIds: tags.map((t) => t.tag_id),
    groups: groups.map((g) => ({ ...g, prices: prices.filter((p) => p.seat_group_id === g.id) })),
    slots,
  };
}

export type OfficeEvent = NonNullable<Awaited<ReturnType<typeof findOfficeEvent>>>;
