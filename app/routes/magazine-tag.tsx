import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { ArticleGrid } from "~/components/magazine/article-card";
import { MagazineHeader } from "~/components/magazine/magazine-header";
import { magazineMeta } from "~/components/magazine/magazine-meta";
import { Pagination } from "~/components/magazine/pagination";
import { href } from "~/lib/routes";
import { findArticleTag } from "~/models/article-taxonomy.server";
import { notFound } from "~/services/http/http-errors.server";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { reportError } from "~/services/http/monitoring.server";
import { articleCards, assertPageExists, loadMagazineFrame, magazineArticles, pageFromQuery, positiveIntOr404 } from "~/services/magazine.server";
import magazineStylesheet from "~/styles/magazine.css?url";
import { safeRedirect } from "~/services/http/redirect.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: magazineStylesheet }];

// /de/mediathek-de/tags/{tag}/{id}?page=n — the articles of one topic.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const id = await positiveIntOr404(params.id, "tag id", request);
  const page = await pageFromQuery(request);
  const tag = await findArticleTag(id, locale);
  if (!tag) {
    reportError(new Error(`Unknown article tag ${id}`), { url: request.url });
    throw await notFound();
  }
  const slug = tag.slug || "-";
  const query = { page: page > 1 ? page : undefined };
  if (params.tag !== slug) throw safeRedirect(href("magazine-tag", locale, { tag: slug, id }, query), href("magazine", locale), 301);

  const [frame, list, t] = await Promise.all([loadMagazineFrame(locale), magazineArticles({ tagId: id }, page, locale), fixedT(locale)]);
  const pages = await assertPageExists(page, list.count, request);
  const title = t("magazine.tagTitle", { tag: tag.name });
  return {
    frame,
    tag,
    title,
    page,
    pages,
    basePath: href("magazine-tag", locale, { tag: slug, id }),
    articles: await articleCards(list.results, locale),
    meta: {
      title: page > 1 ? t("magazine.pageTitle", { title: `${title} – ${frame.metaTitle}`, page }) : `${title} – ${frame.metaTitle}`,
      description: frame.description,
      image: frame.ogImage,
      path: href("magazine-tag", locale, { tag: slug, id }, query),
      alternates: { de: href("magazine-tag", "de", { tag: slug, id }, query), en: href("magazine-tag", "en", { tag: slug, id }, query) },
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => magazineMeta(data, matches);

export default function MagazineTag() {
  const { frame, title, page, pages, basePath, articles } = useLoaderData<typeof loader>();
  const { t, locale } = useTranslation();
  return (
    <div className="magazine">
      <MagazineHeader
        headline={frame.headline}
        categories={frame.categories}
        crumbs={[{ label: t("magazine.topicsTitle"), url: href("magazine-tags", locale) }, { label: title, url: null }]}
        current={null}
        headlineIsTitle={false}
      />
      <h1 className="magazine__title">{title}</h1>
      {articles.length ? <ArticleGrid articles={articles} label={t("magazine.articles")} leadsPage /> : <p>{t("magazine.empty")}</p>}
      <Pagination page={page} pages={pages} basePath={basePath} />
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
