import { db } from "~/db/db.server";
import { memoUntilChange } from "~/db/memo.server";
import { localized } from "~/lib/localize";
import type { Locale } from "~/lib/routes";
import type { BreakingNews } from "~/lib/types/breaking-news";

// Every page reads the alerts: the active ones are kept until the content changes, their time windows
// are compared with the clock at each call (ISO instants compare as text, as in the database).
const activeRows = memoUntilChange(() => db().selectFrom("breaking_news").selectAll().where("is_active", "=", 1).orderBy("id", "desc").execute());

/** Active alerts whose time window contains `now`, newest first. */
export async function listCurrentBreakingNews(locale: Locale, now = new Date()): Promise<BreakingNews[]> {
  const instant = now.toISOString();
  const rows = (await activeRows(undefined)).filter((row) => (row.online_from === null || row.online_from <= instant) && (row.online_to === null || row.online_to > instant));
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
