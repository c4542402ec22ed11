import { db } from "~/db/db.server";
import { memoArgsUntilChange, memoUntilChange } from "~/db/memo.server";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";

export interface SeriesDetail {
  id: number;
  slug: string;
  name: string;
  /** Rich text (Lexical JSON) in the locale. */
  text: string;
  imageId: number | null;
  isSubscription: boolean;
}

function toDetail(row: { id: number; slug: string; name_de: string; name_en: string; text_de: string; text_en: string; image_id: number | null; is_subscription: number }, locale: Locale): SeriesDetail {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(locale, row.name_de, row.name_en),
    text: localized(locale, row.text_de, row.text_en),
    imageId: row.image_id,
    isSubscription: row.is_subscription === 1,
  };
}

const COLUMNS = ["id", "slug", "name_de", "name_en", "text_de", "text_en", "image_id", "is_subscription"] as const;

/**
 * An online series, kept until the content changes: an uncached series page reads it no more. Keys
 * are ids visitors choose, hence bounded. Callers share what it answers and change nothing of it.
 */
export const findSeries: (id: number, locale: Locale) => Promise<SeriesDetail | undefined> = memoArgsUntilChange(readSeries, 1000);

async function readSeries(id: number, locale: Locale): Promise<SeriesDetail | undefined> {
  const row = await db().selectFrom("series").select(COLUMNS).where("id", "=", id).where("is_online", "=", 1).executeTakeFirst();
  return row ? toDetail(row, locale) : undefined;
}

/**
 * Online series that are subscriptions (`is_subscription`), in order; kept until the content changes:
 * an uncached subscriptions page reads them no more. Callers change nothing of it.
 */
export const listSubscriptions: (locale: Locale) => Promise<SeriesDetail[]> = memoUntilChange(readSubscriptions);

async function readSubscriptions(locale: Locale): Promise<SeriesDetail[]> {
  const rows = await db()
    .selectFrom("series")
    .select(COLUMNS)
    .where("is_online", "=", 1)
    .where("is_subscription", "=", 1)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((row) => toDetail(row, locale));
}
