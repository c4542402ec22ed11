import { sql } from "kysely";
import { db } from "~/db/db.server";
import { memoUntilChange } from "~/db/memo.server";
import { executeNamed } from "~/db/named-statement.server";
import type { EventType } from "~/db/schema";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";

/** An event as lists show it: its own title or the production's, where and when. */
export interface EventSummary {
  id: number;
  title: string;
  subtitle: string;
  /** The production's slug in the locale (event URLs use it). */
  slug: string;
  productionId: number;
  startsAt: string;
  endsAt: string | null;
  eventType: EventType;
  isOnline: boolean;
  isCancelled: boolean;
  isSoldOut: boolean;
  ticketUrl: string | null;
  /** The webshop's event id (the box office's offer and the cart address an event by it). */
  idJet: number;
  imageId: number | null;
  room: string | null;
  venue: { id: number; name: string; slug: string } | null;
}

/** What one event-list module asks for (see app/lib/event-ranges.ts for the range). */
export interface EventListQuery {
  from: string;
  to: string | null;
  tagId: number | null;
  limit: number;
}

function eventIdsQuery(query: EventListQuery, index: number) {
  return db()
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .select([sql<number>`${sql.lit(index)}`.as("query"), "e.id as id", "e.date_start as date_start"])
    .where("e.is_online", "=", 1)
    .where("p.is_online", "=", 1)
    .where("e.date_start", ">=", query.from)
    .$if(query.to !== null, (qb) => qb.where("e.date_start", "<", query.to!))
    .$if(query.tagId !== null, (qb) =>
      qb.where((eb) =>
        eb.exists(eb.selectFrom("event_tag_links as l").select("l.event_id").whereRef("l.event_id", "=", "e.id").where("l.tag_id", "=", query.tagId!)),
      ),
    )
    .orderBy("e.date_start")
    .orderBy("e.id")
    .limit(query.limit);
}

/**
 * Event ids for several event-list modules at once: one `UNION ALL` query, each part with its own
 * range, tag and limit. Returns one id list per query, in date order.
 */
export async function listEventIdsForModules(queries: EventListQuery[]): Promise<number[][]> {
  if (queries.length === 0) return [];
  // Each part is wrapped as a derived table: SQLite allows ORDER BY/LIMIT only there in a compound select.
  const parts = queries.map((query, index) => db().selectFrom(eventIdsQuery(query, index).as(`q${index}`)).selectAll());
  const union = parts.slice(1).reduce((acc, part) => acc.unionAll(part), parts[0]);
  const rows = await union.execute();
  const result = queries.map(() => [] as { id: number; start: string }[]);
  for (const row of rows) result[Number(row.query)]?.push({ id: row.id, start: row.date_start });
  return result.map((list) => list.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id).map((r) => r.id));
}

/** The columns of an event row that every list reads, with production, room and venue joined. */
interface SummaryRow {
  id: number;
  title_de: string | null;
  title_en: string | null;
  p_title_de: string;
  p_title_en: string;
  subtitle_de: string;
  subtitle_en: string;
  slug_de: string;
  slug_en: string;
  production_id: number;
  date_start: string;
  date_end: string | null;
  event_type: EventType;
  is_cancelled: number;
  is_sold_out: number;
  ticket_url: string | null;
  id_jet: number;
  image_id: number | null;
  room_de: string | null;
  room_en: string | null;
  venue_id: number | null;
  venue_name: string | null;
  venue_slug: string | null;
}

/** An event row in the page's language, online or not as the caller decides. */
function summaryOf(row: SummaryRow, locale: Locale): Omit<EventSummary, "isOnline"> {
  return {
    id: row.id,
    title: localized(locale, row.title_de, row.title_en) || localized(locale, row.p_title_de, row.p_title_en),
    subtitle: localized(locale, row.subtitle_de, row.subtitle_en),
    slug: localized(locale, row.slug_de, row.slug_en),
    productionId: row.production_id,
    startsAt: row.date_start,
    endsAt: row.date_end,
    eventType: row.event_type,
    isCancelled: row.is_cancelled === 1,
    isSoldOut: row.is_sold_out === 1,
    ticketUrl: row.ticket_url,
    idJet: row.id_jet,
    imageId: row.image_id,
    room: localized(locale, row.room_de, row.room_en) || null,
    venue: row.venue_id !== null && row.venue_name !== null ? { id: row.venue_id, name: row.venue_name, slug: row.venue_slug ?? "" } : null,
  };
}

