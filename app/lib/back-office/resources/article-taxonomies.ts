import { namedSpec } from "./named";

/** The magazine's categories (each has its page of articles). */
export const articleCategoriesSpec = namedSpec("article-categories", "content", (t) => t.contentRecords.categories.title, (t) => t.contentRecords.categories.singular);

/** The magazine's tags (each has its page of articles). */
export const articleTagsSpec = namedSpec("article-tags", "content", (t) => t.contentRecords.tags.title, (t) => t.contentRecords.tags.singular);
