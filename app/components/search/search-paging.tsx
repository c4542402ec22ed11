import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
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

/** Previous, page numbers and next, as links that keep q (page 1 without a page segment). */
export function SearchPaging({ q, category, page, pages }: Props) {
  const { t, locale } = useTranslation();
  if (pages <= 1) return null;
  const url = (n: number) => searchHref(locale, { q, category, page: n });
  return (
    <nav className="search-paging" aria-label={t("search.pagination")}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={url(page - 1)} rel="prev">
              {t("search.previousPage")}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
          <li key={n}>
            <Link to={url(n)} aria-current={n === page ? "page" : undefined} aria-label={t("search.pageNumber", { page: n })}>
              {n}
            </Link>
          </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={url(page + 1)} rel="next">
              {t("search.nextPage")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
