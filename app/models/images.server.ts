import { sql } from "kysely";
import { db } from "~/db/db.server";
import { containsPattern } from "./like-pattern.server";
import type { ImageRecord, Orientation } from "~/lib/images";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";

/** Image records by id, with the alt text in the locale (one query for any number of ids). */
export async function findImages(ids: Iterable<number | null | undefined>, locale: Locale): Promise<Map<number, ImageRecord>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const rows = await db()
    .selectFrom("images")
    .select(["id", "name", "orientation", "width", "height", "alt_de", "alt_en"])
    .where("id", "in", wanted)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.name,
        orientation: row.orientation,
        width: row.width,
        height: row.height,
        alt: localized(locale, row.alt_de, row.alt_en),
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

/** A page of the library, newest first; `q` matches the name or an alt text (case-insensitive). */
export async function listLibraryImages(options: { q?: string; page: number; perPage: number }): Promise<{ count: number; rows: LibraryImageRow[] }> {
  const q = options.q?.trim() ?? "";
  let query = db().selectFrom("images");
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or(["name", "alt_de", "alt_en"].map((column) => eb(sql`lower(${sql.ref(column)})`, "like", sql`${pattern} escape '\\'`))),
    );
  }
  const counted = await query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const rows = await query
    .select(["id", "name", "width", "height", "alt_de", "alt_en"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
    .execute();
  return { count: Number(counted.count), rows };
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
export async function insertImage(image: NewImage): Promise<number> {
  const row = await db().insertInto("images").values(image).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Whether an image of this file stem exists. */
export async function imageNameTaken(name: string): Promise<boolean> {
  return !!(await db().selectFrom("images").select("id").where("name", "=", name).executeTakeFirst());
}
