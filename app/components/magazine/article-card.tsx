import { Link } from "@remix-run/react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageRecord } from "~/lib/images";

export interface ArticleCardData {
  id: number;
  title: string;
  teaser: string;
  url: string;
  publishedAt: string;
  /** Formatted on the server in the page's language. */
  publishedLabel: string;
  category: string | null;
  image: ImageRecord | null;
}

/** One article in a list: image, category, date, title (the card's link) and teaser. */
export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="magazine-card">
      {article.image ? <ResponsiveImage image={article.image} sizes="(min-width: 64em) 22rem, (min-width: 48em) 50vw, 100vw" /> : null}
      <div className="magazine-card__body">
        <p className="magazine-card__meta">
          {article.category ? <span className="magazine-card__category">{article.category}</span> : null}
          <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
        </p>
        <Heading className="magazine-card__title">
          <Link to={article.url} className="magazine-card__link">
            {article.title}
          </Link>
        </Heading>
        {article.teaser ? <p className="magazine-card__teaser">{article.teaser}</p> : null}
      </div>
    </article>
  );
}

export function ArticleGrid({ articles, headingLevel = 2, label }: { articles: ArticleCardData[]; headingLevel?: 2 | 3; label?: string }) {
  return (
    <ul className="magazine-grid" aria-label={label}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
