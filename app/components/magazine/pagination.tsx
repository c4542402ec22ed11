import { useTranslation } from "~/components/i18n";
import { PageLinks } from "~/components/ui/page-links";

/** Every page as a link (`?page=n`; page 1 without the parameter), so it works without JavaScript. */
export function Pagination({ page, pages, basePath }: { page: number; pages: number; basePath: string }) {
  const { t } = useTranslation();
  return (
    <PageLinks
      page={page}
      pages={pages}
      numbers={Array.from({ length: pages }, (_, i) => i + 1)}
      urlFor={(n) => (n === 1 ? basePath : `${basePath}?page=${n}`)}
      className="magazine-pagination"
      texts={{
        label: t("magazine.pagination"),
        previous: t("magazine.previousPage"),
        next: t("magazine.nextPage"),
        pageNumber: (n) => t("magazine.pageNumber", { page: String(n) }),
      }}
    />
  );
}
