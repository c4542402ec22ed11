import { useTranslation } from "~/components/i18n";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { urlForMagazine } from "~/lib/entity-urls";
// eslint-disable-next-line no-restricted-imports -- the event and article card types are moved by the card unification
import type { ArticleCard } from "~/services/module-data.server";
import { anchorId, cx, type ModuleData, type ModuleProps } from "./field-readers";
import { ModuleLink } from "./module-link";

function ArticleTeaser({ article, data, large = false }: { article: ArticleCard; data: ModuleData; large?: boolean }) {
  const image = article.imageId !== null ? data.images[article.imageId] : undefined;
  return (
    <article className={cx("article-card", large && "article-card--large")}>
      {image ? <ResponsiveImage image={image} sizes={large ? "(min-width: 64em) 40rem, 100vw" : "(min-width: 64em) 22rem, (min-width: 48em) 50vw, 100vw"} /> : null}
      <div className="article-card__body">
        <p className="article-card__meta">
          {article.category ? <span className="article-card__category">{article.category.name}</span> : null}
          <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
        </p>
        <h3>
          <ModuleLink to={article.url} className="card-link">
            {article.title}
          </ModuleLink>
        </h3>
        {article.teaser ? <p className="article-card__teaser">{article.teaser}</p> : null}
      </div>
    </article>
  );
}

/** The latest magazine articles (1–8, as set in `items`). */
export function BlogTeaserListModule({ fields, data, locale, moduleKey }: ModuleProps) {
  const { t } = useTranslation();
  const articles = data.articles ?? [];
  const titleId = `blog-${moduleKey.replace(/\W/g, "-")}`;
  return (
    <section className="module module-blogteaserlist" id={anchorId(fields.anchor)} aria-labelledby={data.followsHeadline ? undefined : titleId}>
      {/* After an editor's headline, that headline is the title; otherwise the list brings its own. */}
      <div className={data.followsHeadline ? "module-heading-row module-heading-row--link-only" : "module-heading-row"}>
        {data.followsHeadline ? null : <h2 id={titleId}>{t("cms.blog.title")}</h2>}
        <ModuleLink to={urlForMagazine(locale)} className="link-arrow">
          {t("cms.blog.all")}
        </ModuleLink>
      </div>
      {articles.length ? (
        <ul className="card-grid">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleTeaser article={article} data={data} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("cms.blog.empty")}</p>
      )}
    </section>
  );
}

/** Highlighted articles of chosen categories: one large, the others beside it. */
export function HighlightTeaserModule({ fields, data, moduleKey }: ModuleProps) {
  const { t } = useTranslation();
  const [first, ...rest] = data.articles ?? [];
  if (!first) return null;
  const titleId = `highlight-${moduleKey.replace(/\W/g, "-")}`;
  return (
    <section className="module module-highlightteaser" id={anchorId(fields.anchor)} aria-labelledby={data.followsHeadline ? undefined : titleId}>
      {data.followsHeadline ? null : <h2 id={titleId}>{t("cms.highlight.title")}</h2>}
      <div className="highlight-grid">
        <ArticleTeaser article={first} data={data} large />
        {rest.length ? (
          <ul>
            {rest.map((article) => (
              <li key={article.id}>
                <ArticleTeaser article={article} data={data} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
