import { Link } from "~/components/ui/link";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ArticleCardData } from "~/lib/types/article-card";

interface ArticleCardProps {
  article: ArticleCardData;
  /** The BEM block of the card's classes: `magazine-card` (magazine pages) or `article-card` (CMS teasers). */
  block?: "magazine-card" | "article-card";
  /** The highlighted card of a teaser: `{block}--large`, with a wider image. */
  large?: boolean;
  headingLevel?: 2 | 3;
  /** The heading gets `{block}__title` unless the block styles its heading itself. */
  titleClass?: boolean;
  /** The title link's class: `{block}__link` unless given (`card-link` stretches it over the card). */
  linkClass?: string;
  /** The title link loads the article's data on hover or focus. */
  prefetch?: boolean;
  /** The card's image is the page's largest paint: it loads at once, with priority. */
  priority?: boolean;
}

/** One article in a list: image, category, date, title (the card's link) and teaser. */
export function ArticleCard(props: ArticleCardProps) {
  const { article, block = "magazine-card", large = false, headingLevel = 2, titleClass = true, prefetch = false, priority = false } = props;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={large ? `${block} ${block}--large` : block}>
      {article.image ? <ResponsiveImage image={article.image} sizes={large ? "(min-width: 64em) 40rem, 100vw" : "(min-width: 64em) 22rem, (min-width: 48em) 50vw, 100vw"} priority={priority} /> : null}
      <div className={`${block}__body`}>
        <p className={`${block}__meta`}>
          {article.category ? <span className={`${block}__category`}>{article.category.name}</span> : null}
          <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
        </p>
        <Heading className={titleClass ? `${block}__title` : undefined}>
          <Link to={article.url} className={props.linkClass ?? `${block}__link`} prefetch={prefetch ? "intent" : undefined}>
            {article.title}
          </Link>
        </Heading>
        {article.teaser ? <p className={`${block}__teaser`}>{article.teaser}</p> : null}
      </div>
    </article>
  );
}

/**
 * The articles as cards. `leadsPage`: the grid is the page's first content, so its first image is the
 * largest paint on a phone and loads at once, with priority (the others stay lazy).
 */
export function ArticleGrid(props: { articles: ArticleCardData[]; headingLevel?: 2 | 3; label?: string; leadsPage?: boolean }) {
  const { articles, headingLevel = 2, label, leadsPage = false } = props;
  const firstWithImage = leadsPage ? articles.find((article) => article.image)?.id : undefined;
  return (
    <ul className="magazine-grid" aria-label={label}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} priority={article.id === firstWithImage} />
        </li>
      ))}
    </ul>
  );
}
