/** Every record kind the generic back-office routes serve, in menu order within their group. */
import { genresSpec } from "./genres";
import { redirectRulesSpec } from "./redirect-rules";
import type { ResourceSpec } from "./types";

export const RESOURCES: ResourceSpec[] = [genresSpec, redirectRulesSpec];

export function findResource(key: string | undefined): ResourceSpec | undefined {
  return RESOURCES.find((resource) => resource.key === key);
}

export type { ResourceSpec };
