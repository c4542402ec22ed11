import { sql } from "kysely";
import { db } from "~/db/db.server";
import { memoArgsUntilChange, memoUntilChange } from "~/db/memo.server";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";

export interface NamedOption {
  id: number;
  slug: string;
  name: string;
}

export interface ProductionSummary {
  id: number;
  title: string;
  subtitle: string;
  teaser: string;
  slugs: { de: string; en: string };
  imageId: number | null;
  exhibitionType: NamedOption | null;
  season: NamedOption | null;
  /** First and last online event start (ISO), null without events. */
  firstDate: string | null;
  lastDate: string | null;
}

export interface ProductionFilter {
  season?: number;
  /** Exhibition type slug. */
  exhibitionType?: string;
  tag?: number;
  /** A Europe/Berlin day as a UTC range [from, to). */
  day?: { from: string; to: string };
}

export const PRODUCTIONS_PAGE_SIZE = 12;

function filtered(filter: ProductionFilter) {
  return db()
    .selectFrom("productions as p")
    .leftJoin("exhibition_types as x", "x.id", "p.exhibition_type_id")
    .leftJoin("seasons as s", "s.id", "p.season_id")
    .where("p.is_online", "=", 1)
    .$if(filter.season !== undefined, (qb) => qb.where("p.season_id", "=", filter.season!))
    .$if(filter.exhibitionType !== undefined, (qb) => qb.where("x.slug", "=", filter.exhibitionType!))
    .$if(filter.tag !== undefined, (qb) =>
      qb.where((eb) =>
        eb.exists(eb.selectFrom("production_tag_links as l").select("l.tag_id").whereRef("l.production_id", "=", "p.id").where("l.tag_id", "=", filter.tag!)),
      ),
    )
    .$if(filter.day !== undefined, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom("events as e")
            .select("e.id")
            .whereRef("e.production_id", "=", "p.id")
            .where("e.is_online", "=", 1)
            .where("e.date_start", ">=", filter.day!.from)
            .where("e.date_start", "<", filter.day!.to),
        ),
      ),
    );
}

export interface ProductionList {
  count: number;
  results: ProductionSummary[];
}

/**
 * Kept until the content changes: an uncached productions page (a filter nobody asked before) reads
 * its list no more. Keys are the filters and pages of addresses, hence bounded. Callers share what it
 * answers and change nothing of it.
 */
const rememberedProductions = memoUntilChange(
  (key: string) => {
    const [season, exhibitionType, tag, from, to, page, locale, pageSize] = JSON.parse(key) as [number | null, string | null, number | null, string | null, string | null, number, Locale, number];
    const filter: ProductionFilter = {};
    if (season !== null) filter.season = season;
    if (exhibitionType !== null) filter.exhibitionType = exhibitionType;
    if (tag !== null) filter.tag = tag;
    if (from !== null && to !== null) filter.day = { from, to };
    return readProductions(filter, page, locale, pageSize);
  },
  undefined,
  500,
);

/** One page of online productions (current season first, then by first date) and the total. */
export function listProductions(filter: ProductionFilter, page: number, locale: Locale, pageSize = PRODUCTIONS_PAGE_SIZE): Promise<ProductionList> {
  const { season, exhibitionType, tag, day } = filter;
  return rememberedProductions(JSON.stringify([season ?? null, exhibitionType ?? null, tag ?? null, day?.from ?? null, day?.to ?? null, page, locale, pageSize]));
}

