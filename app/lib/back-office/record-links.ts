/**
 * Where a public record is edited in the back office: one address per record type, built from the
 * route table. The editor API's admin menus, the in-page toolbar and the "edit in the back office"
 * link of a public detail page all use it.
 */
import { officeHref, parseRouteId } from "~/lib/routes";

export const RECORD_LINK_TYPES = ["article", "venue", "event", "person", "production", "series", "form"] as const;
export type RecordLinkType = (typeof RECORD_LINK_TYPES)[number];

/** The generic back-office record kinds by type (events and forms have their own routes). */
const RESOURCE_KEYS = { article: "articles", venue: "venues", person: "persons", production: "productions", series: "series" } as const;

/** The public detail routes whose `:id` is the record's id. */
const DETAIL_ROUTES: Record<string, RecordLinkType> = {
  article: "article",
  venue: "venue",
  event: "event",
  person: "person",
  production: "production",
  series: "series",
  "form-page": "form",
};

/** The back office's edit page of record `id` of `type`. */
export function officeRecordHref(type: RecordLinkType, id: number | string): string {
  if (type === "event") return officeHref("office-event", { id });
  if (type === "form") return officeHref("office-form", { id });
  return officeHref("office-record", { resource: RESOURCE_KEYS[type], id });
}

/** A content page's settings in the back office (its content is edited in place). */
export function officePageHref(id: number | string): string {
  return officeHref("office-record", { resource: "pages", id });
}

const PLACEHOLDER = "__id__";

/** The edit page's address with `{id}` in place of the id (the editor API's `change_urls`). */
export function officeRecordTemplate(type: RecordLinkType): string {
  return officeRecordHref(type, PLACEHOLDER).replace(PLACEHOLDER, "{id}");
}

/** The back-office edit page of the record a public detail page shows (Remix route id and params), else null. */
export function officeRecordOfRoute(routeId: string, params: Record<string, string | undefined>): string | null {
  const route = parseRouteId(routeId);
  const type = route ? DETAIL_ROUTES[route.id] : undefined;
  const id = params.id;
  if (!type || !id || !/^\d{1,9}$/.test(id)) return null;
  return officeRecordHref(type, id);
}
