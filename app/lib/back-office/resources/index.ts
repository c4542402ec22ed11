/** Every record kind the generic back-office routes serve, in menu order within their group. */
import { articleCategoriesSpec, articleTagsSpec } from "./article-taxonomies";
import { articlesSpec } from "./articles";
import { breakingNewsSpec } from "./breaking-news";
import { genresSpec } from "./genres";
import { pagesSpec } from "./pages";
import { openingHoursExceptionsSpec, openingHoursSpec } from "./opening-hours";
import { personsSpec } from "./persons";
import { productionsSpec } from "./productions";
import { seriesSpec } from "./series";
import { eventTagsSpec, exhibitionTypesSpec, personCategoriesSpec, productionTagsSpec, seasonsSpec } from "./taxonomies";
import { roomsSpec, venuesSpec } from "./venues";
import { redirectRulesSpec } from "./redirect-rules";
import { teasersSpec } from "./teasers";
import type { ResourceSpec } from "./types";

export const RESOURCES: ResourceSpec[] = [
  productionsSpec,
  personsSpec,
  personCategoriesSpec,
  venuesSpec,
  roomsSpec,
  seriesSpec,
  genresSpec,
  exhibitionTypesSpec,
  productionTagsSpec,
  eventTagsSpec,
  seasonsSpec,
  teasersSpec,
  pagesSpec,
  articlesSpec,
  articleCategoriesSpec,
  articleTagsSpec,
  breakingNewsSpec,
  redirectRulesSpec,
  openingHoursSpec,
  openingHoursExceptionsSpec,
];

export function findResource(key: string | undefined): ResourceSpec | undefined {
  return RESOURCES.find((resource) => resource.key === key);
}

export type { ResourceSpec };
