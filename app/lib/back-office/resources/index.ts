/** Every record kind the generic back-office routes serve, in menu order within their group. */
import { genresSpec } from "./genres";
import { personsSpec } from "./persons";
import { productionsSpec } from "./productions";
import { seriesSpec } from "./series";
import { eventTagsSpec, exhibitionTypesSpec, personCategoriesSpec, productionTagsSpec, seasonsSpec } from "./taxonomies";
import { roomsSpec, venuesSpec } from "./venues";
import { redirectRulesSpec } from "./redirect-rules";
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
  redirectRulesSpec,
];

export function findResource(key: string | undefined): ResourceSpec | undefined {
  return RESOURCES.find((resource) => resource.key === key);
}

export type { ResourceSpec };
