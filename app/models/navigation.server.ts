import { db } from "~/db/db.server";
import { memoUntilChange } from "~/db/memo.server";
import type { Locale } from "~/lib/routes";
import type { Navigation, NavItem } from "~/lib/types/navigation";
import { isExternal } from "~/lib/urls";
import { localized } from "~/lib/localize";

function pageUrl(locale: Locale, path: string): string {
  return path ? `/${locale}/${path}` : `/${locale}`;
}

/** Primary, secondary and footer menus in one query, as trees; kept until the content changes (read-only). */
export const getNavigation: (locale: Locale) => Promise<Navigation> = memoUntilChange(readNavigation);

async function readNavigation(locale: Locale): Promise<Navigation> {
  const rows = await db()
    .selectFrom("navigation_items as n")
    .leftJoin("pages as p", "p.id", "n.page_id")
    .select([
      "n.id",
      "n.menu",
      "n.parent_id",
      "n.label_de",
      "n.label_en",
      "n.url_de",
      "n.url_en",
      "n.has_tab_navigation",
      "n.opens_new_tab",
      "p.url_de as page_url_de",
      "p.url_en as page_url_en",
      "p.is_online as page_online",
    ])
    .where("n.is_online", "=", 1)
    .orderBy("n.sort")
    .orderBy("n.id")
    .execute();

  const items = new Map<number, NavItem & { parent: number | null; menu: string }>();
  for (const row of rows) {
    if (row.page_online === 0) continue;
    const pagePath = locale === "en" ? row.page_url_en : row.page_url_de;
    const url =
      localized(locale, row.url_de, row.url_en) ?? (pagePath !== null ? pageUrl(locale, pagePath) : "#");
    items.set(row.id, {
      menu_name: localized(locale, row.label_de, row.label_en),
      url,
      children: [],
      has_tab_navigation: row.has_tab_navigation === 1,
      opens_new_tab: row.opens_new_tab === 1,
      parent: row.parent_id,
      menu: row.menu,
    });
  }

  const nav: Navigation = { menu: [], secondary: [], footer: [] };
  for (const { parent, menu, ...item } of items.values()) {
    if (parent !== null) {
      items.get(parent)?.children.push(item);
    } else if (menu === "primary") nav.menu.push(item);
    else if (menu === "secondary") nav.secondary.push(item);
    else nav.footer.push({ title: item.menu_name, url: item.url, opens_new_tab: item.opens_new_tab || isExternal(item.url) });
  }
  return nav;
}
