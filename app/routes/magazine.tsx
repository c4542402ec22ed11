import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { ArticleGrid } from "~/components/magazine/article-card";
import { MagazineHeader } from "~/components/magazine/magazine-header";
import { magazineMeta } from "~/components/magazine/magazine-meta";
import { Pagination } from "~/components/magazine/pagination";
import { href } from "~/lib/routes";
import { listArticlesPage } from "~/models/articles.server";
import { i18n, requestLocale } from "~/services/i18n.server";
import { articleCards, assertPageExists, loadMagazineFrame, MAGAZINE_PAGE_SIZE, pageFromQuery } from "~/services/magazine.server";
import magazineStylesheet from "~/styles/magazine.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: magazineStylesheet }];

// /de/mediathek-de?page=n — every article, newest first, 12 per page.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const page = await pageFromQuery(request);
  const [frame, list, t] = await Promise.all([
    loadMagazineFrame(locale),
    listArticlesPage({}, page, MAGAZINE_PAGE_SIZE, locale),
    i18n.getFixedT(locale),
  ]);
  const pages = await assertPageExists(page, list.count, request);
  const path = href("magazine", locale, {}, { page: page > 1 ? page : undefined });
  return {
    frame,
    page,
    pages,
    articles: await articleCards(list.results, locale),
    meta: {
      title: page > 1 ? t("magazine.pageTitle", { title: frame.metaTitle, page }) : frame.metaTitle,
      description: frame.description,
      image: frame.ogImage,
      path,
      alternates: { de: href("magazine", "de", {}, { page: page > 1 ? page : undefined }), en: href("magazine", "en", {}, { page: page > 1 ? page : undefined }) },
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => magazineMeta(data, matches);

export default function Magazine() {
  const { frame, page, pages, articles } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="magazine">
      <MagazineHeader headline={frame.headline} categories={frame.categories} crumbs={[]} current="all" headlineIsTitle />
      {articles.length ? <ArticleGrid articles={articles} label={t("magazine.articles")} leadsPage /> : <p>{t("magazine.empty")}</p>}
      <Pagination page={page} pages={pages} basePath={frame.url} />
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
