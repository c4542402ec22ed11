import { useTranslation } from "~/components/i18n";
import { PageLinks } from "~/components/ui/page-links";
import type { SearchCategory } from "~/lib/search";
import { searchHref } from "./search-href";

interface Props {
  q: string;
  category: SearchCategory | null;
  page: number;
  pages: number;
}

/** Page numbers around the current one, plus the first and the last; null marks a gap. */
export function pageWindow(page: number, pages: number, radius = 2): (number | null)[] {
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= radius);
  // A gap of one page shows that page: "…" would take the same room.
  return shown.flatMap((n, i) => {
    const gap = i > 0 ? n - shown[i - 1]! - 1 : 0;
    return gap === 0 ? [n] : gap === 1 ? [n - 1, n] : [null, n];
  });
}

/** Previous, a window of page numbers and next, as links that keep q (page 1 without a page segment). */
export function SearchPaging({ q, category, page, pages }: Props) {
  const { t, locale } = useTranslation();
  return (
    <PageLinks
      page={page}
      pages={pages}
      numbers={pageWindow(page, pages)}
      urlFor={(n) => searchHref(locale, { q, category, page: n })}
      className="search-paging"
      texts={{
        label: t("search.pagination"),
        previous: t("search.previousPage"),
        next: t("search.nextPage"),
        pageNumber: (n) => t("search.pageNumber", { page: n }),
      }}
    />
  );
}