/** Events by id with production, room and venue (one query); offline ones included, flagged. */
export async function findEventsByIds(ids: Iterable<number>, locale: Locale): Promise<Map<number, EventSummary>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db()
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .leftJoin("rooms as r", "r.id", "e.room_id")
    .leftJoin("venues as v", "v.id", "r.venue_id")
    .select([
      "e.id", "e.date_start", "e.date_end", "e.event_type", "e.title_de", "e.title_en", "e.is_online", "e.is_cancelled",
      "e.is_sold_out", "e.ticket_url", "e.production_id", "e.id_jet",
      "p.title_de as p_title_de", "p.title_en as p_title_en", "p.subtitle_de", "p.subtitle_en", "p.slug_de", "p.slug_en",
      "p.image_id", "p.is_online as p_is_online",
      "r.name_de as room_de", "r.name_en as room_en",
      "v.id as venue_id", "v.name as venue_name", "v.slug as venue_slug",
    ])
    .where("e.id", "in", wanted)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { ...summaryOf(row, locale), isOnline: row.is_online === 1 && row.p_is_online === 1 },
    ]),
  );
}

/**
 * Which of the given events a visitor can still go to: online, of an online production, and not over
 * (past their end, or their start without one). One query for a whole Merkliste.
 */
export async function listCurrentEventIds(ids: number[], nowIso: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db()
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .select("e.id")
    .where("e.id", "in", ids)
    .where("e.is_online", "=", 1)
    .where("p.is_online", "=", 1)
    .where((eb) => eb(eb.fn.coalesce("e.date_end", "e.date_start"), ">", nowIso))
    .execute();
  return new Set(rows.map((row) => row.id));
}

// ---------------------------------------------------------------- the programme (event list page and API)

/** The programme's filters (numeric ids) and the instants it covers (`[from, to)`, ISO UTC). */
export interface ProgrammeCriteria {
  room?: number;
  type?: number;
  tag?: number;
  series?: number;
  genre?: number;
  from: string;
  to: string | null;
}

export interface ProgrammeEvent extends EventSummary {
  roomId: number | null;
  tags: { id: number; name: string }[];
}

/** The programme's filters without the instants. */
export type ProgrammeFilterCriteria = Omit<ProgrammeCriteria, "from" | "to">;

function programmeBase(criteria: ProgrammeFilterCriteria & { from?: string; to?: string | null }) {
  return db()
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .where("e.is_online", "=", 1)
    .where("p.is_online", "=", 1)
    .$if(criteria.from !== undefined, (qb) => qb.where("e.date_start", ">=", criteria.from!))
    .$if(criteria.to != null, (qb) => qb.where("e.date_start", "<", criteria.to!))
    .$if(criteria.room !== undefined, (qb) => qb.where("e.room_id", "=", criteria.room!))
    .$if(criteria.series !== undefined, (qb) => qb.where("e.series_id", "=", criteria.series!))
    .$if(criteria.type !== undefined, (qb) => qb.where("p.exhibition_type_id", "=", criteria.type!))
    .$if(criteria.genre !== undefined, (qb) => qb.where("p.genre_id", "=", criteria.genre!))
    .$if(criteria.tag !== undefined, (qb) =>
      qb.where((eb) =>
        eb.exists(eb.selectFrom("event_tag_links as l").select("l.event_id").whereRef("l.event_id", "=", "e.id").where("l.tag_id", "=", criteria.tag!)),
      ),
    );
}

/** An instant's UTC hour, `YYYY-MM-DDTHH`, and the instant that hour ends. */
const hourOf = (instant: string) => instant.slice(0, 13);
const endOfHour = (instant: string) => new Date(Date.parse(`${hourOf(instant)}:00:00.000Z`) + 3_600_000).toISOString();

/**
 * How many matching events start in each UTC hour, over the whole archive and kept until the content
 * changes: counting or listing the days of every upcoming event on each request grew with the
 * archive. Keys are the filters of the address, hence bounded.
 */
