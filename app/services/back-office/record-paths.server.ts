/** Where a logged record is edited in the back office, by its kind (the audit log's `entity`). */
import { officeHref, type OfficeRouteId } from "~/lib/routes";
import { storeFor } from "./resources/index.server";

/** Kinds with pages of their own; every other kind is served by the generic record routes. */
const OWN_PAGES: Record<string, OfficeRouteId> = {
  events: "office-event",
  orders: "office-order",
  forms: "office-form",
  users: "office-user",
  navigation: "office-navigation-item",
  media: "office-media-item",
};

const SINGLETONS: Record<string, OfficeRouteId> = {
  "site-settings": "office-site-settings",
  "design-settings": "office-design-settings",
};

export function recordPath(entity: string, id: number): string | null {
  if (OWN_PAGES[entity]) return officeHref(OWN_PAGES[entity], { id });
  if (SINGLETONS[entity]) return officeHref(SINGLETONS[entity]);
  return storeFor(entity) ? officeHref("office-record", { resource: entity, id }) : null;
}
