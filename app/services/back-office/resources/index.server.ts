/** The server side of every record kind the generic back-office routes serve, by key. */
import type { ResourceStore } from "./store.server";
import { genres } from "./genres.server";
import { redirectRules } from "./redirect-rules.server";

const STORES: ResourceStore[] = [genres, redirectRules];

const byKey = new Map(STORES.map((store) => [store.spec.key, store]));

export function storeFor(key: string | undefined): ResourceStore | undefined {
  return key === undefined ? undefined : byKey.get(key);
}

export function allStores(): ResourceStore[] {
  return STORES;
}
