import { db } from "~/db/db.server";
import { memoUntilChange } from "~/db/memo.server";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";

/** A filter option. */
export interface FilterOption {
  id: number;
  name: string;
}
export interface FlaggedOption extends FilterOption {
  showInFilter: boolean;
}
export interface TypeOption extends FilterOption {
  slug: string;
}

/** Rooms offered as the "location" filter (those with show_in_filter), in venue order. */
export async function listRoomOptions(locale: Locale): Promise<FilterOption[]> {
  const rows = await db()
    .selectFrom("rooms as r")
    .innerJoin("venues as v", "v.id", "r.venue_id")
    .select(["r.id", "r.name_de", "r.name_en"])
    .where("r.show_in_filter", "=", 1)
    .orderBy("v.sort")
    .orderBy("r.sort")
    .orderBy("r.id")
    .execute();
  return rows.map((r) => ({ id: r.id, name: localized(locale, r.name_de, r.name_en) }));
}

export async function listExhibitionTypeOptions(locale: Locale): Promise<TypeOption[]> {
  const rows = await db().selectFrom("exhibition_types").select(["id", "slug", "name_de", "name_en"]).orderBy("sort").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: localized(locale, r.name_de, r.name_en) }));
}

/**
 * The programme offers an exhibition type or a genre only when a production some online event shows
 * is filed under it: any other choice would filter the programme down to nothing.
 */
function shownProductions() {
  return db()
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .where("e.is_online", "=", 1)
    .where("p.is_online", "=", 1);
}

/** The types or genres (`table`) some shown production is filed under (`column`), in their order. */
async function listShownOptions(table: "exhibition_types" | "genres", column: "p.exhibition_type_id" | "p.genre_id", locale: Locale): Promise<FilterOption[]> {
  const rows = await db()
    .selectFrom(table)
    .select(["id", "name_de", "name_en"])
    .where("id", "in", shownProductions().select(column).where(column, "is not", null))
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, name: localized(locale, r.name_de, r.name_en) }));
}

export async function listGenreOptions(locale: Locale): Promise<FilterOption[]> {
  const rows = await db().selectFrom("genres").select(["id", "name_de", "name_en"]).orderBy("sort").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, name: localized(locale, r.name_de, r.name_en) }));
}

/** Every event tag with its show_in_filter flag (the page offers only the flagged ones). */
export async function listEventTagOptions(locale: Locale): Promise<FlaggedOption[]> {
  const rows = await db().selectFrom("event_tags").select(["id", "name_de", "name_en", "show_in_filter"]).orderBy("sort").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, name: localized(locale, r.name_de, r.name_en), showInFilter: r.show_in_filter === 1 }));
}

/** Every online series with its show_in_filter flag. */
export async function listSeriesOptions(locale: Locale): Promise<FlaggedOption[]> {
  const rows = await db()
    .selectFrom("series")
    .select(["id", "name_de", "name_en", "show_in_filter"])
    .where("is_online", "=", 1)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, name: localized(locale, r.name_de, r.name_en), showInFilter: r.show_in_filter === 1 }));
}

export interface ProgrammeFilterOptions {
  room: FilterOption[];
  type: FilterOption[];
  tag: FilterOption[];
  series: FilterOption[];
  genre: FilterOption[];
}

/**
 * The option lists of the programme's filter bar (tags and series only where show_in_filter, types
 * and genres only where something is filed under them); kept
 * until the content changes (they depend on nothing else).
 */
export const listProgrammeFilterOptions: (locale: Locale) => Promise<ProgrammeFilterOptions> = memoUntilChange(readProgrammeFilterOptions);

async function readProgrammeFilterOptions(locale: Locale): Promise<ProgrammeFilterOptions> {
  const [room, type, tag, series, genre] = await Promise.all([
    listRoomOptions(locale),
    listShownOptions("exhibition_types", "p.exhibition_type_id", locale),
    listEventTagOptions(locale),
    listSeriesOptions(locale),
    listShownOptions("genres", "p.genre_id", locale),
  ]);
  const plain = (o: FilterOption) => ({ id: o.id, name: o.name });
  return {
    room,
    type,
    tag: tag.filter((o) => o.showInFilter).map(plain),
    series: series.filter((o) => o.showInFilter).map(plain),
    genre,
  };
}