async function readProductions(filter: ProductionFilter, page: number, locale: Locale, pageSize: number): Promise<ProductionList> {
  const [{ count }] = await filtered(filter).select((eb) => eb.fn.countAll<number>().as("count")).execute();
  const rows = await filtered(filter)
    .select([
      "p.id", "p.title_de", "p.title_en", "p.subtitle_de", "p.subtitle_en", "p.teaser_de", "p.teaser_en", "p.slug_de", "p.slug_en",
      "p.image_id", "x.id as x_id", "x.slug as x_slug", "x.name_de as x_de", "x.name_en as x_en",
      "s.id as s_id", "s.slug as s_slug", "s.name_de as s_de", "s.name_en as s_en", "s.sort as s_sort",
      sql<string | null>`(select min(e.date_start) from events e where e.production_id = p.id and e.is_online = 1)`.as("first_date"),
      sql<string | null>`(select max(e.date_start) from events e where e.production_id = p.id and e.is_online = 1)`.as("last_date"),
    ])
    .orderBy("s.sort")
    .orderBy("first_date")
    .orderBy("p.id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const results: ProductionSummary[] = rows.map((r) => ({
    id: r.id,
    title: localized(locale, r.title_de, r.title_en),
    subtitle: localized(locale, r.subtitle_de, r.subtitle_en),
    teaser: localized(locale, r.teaser_de, r.teaser_en),
    slugs: { de: r.slug_de, en: r.slug_en || r.slug_de },
    imageId: r.image_id,
    exhibitionType: r.x_id !== null ? { id: r.x_id, slug: r.x_slug ?? "", name: localized(locale, r.x_de ?? "", r.x_en ?? "") } : null,
    season: r.s_id !== null ? { id: r.s_id, slug: r.s_slug ?? "", name: localized(locale, r.s_de ?? "", r.s_en ?? "") } : null,
    firstDate: r.first_date,
    lastDate: r.last_date,
  }));
  return { count: Number(count), results };
}

/** Production tags by production (one query). */
export async function findProductionTags(ids: number[], locale: Locale): Promise<Map<number, NamedOption[]>> {
  const map = new Map<number, NamedOption[]>();
  if (ids.length === 0) return map;
  const rows = await db()
    .selectFrom("production_tag_links as l")
    .innerJoin("production_tags as t", "t.id", "l.tag_id")
    .select(["l.production_id", "t.id", "t.slug", "t.name_de", "t.name_en"])
    .where("l.production_id", "in", ids)
    .orderBy("t.sort")
    .execute();
  for (const r of rows) {
    const list = map.get(r.production_id) ?? [];
    list.push({ id: r.id, slug: r.slug, name: localized(locale, r.name_de, r.name_en) });
    map.set(r.production_id, list);
  }
  return map;
}

/** Seasons, exhibition types or the production tags offered as a filter, in the editors' order. */
async function readNamedOptions(table: "seasons" | "exhibition_types" | "production_tags", locale: Locale): Promise<NamedOption[]> {
  const rows = await db()
    .selectFrom(table)
    .select(["id", "slug", "name_de", "name_en"])
    .$if(table === "production_tags", (qb) => qb.where("show_in_filter", "=", 1))
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: localized(locale, r.name_de, r.name_en) }));
}

/**
 * Kept until the content changes: the productions page's filters offer them on every render (and the
 * API lists them). Callers share what it answers and change nothing of it.
 */
export const listSeasons: (locale: Locale) => Promise<NamedOption[]> = memoUntilChange((locale: Locale) => readNamedOptions("seasons", locale));

/** Production tags offered as a filter (`show_in_filter`), kept until the content changes as the seasons are. */
export const listProductionTags: (locale: Locale) => Promise<NamedOption[]> = memoUntilChange((locale: Locale) => readNamedOptions("production_tags", locale));

/** Exhibition types, kept until the content changes as the seasons are. */
export const listExhibitionTypes: (locale: Locale) => Promise<NamedOption[]> = memoUntilChange((locale: Locale) => readNamedOptions("exhibition_types", locale));

export interface Credit {
  personId: number;
  name: string;
  slug: string;
  role: string;
}

export interface ProductionDetail extends ProductionSummary {
  /** Rich text (Lexical JSON) in the locale. */
  text: string;
  genre: string | null;
  ageFrom: number | null;
  ageTo: number | null;
  durationMinutes: number | null;
  language: string;
  showStickyTickets: boolean;
  tags: NamedOption[];
  persons: Credit[];
}