const startsPerHour = memoUntilChange(
  async (key: string): Promise<[string, number][]> => {
    const filter = JSON.parse(key) as ProgrammeFilterCriteria;
    const hour = sql<string>`substr(e.date_start, 1, 13)`;
    const rows = await programmeBase(filter)
      .select([hour.as("hour"), (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy(hour)
      .execute();
    return rows.map((r): [string, number] => [r.hour, Number(r.n)]).sort((a, b) => (a[0] < b[0] ? -1 : 1));
  },
  undefined,
  500,
);

/**
 * The matching events from `from` (to `to`) as counts per UTC hour (`YYYY-MM-DDTHH`, in order): the
 * whole hours from the remembered counts, the hours cut by `from` or `to` counted exactly (a short
 * range of the date index).
 */
export async function programmeStartHours(criteria: ProgrammeCriteria): Promise<[string, number][]> {
  const { from, to, room, type, tag, series, genre } = criteria;
  const countBetween = async (start: string, end: string) => {
    const count = programmeBase({ room, type, tag, series, genre, from: start, to: end }).select((eb) => eb.fn.countAll<number | string>().as("n"));
    return Number((await executeNamed(count))[0]?.n ?? 0);
  };
  const firstEnd = to !== null && to < endOfHour(from) ? to : endOfHour(from);
  const hourStart = to === null ? null : `${hourOf(to)}:00:00.000Z`;
  const lastStart = to !== null && to > firstEnd && to !== hourStart ? hourStart : null;
  const whole = (await startsPerHour(JSON.stringify({ room, type, tag, series, genre }))).filter(
    ([hour]) => hour >= hourOf(firstEnd) && (to === null || hour < hourOf(to)),
  );
  const [first, last] = await Promise.all([countBetween(from, firstEnd), lastStart ? countBetween(lastStart, to!) : 0]);
  return [...(first > 0 ? [[hourOf(from), first] as [string, number]] : []), ...whole, ...(last > 0 ? [[hourOf(lastStart!), last] as [string, number]] : [])];
}

/** The tags of events, each link with its event, in the tags' order. */
export function eventTagLinks(eventIds: number[]) {
  return db()
    .selectFrom("event_tag_links as l")
    .innerJoin("event_tags as t", "t.id", "l.tag_id")
    .select(["l.event_id", "t.id", "t.slug", "t.name_de", "t.name_en"])
    .where("l.event_id", "in", eventIds)
    .orderBy("t.sort")
    .orderBy("t.id");
}

/**
 * One page of the programme: the events with production, room and venue (one query), the total
 * (from the counts per hour) and the tags of those events (one query), whatever the page size. Every
 * uncached programme page and JSON list asks these: named statements on PostgreSQL, where planning
 * them cost ~1 ms of database CPU and running them ~0.2.
 */
export async function listProgrammeEvents(
  criteria: ProgrammeCriteria,
  paging: { offset: number; limit: number },
  locale: Locale,
): Promise<{ count: number; events: ProgrammeEvent[] }> {
  const [rows, hours] = await Promise.all([
    executeNamed(
      programmeBase(criteria)
        .leftJoin("rooms as r", "r.id", "e.room_id")
        .leftJoin("venues as v", "v.id", "r.venue_id")
        .select([
          "e.id", "e.date_start", "e.date_end", "e.event_type", "e.title_de", "e.title_en", "e.is_cancelled", "e.is_sold_out",
          "e.ticket_url", "e.production_id", "e.room_id", "e.id_jet",
          "p.title_de as p_title_de", "p.title_en as p_title_en", "p.subtitle_de", "p.subtitle_en", "p.slug_de", "p.slug_en", "p.image_id",
          "r.name_de as room_de", "r.name_en as room_en",
          "v.id as venue_id", "v.name as venue_name", "v.slug as venue_slug",
        ])
        .orderBy("e.date_start")
        .orderBy("e.id")
        .limit(paging.limit)
        .offset(paging.offset),
    ),
    programmeStartHours(criteria),
  ]);
  const ids = rows.map((r) => r.id);
  const tagRows = ids.length
    ? await executeNamed(eventTagLinks(ids))
    : [];
  const tagsByEvent = new Map<number, { id: number; name: string }[]>();
  for (const t of tagRows) {
    const list = tagsByEvent.get(t.event_id) ?? [];
    list.push({ id: t.id, name: localized(locale, t.name_de, t.name_en) });
    tagsByEvent.set(t.event_id, list);
  }
  const events = rows.map((row) => ({
    ...summaryOf(row, locale),
    isOnline: true,
    roomId: row.room_id,
    tags: tagsByEvent.get(row.id) ?? [],
  }));
  return { count: hours.reduce((sum, [, n]) => sum + n, 0), events };
}

/**
 * Which of the given events sell tickets here right now (one query for a whole list): not cancelled,
 * not sold out, not over (past their end, or their start without one), with an offered seat group
 * that has prices, and — where the event has timeslots — an offered one still to come. The same
 * rules as the box office's offer (app/services/box-office/offer.server.ts), without counting seats.
 */
export async function listBookableEventIds(ids: number[], nowIso: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db()
    .selectFrom("events as e")
    .select("e.id")
    .where("e.id", "in", ids)
    .where("e.is_cancelled", "=", 0)
    .where("e.is_sold_out", "=", 0)
    .where((eb) => eb(eb.fn.coalesce("e.date_end", "e.date_start"), ">", nowIso))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("seat_groups as sg")
          .innerJoin("prices as pr", "pr.seat_group_id", "sg.id")
          .select("sg.id")
          .whereRef("sg.event_id", "=", "e.id")
          .where("sg.status", "=", 1),
      ),
    )
    .where((eb) =>
      eb.or([
        eb.not(eb.exists(eb.selectFrom("timeslots as t").select("t.id").whereRef("t.event_id", "=", "e.id"))),
        eb.exists(
          eb.selectFrom("timeslots as t").select("t.id").whereRef("t.event_id", "=", "e.id").where("t.status", "=", 1).where("t.time_start", ">", nowIso),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}
