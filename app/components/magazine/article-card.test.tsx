import { describe, expect, it } from "vitest";
import { BlogTeaserListModule, HighlightTeaserModule } from "~/components/cms/modules/articles";
import { testImage as image } from "~/components/test-support/fixtures";
import { renderMarkup } from "~/components/test-support/render-markup";
import type { ArticleCardData } from "~/lib/types/article-card";
import { ArticleGrid } from "./article-card";

// The snapshots are the markup the magazine's card and the CMS teasers' own copy rendered before
// they became one component: each keeps its classes, heading level and link.
const article: ArticleCardData = {
  id: 4,
  title: "Lesen",
  teaser: "Über das Lesen",
  url: "/de/mediathek-de/lesen/4",
  publishedAt: "2026-11-01T10:00:00.000Z",
  publishedLabel: "1. November 2026",
  category: { id: 1, name: "Tipps", slug: "tipps" },
  image,
};
const articles: ArticleCardData[] = [article, { ...article, id: 5, teaser: "", category: null, image: null }];
const props = { fields: {}, locale: "de" as const, renderModule: () => null };

describe("ArticleCard", () => {
  it("renders the magazine's grid as before", async () => {
    await expect(renderMarkup(<ArticleGrid articles={articles} label="Beiträge" />)).toMatchFileSnapshot("./__snapshots__/magazine-grid.html");
    await expect(renderMarkup(<ArticleGrid articles={articles} headingLevel={3} />)).toMatchFileSnapshot("./__snapshots__/magazine-grid-h3.html");
  });

  it("renders the CMS teasers as before", async () => {
    const blog = <BlogTeaserListModule {...props} moduleKey="b1" data={{ images: {}, venues: {}, articles }} />;
    await expect(renderMarkup(blog)).toMatchFileSnapshot("./__snapshots__/cms-blog-teasers.html");
    const highlight = <HighlightTeaserModule {...props} moduleKey="h1" data={{ images: {}, venues: {}, articles, followsHeadline: true }} />;
    await expect(renderMarkup(highlight)).toMatchFileSnapshot("./__snapshots__/cms-highlight-teasers.html");
  });

  it("links the title and shows category and date", () => {
    const html = renderMarkup(<ArticleGrid articles={[article]} />);
    expect(html).toContain('<a class="magazine-card__link" data-page="" href="/de/mediathek-de/lesen/4">Lesen</a>');
    expect(html).toContain('<span class="magazine-card__category">Tipps</span><time dateTime="2026-11-01T10:00:00.000Z">1. November 2026</time>');
  });
});