/** Credits (online persons with their role) of several productions, in order (one query). */
export async function findCredits(productionIds: number[], locale: Locale): Promise<Map<number, Credit[]>> {
  const map = new Map<number, Credit[]>();
  if (productionIds.length === 0) return map;
  const rows = await db()
    .selectFrom("production_persons as pp")
    .innerJoin("persons as pe", "pe.id", "pp.person_id")
    .select(["pp.production_id", "pp.role_de", "pp.role_en", "pe.id", "pe.first_name", "pe.last_name", "pe.slug"])
    .where("pp.production_id", "in", productionIds)
    .where("pe.is_online", "=", 1)
    .orderBy("pp.sort")
    .orderBy("pp.id")
    .execute();
  for (const r of rows) {
    const list = map.get(r.production_id) ?? [];
    list.push({ personId: r.id, name: `${r.first_name} ${r.last_name}`.trim(), slug: r.slug, role: localized(locale, r.role_de, r.role_en) });
    map.set(r.production_id, list);
  }
  return map;
}

/**
 * An online production with its texts, taxonomy and credits; undefined when missing or offline. Kept
 * until the content changes: an uncached production page reads the production, its tags and credits
 * no more. Keys are ids visitors choose, hence bounded. Callers share what it answers and change nothing of it.
 */
export const findProductionDetail: (id: number, locale: Locale) => Promise<ProductionDetail | undefined> = memoArgsUntilChange(readProductionDetail, 1000);

async function readProductionDetail(id: number, locale: Locale): Promise<ProductionDetail | undefined> {
  const row = await db()
    .selectFrom("productions as p")
    .leftJoin("exhibition_types as x", "x.id", "p.exhibition_type_id")
    .leftJoin("seasons as s", "s.id", "p.season_id")
    .leftJoin("genres as g", "g.id", "p.genre_id")
    .selectAll("p")
    .select([
      "x.id as x_id", "x.slug as x_slug", "x.name_de as x_de", "x.name_en as x_en",
      "s.id as s_id", "s.slug as s_slug", "s.name_de as s_de", "s.name_en as s_en",
      "g.name_de as g_de", "g.name_en as g_en",
    ])
    .where("p.id", "=", id)
    .where("p.is_online", "=", 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const [tags, credits] = await Promise.all([findProductionTags([id], locale), findCredits([id], locale)]);
  return {
    id: row.id,
    title: localized(locale, row.title_de, row.title_en),
    subtitle: localized(locale, row.subtitle_de, row.subtitle_en),
    teaser: localized(locale, row.teaser_de, row.teaser_en),
    slugs: { de: row.slug_de, en: row.slug_en || row.slug_de },
    imageId: row.image_id,
    exhibitionType: row.x_id !== null ? { id: row.x_id, slug: row.x_slug ?? "", name: localized(locale, row.x_de ?? "", row.x_en ?? "") } : null,
    season: row.s_id !== null ? { id: row.s_id, slug: row.s_slug ?? "", name: localized(locale, row.s_de ?? "", row.s_en ?? "") } : null,
    firstDate: null,
    lastDate: null,
    text: localized(locale, row.text_de, row.text_en),
    genre: row.g_de !== null ? localized(locale, row.g_de, row.g_en ?? "") : null,
    ageFrom: row.age_from,
    ageTo: row.age_to,
    durationMinutes: row.duration_minutes,
    language: row.language,
    showStickyTickets: row.show_sticky_tickets === 1,
    tags: tags.get(id) ?? [],
    persons: credits.get(id) ?? [],
  };
}

/** Ids of the online upcoming events of a production, by date. */
export async function listUpcomingEventIds(where: { productionId?: number; venueId?: number; seriesId?: number }, now: string, limit = 50): Promise<number[]> {
  const rows = await db()
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .leftJoin("rooms as r", "r.id", "e.room_id")
    .select("e.id")
    .where("e.is_online", "=", 1)
    .where("p.is_online", "=", 1)
    .where((eb) => eb.or([eb("e.date_start", ">=", now), eb("e.date_end", ">=", now)]))
    .$if(where.productionId !== undefined, (qb) => qb.where("e.production_id", "=", where.productionId!))
    .$if(where.venueId !== undefined, (qb) => qb.where("r.venue_id", "=", where.venueId!))
    .$if(where.seriesId !== undefined, (qb) => qb.where("e.series_id", "=", where.seriesId!))
    .orderBy("e.date_start")
    .orderBy("e.id")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
