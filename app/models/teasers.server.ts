import { db } from "~/db/db.server";
import { localized } from "~/lib/localize";
import type { Locale } from "~/lib/routes";

/** An event teaser; `position` is the day it shows on (`YYYY-MM-DD`). */
export interface EventTeaser {
  id: number;
  name: string;
  position: string;
  preline: string;
  headline: string;
  subline: string;
  linkText: string;
  linkUrl: string | null;
  imageId: number | null;
}

/** Online teasers, by position; only those from `fromDay` to `toDay` (inclusive) when given. */
export async function listTeasers(locale: Locale, range: { fromDay?: string; toDay?: string } = {}): Promise<EventTeaser[]> {
  const rows = await db()
    .selectFrom("teasers")
    .selectAll()
    .where("is_online", "=", 1)
    .$if(range.fromDay !== undefined, (qb) => qb.where("position", ">=", range.fromDay!))
    .$if(range.toDay !== undefined, (qb) => qb.where("position", "<=", range.toDay!))
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    position: r.position,
    preline: localized(locale, r.preline_de, r.preline_en),
    headline: localized(locale, r.headline_de, r.headline_en),
    subline: localized(locale, r.subline_de, r.subline_en),
    linkText: localized(locale, r.link_text_de, r.link_text_en),
    linkUrl: r.link_url,
    imageId: r.image_id,
  }));
}
