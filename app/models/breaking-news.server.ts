import { db } from "~/db/db.server";
import { localized } from "~/lib/localize";
import type { Locale } from "~/lib/routes";
import type { BreakingNews } from "~/lib/types/breaking-news";

/** Active alerts whose time window contains `now`, newest first. */
export async function listCurrentBreakingNews(locale: Locale, now = new Date()): Promise<BreakingNews[]> {
  const instant = now.toISOString();
  const rows = await db()
    .selectFrom("breaking_news")
    .selectAll()
    .where("is_active", "=", 1)
    .where((eb) => eb.or([eb("online_from", "is", null), eb("online_from", "<=", instant)]))
    .where((eb) => eb.or([eb("online_to", "is", null), eb("online_to", ">", instant)]))
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => {
    const url = localized(locale, row.link_url_de, row.link_url_en);
    return {
      id: row.id,
      title: localized(locale, row.title_de, row.title_en) ?? "",
      text: localized(locale, row.text_de, row.text_en) ?? "",
      link: url ? { url } : null,
      link_title: localized(locale, row.link_title_de, row.link_title_en),
    };
  });
}
