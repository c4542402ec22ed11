import { db } from "~/db/db.server";
import type { ImageRecord } from "~/lib/images";
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
