import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { ArticleGrid } from "~/components/magazine/article-card";
import { MagazineHeader } from "~/components/magazine/magazine-header";
import { magazineMeta } from "~/components/magazine/magazine-meta";
import { Pagination } from "~/components/magazine/pagination";
import { href } from "~/lib/routes";
import { findArticleCategory } from "~/models/article-taxonomy.server";
import { notFound } from "~/services/http/http-errors.server";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { reportError } from "~/services/http/monitoring.server";
import { articleCards, assertPageExists, loadMagazineFrame, magazineArticles, pageFromQuery, positiveIntOr404 } from "~/services/magazine.server";
import magazineStylesheet from "~/styles/magazine.css?url";
import { safeRedirect } from "~/services/http/redirect.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: magazineStylesheet }];

// /de/mediathek-de/categories/{category}/{id}?page=n — the articles of one category.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const id = await positiveIntOr404(params.id, "category id", request);
  const page = await pageFromQuery(request);
  const category = await findArticleCategory(id, locale);
  if (!category) {
    reportError(new Error(`Unknown article category ${id}`), { url: request.url });
    throw await notFound();
  }
  const slug = category.slug || "-";
  const query = { page: page > 1 ? page : undefined };
  // A stale or mistyped slug: 301 to the canonical URL.
  if (params.category !== slug) throw safeRedirect(href("magazine-category", locale, { category: slug, id }, query), href("magazine", locale), 301);

  const [frame, list, t] = await Promise.all([loadMagazineFrame(locale), magazineArticles({ categoryId: id }, page, locale), fixedT(locale)]);
  const pages = await assertPageExists(page, list.count, request);
  const path = href("magazine-category", locale, { category: slug, id }, query);
  return {
    frame,
    category,
    page,
    pages,
    basePath: href("magazine-category", locale, { category: slug, id }),
    articles: await articleCards(list.results, locale),
    meta: {
      title: page > 1 ? t("magazine.pageTitle", { title: `${category.name} – ${frame.metaTitle}`, page }) : `${category.name} – ${frame.metaTitle}`,
      description: frame.description,
      image: frame.ogImage,
      path,
      alternates: { de: href("magazine-category", "de", { category: slug, id }, query), en: href("magazine-category", "en", { category: slug, id }, query) },
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => magazineMeta(data, matches);

export default function MagazineCategory() {
  const { frame, category, page, pages, basePath, articles } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="magazine">
      <MagazineHeader headline={frame.headline} categories={frame.categories} crumbs={[{ label: category.name, url: null }]} current={category.id} headlineIsTitle={false} />
      <h1 className="magazine__title">{category.name}</h1>
      {articles.length ? <ArticleGrid articles={articles} label={t("magazine.articles")} leadsPage /> : <p>{t("magazine.empty")}</p>}
      <Pagination page={page} pages={pages} basePath={basePath} />
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
