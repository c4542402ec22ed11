import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { RichText } from "~/components/cms/rich-text";
import { useTranslation } from "~/components/i18n";
import { ArticleGrid } from "~/components/magazine/article-card";
import { MagazineHeader } from "~/components/magazine/magazine-header";
import { magazineMeta } from "~/components/magazine/magazine-meta";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { formatLongDate } from "~/lib/dates";
import { mediaUrl } from "~/lib/images";
import { href } from "~/lib/routes";
import { findImages } from "~/models/images.server";
import { notFound } from "~/services/http/http-errors.server";
import { requestLocale } from "~/services/i18n.server";
import { reportError } from "~/services/http/monitoring.server";
import { articleCards, loadMagazineFrame, magazineArticle, positiveIntOr404 } from "~/services/magazine.server";
import { detailAlternates } from "~/services/catalogue.server";
import magazineStylesheet from "~/styles/magazine.css?url";
import { safeRedirect } from "~/services/http/redirect.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: magazineStylesheet }];

// /de/mediathek-de/{slug}/{id} — one article; a stale slug redirects to the canonical URL.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const id = await positiveIntOr404(params.id, "article id", request);
  const found = await magazineArticle(id, locale);
  if (!found) {
    reportError(new Error(`Unknown or offline article ${id}`), { url: request.url });
    throw await notFound();
  }
  const { article, related } = found;
  const slug = article.slugs[locale] || "-";
  if (params.slug !== slug) throw safeRedirect(href("article", locale, { slug, id }), href("magazine", locale), 301);

  const [frame, images] = await Promise.all([loadMagazineFrame(locale), findImages([article.imageId], locale)]);
  const image = article.imageId !== null ? images.get(article.imageId) ?? null : null;
  const alternates = detailAlternates("article", article.slugs, id);
  return {
    frame,
    article: {
      id,
      title: article.title,
      teaser: article.teaser,
      body: article.body,
      publishedAt: article.publishedAt,
      publishedLabel: formatLongDate(article.publishedAt, locale),
      author: article.author
        ? { name: article.author.name, url: article.author.isOnline ? href("person", locale, { slug: article.author.slug || "-", id: article.author.id }) : null }
        : null,
      category: article.category
        ? { id: article.category.id, name: article.category.name, url: href("magazine-category", locale, { category: article.category.slug || "-", id: article.category.id }) }
        : null,
      tags: article.tags.map((tag) => ({ ...tag, url: href("magazine-tag", locale, { tag: tag.slug || "-", id: tag.id }) })),
      image,
    },
    related: await articleCards(related, locale),
    alternates,
    meta: {
      title: article.title,
      description: article.teaser,
      image: image ? mediaUrl(image.name, image.width, "jpg") : frame.ogImage,
      path: alternates[locale],
      ogType: "article",
      alternates,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => magazineMeta(data, matches);

export default function Article() {
  const { frame, article, related } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const crumbs = [...(article.category ? [{ label: article.category.name, url: article.category.url }] : []), { label: article.title, url: null }];
  return (
    <div className="magazine">
      <MagazineHeader headline={frame.headline} categories={frame.categories} crumbs={crumbs} current={null} headlineIsTitle={false} />
      <article className="magazine-article">
        <header className="magazine-article__header">
          <p className="magazine-article__meta">
            {article.category ? (
              <>
                <span className="visually-hidden">{t("magazine.category")}: </span>
                <Link to={article.category.url} className="magazine-article__category">
                  {article.category.name}
                </Link>
              </>
            ) : null}
            <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
          </p>
          <h1>{article.title}</h1>
          {article.teaser ? <p className="magazine-article__teaser">{article.teaser}</p> : null}
          {article.author ? (
            <p className="magazine-article__author">
              {t("magazine.by")} {article.author.url ? <Link to={article.author.url}>{article.author.name}</Link> : article.author.name}
            </p>
          ) : null}
        </header>
        {article.image ? <ResponsiveImage image={article.image} sizes="(min-width: 64em) 46rem, 100vw" priority className="magazine-article__image" /> : null}
        {/* The body's headings start at h3 below this (hidden) h2, so the outline has no gap. */}
        <h2 className="visually-hidden">{t("magazine.articleText")}</h2>
        <RichText value={article.body} className="rich-text magazine-article__body" />
        {article.tags.length ? (
          <nav className="magazine-article__tags" aria-label={t("magazine.tags")}>
            <ul>
              {article.tags.map((tag) => (
                <li key={tag.id}>
                  <Link to={tag.url}>#{tag.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </article>
      {related.length && article.category ? (
        <section className="magazine-related" aria-labelledby="magazine-related-title">
          <h2 id="magazine-related-title">{t("magazine.related", { category: article.category.name })}</h2>
          <ArticleGrid articles={related} headingLevel={3} />
        </section>
      ) : null}
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
