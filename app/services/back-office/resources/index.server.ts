/** The server side of every record kind the generic back-office routes serve, by key. */
import type { ResourceStore } from "./store.server";
import { articleCategories, articleTags } from "./article-taxonomies.server";
import { articles } from "./articles.server";
import { breakingNews } from "./breaking-news.server";
import { genres } from "./genres.server";
import { pages } from "./pages.server";
import { openingHours, openingHoursExceptions } from "./opening-hours.server";
import { persons } from "./persons.server";
import { productions } from "./productions.server";
import { series } from "./series.server";
import { eventTags, exhibitionTypes, personCategories, productionTags, seasons } from "./taxonomies.server";
import { rooms, venues } from "./venues.server";
import { redirectRules } from "./redirect-rules.server";
import { teasers } from "./teasers.server";

const STORES: ResourceStore[] = [
  productions, persons, personCategories, venues, rooms, series, genres, exhibitionTypes, productionTags, eventTags, seasons,
  teasers, pages, articles, articleCategories, articleTags, breakingNews, redirectRules, openingHours, openingHoursExceptions,
];

const byKey = new Map(STORES.map((store) => [store.spec.key, store]));

export function storeFor(key: string | undefined): ResourceStore | undefined {
  return key === undefined ? undefined : byKey.get(key);
}

export function allStores(): ResourceStore[] {
  return STORES;
}
