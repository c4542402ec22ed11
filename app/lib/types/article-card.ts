import type { ImageRecord } from "~/lib/images";

/** One magazine article as a card (magazine lists, related articles, CMS teasers), formatted on the server. */
export interface ArticleCardData {
  id: number;
  title: string;
  teaser: string;
  url: string;
  publishedAt: string;
  /** The publication date in the page's language. */
  publishedLabel: string;
  category: { id: number; name: string; slug: string } | null;
  image: ImageRecord | null;
}
