/** The editor's link finder: records found by title, with their addresses in both locales. */
import type { LinkKind, LinkResult } from "~/lib/editor/form-choices";
import { urlForArticle, urlForEvent, urlForVenue } from "~/lib/entity-urls";
import { formatShortDate } from "~/lib/dates";
import { localized } from "~/lib/localize";
import { href, LOCALES, type Locale } from "~/lib/routes";
import { findLinkTargets, type LinkTargetRow } from "~/models/link-targets.server";
import { pagePath } from "~/models/pages.server";

export const LINK_FINDER_LIMIT = 20;

function urlOf(row: LinkTargetRow, locale: Locale): string {
  const entity = { id: row.id, slug: (locale === "en" ? row.path_en || row.path_de : row.path_de) || "-" };
  switch (row.kind) {
    case "page":
      return pagePath(locale, locale === "en" ? row.path_en : row.path_de);
    case "event":
      return urlForEvent(locale, entity);
    case "production":
      return href("production", locale, entity);
    case "person":
      return href("person", locale, entity);
    case "venue":
      return urlForVenue(locale, entity);
    case "article":
      return urlForArticle(locale, entity);
  }
}

export async function findLinks(q: string, kind: LinkKind | null, locale: Locale): Promise<LinkResult[]> {
  const rows = await findLinkTargets(q, kind, LINK_FINDER_LIMIT);
  return rows.map((row) => {
    const title = localized(locale, row.title_de, row.title_en);
    return {
      kind: row.kind,
      id: row.id,
      label: row.date ? `${title} (${formatShortDate(row.date, locale)})` : title,
      urls: Object.fromEntries(LOCALES.map((l) => [l, urlOf(row, l)])) as Record<Locale, string>,
    };
  });
}
