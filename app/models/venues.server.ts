import { db } from "~/db/db.server";
import type { Locale } from "~/lib/routes";

/** A venue as cards and the venue module show it. */
export interface VenueSummary {
  id: number;
  name: string;
  slug: string;
  street: string;
  zip: string;
  city: string;
  phone: string | null;
  website: string | null;
  imageId: number | null;
  /** Rich text (Lexical JSON) in the locale. */
  description: string;
}

/** Online venues by id (one query for any number of ids). */
export async function findVenuesByIds(ids: Iterable<number>, locale: Locale): Promise<Map<number, VenueSummary>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db()
    .selectFrom("venues")
    .select(["id", "name", "slug", "street", "zip", "city", "phone", "website", "image_id", "description_de", "description_en"])
    .where("id", "in", wanted)
    .where("is_online", "=", 1)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        street: row.street,
        zip: row.zip,
        city: row.city,
        phone: row.phone,
        website: row.website,
        imageId: row.image_id,
        description: (locale === "en" && row.description_en) || row.description_de,
      },
    ]),
  );
}
