/** The server side of every record kind the generic back-office routes serve, by key. */
import type { ResourceStore } from "./store.server";
import { articleCategories, articleTags } from "./article-taxonomies.server";
import { articles } from "./articles.server";
import { breakingNews } from "./breaking-news.server";
import { genres } from "./genres.server";
import { openingHours, openingHoursExceptions } from "./opening-hours.server";
import { redirectRules } from "./redirect-rules.server";
import { teasers } from "./teasers.server";

const STORES: ResourceStore[] = [genres, teasers, articles, articleCategories, articleTags, breakingNews, redirectRules, openingHours, openingHoursExceptions];

const byKey = new Map(STORES.map((store) => [store.spec.key, store]));

export function storeFor(key: string | undefined): ResourceStore | undefined {
  return key === undefined ? undefined : byKey.get(key);
}

export function allStores(): ResourceStore[] {
  return STORES;
}
