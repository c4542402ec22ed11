import { useTranslation } from "~/components/i18n";
import { ArticleCard } from "~/components/magazine/article-card";
import { urlForMagazine } from "~/lib/entity-urls";
import type { ArticleCardData } from "~/lib/types/article-card";
import { anchorId, type ModuleProps } from "./field-readers";
import { ModuleLink } from "./module-link";

/** A CMS teaser's article: the magazine's card in the teaser's look (its own classes, an `h3`). */
function ArticleTeaser({ article, large = false }: { article: ArticleCardData; large?: boolean }) {
  return <ArticleCard article={article} block="article-card" large={large} headingLevel={3} titleClass={false} linkClass="card-link" prefetch />;
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
              <ArticleTeaser article={article} />
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
        <ArticleTeaser article={first} large />
        {rest.length ? (
          <ul>
            {rest.map((article) => (
              <li key={article.id}>
                <ArticleTeaser article={article} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
