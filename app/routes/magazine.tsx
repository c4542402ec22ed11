import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { ArticleGrid } from "~/components/magazine/article-card";
import { MagazineHeader } from "~/components/magazine/magazine-header";
import { magazineMeta } from "~/components/magazine/magazine-meta";
import { Pagination } from "~/components/magazine/pagination";
import magazineStylesheet from "~/styles/magazine.css?url";
// The loader lives in a server module: what it imports stays out of the browser.
import { magazineLoader } from "~/routes/magazine.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: magazineStylesheet }];

export const loader = magazineLoader;

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
