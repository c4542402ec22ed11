/** The magazine ("Mediathek"): four categories, eight tags and sixteen articles. */
import { ARTICLES } from "./articles";
import { fromNow, id, image, insert, insertPlain, slugify, type SeedContext } from "./context";
import { personKey } from "./persons";
import { state } from "./richtext";

const CATEGORIES: [string, string, string][] = [
  ["interviews", "Interviews", "Interviews"],
  ["hinter-den-kulissen", "Hinter den Kulissen", "Behind the scenes"],
  ["leseempfehlungen", "Leseempfehlungen", "Reading tips"],
  ["festival-news", "Festival-News", "Festival news"],
];

const TAGS: [string, string, string][] = [
  ["vorlesen", "Vorlesen", "Reading aloud"],
  ["illustration", "Illustration", "Illustration"],
  ["theater", "Theater", "Theatre"],
  ["schule", "Schule", "School"],
  ["jugendbuch", "Jugendbuch", "Young adult"],
  ["comic", "Comic", "Comics"],
  ["familie", "Familie", "Family"],
  ["mehrsprachigkeit", "Mehrsprachigkeit", "Multilingualism"],
];

/** Strips quotation marks from titles before slugging them. */
const titleSlug = (title: string) => slugify(title.replace(/[„“”"]/g, "")).slice(0, 80).replace(/-+$/, "");

export async function seedMagazine(ctx: SeedContext): Promise<void> {
  await insert(ctx, "article_categories", CATEGORIES.map(([slug, de, en], sort) => ({ slug, name_de: de, name_en: en, sort })), CATEGORIES.map(([s]) => `article-category:${s}`));
  await insert(ctx, "article_tags", TAGS.map(([slug, de, en], sort) => ({ slug, name_de: de, name_en: en, sort })), TAGS.map(([s]) => `article-tag:${s}`));
  const ids = await insert(
    ctx,
    "articles",
    ARTICLES.map((a) => ({
      title_de: a.title[0], title_en: a.title[1], slug_de: titleSlug(a.title[0]), slug_en: titleSlug(a.title[1]),
      teaser_de: a.teaser[0], teaser_en: a.teaser[1],
      body_de: JSON.stringify(state(...a.body[0])), body_en: JSON.stringify(state(...a.body[1])),
      category_id: id(ctx, `article-category:${a.category}`), image_id: image(ctx, a.image),
      author_id: id(ctx, personKey(...a.author)), published_at: fromNow(ctx, -a.daysAgo, -3), is_highlight: a.highlight ? 1 : 0,
    })),
    ARTICLES.map((_, i) => `article:${i + 1}`),
  );
  await insertPlain(ctx, "article_tag_links", ARTICLES.flatMap((a, i) => a.tags.map((tag) => ({ article_id: ids[i], tag_id: id(ctx, `article-tag:${tag}`) }))));
}
