import { sql, type Selectable, type Updateable } from "kysely";
import { countMatches } from "./list-count.server";
import type { ImagesTable } from "~/db/schema";
import { db } from "~/db/db.server";
import { recordsUntilChange } from "~/db/memo.server";
import { searchCondition } from "./list-search.server";
import type { Q } from "./write-transaction.server";
import { withChosen } from "./with-chosen.server";
import type { ImageRecord, Orientation } from "~/lib/images";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";

type ShownImageRow = Pick<Selectable<ImagesTable>, "id" | "name" | "orientation" | "width" | "height" | "alt_de" | "alt_en" | "focal_x" | "focal_y">;

/** Image rows by id, kept until the content changes: nearly every page shows images (a poster, the logo in its share data). */
const rememberedImageRows = recordsUntilChange(async (ids: number[]) => {
  const rows = await db()
    .selectFrom("images")
    .select(["id", "name", "orientation", "width", "height", "alt_de", "alt_en", "focal_x", "focal_y"])
    .where("id", "in", ids)
    .execute();
  return new Map<number, ShownImageRow>(rows.map((row) => [row.id, row]));
});

/** Image records by id, with the alt text in the locale (one query for the ids not yet kept). */
export async function findImages(ids: Iterable<number | null | undefined>, locale: Locale): Promise<Map<number, ImageRecord>> {
  const wanted = [...ids].filter((id): id is number => typeof id === "number");
  if (wanted.length === 0) return new Map();
  const rows = await rememberedImageRows(wanted);
  return new Map(
    [...rows.values()].map((row) => [
      row.id,
      {
        name: row.name,
        orientation: row.orientation,
        width: row.width,
        height: row.height,
        alt: localized(locale, row.alt_de, row.alt_en),
        ...(row.focal_x !== 0.5 || row.focal_y !== 0.5 ? { focalX: Number(row.focal_x), focalY: Number(row.focal_y) } : {}),
      },
    ]),
  );
}

/** An image row as the media library lists it. */
export interface LibraryImageRow {
  id: number;
  name: string;
  width: number;
  height: number;
  alt_de: string;
  alt_en: string;
}

/**
 * A page of the library, newest first; `q` matches the name or an alt text (case-insensitive). The
 * back office's list counts a search's matches only up to its cap (`boundedCount`); the editor's
 * media API, whose answer names the exact count and pages, counts them all.
 */
export async function listLibraryImages(options: { q?: string; page: number; perPage: number; boundedCount?: boolean }): Promise<{ count: number; rows: LibraryImageRow[] }> {
  const q = options.q?.trim() ?? "";
  let query = db().selectFrom("images");
  if (q) query = query.where(await searchCondition("images", ["name", "alt_de", "alt_en"], q));
  const counted = await countMatches(db(), query, q !== "" && options.boundedCount === true);
  const rows = await query
    .select(["id", "name", "width", "height", "alt_de", "alt_en"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
    .execute();
  return { count: counted, rows };
}

/**
 * Images for a select: up to `limit`, newest first (only those matching `search`, by name or alt
 * text, when one is given), and before them the `chosen` ones that are not among them.
 */
export async function imageChoices(search: string, chosen: readonly number[], limit: number): Promise<{ id: number; name: string; alt_de: string }[]> {
  const text = search.trim();
  let query = db().selectFrom("images");
  if (text) query = query.where(await searchCondition("images", ["name", "alt_de", "alt_en"], text));
  const first = await query.select(["id", "name", "alt_de"]).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return withChosen(first, chosen, (ids) => db().selectFrom("images").select(["id", "name", "alt_de"]).where("id", "in", ids).execute());
}

export interface NewImage {
  name: string;
  orientation: Orientation;
  width: number;
  height: number;
  alt_de: string;
  alt_en: string;
  credit: string;
}

/** Inserts an image row; answers its id. */
export async function insertImage(image: NewImage, q: Q = db()): Promise<number> {
  const row = await q.insertInto("images").values(image).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Whether an image of this file stem exists. */
export async function imageNameTaken(name: string): Promise<boolean> {
  return !!(await db().selectFrom("images").select("id").where("name", "=", name).executeTakeFirst());
}

export type ImageRow = Selectable<ImagesTable>;

/** One image row (`lock`: FOR UPDATE on PostgreSQL). */
export function findImageRow(q: Q, id: number, lock = false): Promise<ImageRow | undefined> {
  let query = q.selectFrom("images").selectAll().where("id", "=", id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function getImageRow(id: number): Promise<ImageRow | undefined> {
  return findImageRow(db(), id);
}

export async function updateImageRow(q: Q, id: number, values: Updateable<ImagesTable>): Promise<void> {
  await q.updateTable("images").set(values).where("id", "=", id).execute();
}

export async function deleteImageRow(q: Q, id: number): Promise<void> {
  await q.deleteFrom("images").where("id", "=", id).execute();
}

/** Records pointing at an image by a column, by where they are (only the places that hold any). */
export async function imageReferences(q: Q, id: number): Promise<Record<string, number>> {
  const count = (table: string, column: string, as: string) =>
    sql<number | string>`(select count(*) from ${sql.table(table)} where ${sql.ref(column)} = ${id})`.as(as);
  const row = await q
    .selectNoFrom([
      count("pages", "og_image_id", "pages"),
      count("design_settings", "logo_image_id", "design"),
      count("venues", "image_id", "venues"),
      count("persons", "image_id", "persons"),
      count("series", "image_id", "series"),
      count("productions", "image_id", "productions"),
      count("teasers", "image_id", "teasers"),
      count("articles", "image_id", "articles"),
    ])
    .executeTakeFirstOrThrow();
  const places = Object.entries(row as Record<string, number | string | null>).map(([place, n]) => [place, Number(n ?? 0)] as const);
  return Object.fromEntries(places.filter(([, n]) => n > 0));
}

/** Modules whose fields mention the number `id` somewhere (the caller checks where exactly). */
export function modulesMentioning(q: Q, id: number) {
  return q.selectFrom("modules").select(["id", "fields"]).where("fields", "like", `%${id}%`).execute();
}
