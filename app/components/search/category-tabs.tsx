import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { SEARCH_CATEGORIES, type SearchCategory } from "~/lib/search";
import { searchHref } from "./search-href";

interface Props {
  q: string;
  current: SearchCategory | null;
  counts: Record<SearchCategory, number>;
}

/** 'All' and one link per category, each with its number of hits; links keep q and start at page 1. */
export function CategoryTabs({ q, current, counts }: Props) {
  const { t, locale } = useTranslation();
  const total = SEARCH_CATEGORIES.reduce((sum, c) => sum + counts[c], 0);
  const tabs: { category: SearchCategory | null; label: string; count: number }[] = [
    { category: null, label: t("search.all"), count: total },
    ...SEARCH_CATEGORIES.map((c) => ({ category: c, label: t(`search.categories.${c}`), count: counts[c] })),
  ];
  return (
    <nav className="search-tabs" aria-label={t("search.categoriesLabel")}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.category ?? "all"}>
            <Link to={searchHref(locale, { q, category: tab.category })} aria-current={tab.category === current ? "page" : undefined} preventScrollReset>
              {tab.label} <span className="search-tabs__count">({tab.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
