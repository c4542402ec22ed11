/** Every record kind the generic back-office routes serve, in menu order within their group. */
import type { ResourceSpec } from "./types";

export const RESOURCES: ResourceSpec[] = [];

export function findResource(key: string | undefined): ResourceSpec | undefined {
  return RESOURCES.find((resource) => resource.key === key);
}

export type { ResourceSpec };
