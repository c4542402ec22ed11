import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";

/** Paging as plain links (`?page=n`; page 1 without the parameter), so it works without JavaScript. */
export function Pagination({ page, pages, basePath }: { page: number; pages: number; basePath: string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const url = (n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`);
  return (
    <nav className="magazine-pagination" aria-label={t("magazine.pagination")}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={url(page - 1)} rel="prev">
              {t("magazine.previousPage")}
            </Link>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link to={url(n)} aria-current={n === page ? "page" : undefined} aria-label={t("magazine.pageNumber", { page: String(n) })}>
              {n}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={url(page + 1)} rel="next">
              {t("magazine.nextPage")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
