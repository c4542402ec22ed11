import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";

/** Previous/next links (plain links, so paging works without JavaScript). */
export function Paging({ page, pages, urlFor }: { page: number; pages: number; urlFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="catalogue-paging" aria-label={t("catalogue.paging.label")}>
      {page > 1 ? (
        <Link to={urlFor(page - 1)} rel="prev">
          {t("catalogue.paging.previous")}
        </Link>
      ) : null}
      <span>{t("catalogue.paging.page", { page, pages })}</span>
      {page < pages ? (
        <Link to={urlFor(page + 1)} rel="next">
          {t("catalogue.paging.next")}
        </Link>
      ) : null}
    </nav>
  );
}
