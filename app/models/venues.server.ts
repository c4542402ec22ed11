import { db } from "~/db/db.server";
import { memoArgsUntilChange } from "~/db/memo.server";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";
import type { VenueSummary } from "~/lib/types/venues";

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
        description: localized(locale, row.description_de, row.description_en),
      },
    ]),
  );
}

export interface VenueDetail extends VenueSummary {
  lat: number | null;
  lng: number | null;
  rooms: { id: number; name: string }[];
}

/**
 * An online venue with its rooms; undefined when missing or offline. Kept until the content changes:
 * an uncached venue page reads the venue, its place and rooms no more. Keys are ids visitors choose,
 * hence bounded. Callers share what it answers and change nothing of it.
 */
export const findVenueDetail: (id: number, locale: Locale) => Promise<VenueDetail | undefined> = memoArgsUntilChange(readVenueDetail, 1000);

/** The venue in three queries. */
async function readVenueDetail(id: number, locale: Locale): Promise<VenueDetail | undefined> {
  const venue = (await findVenuesByIds([id], locale)).get(id);
  if (!venue) return undefined;
  const [coords, rooms] = await Promise.all([
    db().selectFrom("venues").select(["lat", "lng"]).where("id", "=", id).executeTakeFirstOrThrow(),
    db().selectFrom("rooms").select(["id", "name_de", "name_en"]).where("venue_id", "=", id).orderBy("sort").orderBy("id").execute(),
  ]);
  return {
    ...venue,
    lat: coords.lat === null ? null : Number(coords.lat),
    lng: coords.lng === null ? null : Number(coords.lng),
    rooms: rooms.map((r) => ({ id: r.id, name: localized(locale, r.name_de, r.name_en) })),
  };
}
