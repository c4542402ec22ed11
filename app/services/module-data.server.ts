/**
 * Everything the CMS module renderers need besides their own fields: the records the fields point
 * to by id (images, venues, events, articles, forms), loaded in one batch per kind for the whole
 * page, and the time windows applied to modules and to their items.
 */
import { urlForVenue } from "~/lib/entity-urls";
import { eventListRange } from "~/lib/event-ranges";
import type { ImageRecord } from "~/lib/images";
import { isRecord } from "~/lib/is-record";
import { localizeFields } from "~/lib/localize";
import type { Locale } from "~/lib/routes";
import { isModuleType, type ModuleType } from "~/lib/modules/registry";
import type { WindowState } from "~/lib/editor/edit-mode";
import { isInWindow } from "~/lib/time-window";
import type { Fields, ModuleData, ResolvedSection, VenueCard } from "~/lib/types/cms-modules";
import type { SectionRecord } from "~/lib/types/page-sections";
import type { VenueSummary } from "~/lib/types/venues";
import { listArticlesInCategories, listLatestArticles, type ArticleSummary } from "~/models/articles.server";
import { findEventsByIds, listEventIdsForModules, type EventListQuery, type EventSummary } from "~/models/events.server";
import { findFormsWithFields } from "~/models/forms.server";
import { findImages } from "~/models/images.server";
import { findPublishedPage } from "~/models/pages.server";
import { memoUntilChange } from "~/db/memo.server";
import { readWindowStart } from "./clock.server";
import { articleCard } from "./article-card.server";
import { eventListCard } from "./event-card.server";
import { findVenuesByIds } from "~/models/venues.server";

/** Upper bounds, so that a module can never ask for the whole table. */
export const EVENT_LIST_LIMIT = 12;
export const EXPLICIT_EVENTS_LIMIT = 50;
export const BLOG_ITEMS = { min: 1, max: 8, fallback: 3 } as const;
export const HIGHLIGHT_ITEMS = 3;

// ------------------------------------------------------------------ pure helpers

function toId(value: unknown): number | null {
  if (typeof value === "number" && Number.isInteger(value) && value > 0) return value;
  if (typeof value === "string" && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

const toIds = (value: unknown): number[] => (Array.isArray(value) ? value.map(toId).filter((id): id is number => id !== null) : []);

const asString = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

/** Drops, at any depth, list items whose `online_from`/`online_to` window excludes `now`. */
export function pruneExpiredItems(value: unknown, now: Date): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((item) => !isRecord(item) || isInWindow(asString(item.online_from), asString(item.online_to), now))
      .map((item) => pruneExpiredItems(item, now));
  }
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pruneExpiredItems(item, now)]));
  return value;
}

/** Image ids anywhere in the fields: every `image` (or `image_obj.id`) that is an id. */
export function collectImageIds(value: unknown, into: Set<number> = new Set()): Set<number> {
  if (Array.isArray(value)) value.forEach((item) => collectImageIds(item, into));
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === "image" || key === "og_image") {
        const id = toId(item) ?? (isRecord(item) ? toId(item.id) : null);
        if (id !== null) into.add(id);
      } else collectImageIds(item, into);
    }
  }
  return into;
}

/** Venue ids of a `venue` or `venuelist` module. */
export function collectVenueIds(type: string, fields: Fields): number[] {
  if (type === "venue") return toIds([fields.venue]);
  if (type === "venuelist" && Array.isArray(fields.children)) {
    return fields.children.flatMap((child) => toIds([isRecord(child) ? child.venue : child]));
  }
  return [];
}

/** A `section` module's columns as lists of modules: `{modules}`, a single `{type, fields}`, or bare text fields. */
export function sectionColumns(fields: Fields): { type: string; fields: Fields }[][] {
  const columns = Array.isArray(fields.columns) ? fields.columns : [];
  return columns.map((column) => {
    if (Array.isArray(column)) return column.flatMap(asModule);
    if (isRecord(column) && Array.isArray(column.modules)) return column.modules.flatMap(asModule);
    return asModule(column);
  });
}

function asModule(value: unknown): { type: string; fields: Fields }[] {
  if (!isRecord(value)) return [];
  if (typeof value.type === "string" && isRecord(value.fields)) return [{ type: value.type, fields: value.fields }];
  // A column written as plain text fields ({ content }) is a text module.
  return value.content !== undefined ? [{ type: "text", fields: value }] : [];
}

/** Sections with children right after their parent (depth first), whatever the stored order. */
export function treeOrder<S extends { id: number; parentId: number | null }>(sections: S[]): S[] {
  const ids = new Set(sections.map((s) => s.id));
  const byParent = new Map<number | null, S[]>();
  for (const section of sections) {
    const parent = section.parentId !== null && ids.has(section.parentId) ? section.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), section]);
  }
  const out: S[] = [];
  const seen = new Set<S>();
  const visit = (section: S) => {
    if (seen.has(section)) return;
    seen.add(section);
    out.push(section);
    (byParent.get(section.id) ?? []).forEach(visit);
  };
  (byParent.get(null) ?? []).forEach(visit);
  // A broken parent chain (a cycle) must not hide sections: they follow in stored order.
  sections.forEach(visit);
  return out;
}

function blogItems(fields: Fields): number {
  const n = Number(fields.items);
  if (!Number.isFinite(n)) return BLOG_ITEMS.fallback;
  return Math.min(BLOG_ITEMS.max, Math.max(BLOG_ITEMS.min, Math.round(n)));
}

function eventQueryFor(fields: Fields, now: Date): EventListQuery | null {
  const range = eventListRange({ dateFrom: asString(fields.date_from), dateTo: asString(fields.date_to), filter: asString(fields.filters) }, now);
  return range ? { ...range, tagId: toId(fields.tag), limit: EVENT_LIST_LIMIT } : null;
}

// ------------------------------------------------------------------ the data each module type needs

interface Pending {
  type: string;
  fields: Fields;
  data: ModuleData;
}

/** What the page's modules ask for, gathered before the queries run. */
interface Wants {
  venueIds: Set<number>;
  eventIds: Set<number>;
  eventQueries: EventListQuery[];
  eventQueryOf: Map<Pending, number>;
  latestArticles: number;
  categoryIds: Set<number>;
  formIds: Set<number>;
}

/** What the queries found, for the whole page. */
interface Loaded {
  locale: Locale;
  nowIso: string;
  venues: Map<number, VenueSummary>;
  events: Map<number, EventSummary>;
  eventIdLists: number[][];
  eventQueryOf: Map<Pending, number>;
  latest: ArticleSummary[];
  inCategories: ArticleSummary[];
  forms: Awaited<ReturnType<typeof findFormsWithFields>>;
  toCard: (article: ArticleSummary) => ReturnType<typeof articleCard>;
}

/**
 * The records a module type refers to: `gather` notes what to load, `attach` puts what was found into
 * the module's `data` (and the ids of the images those records show into `related`).
 */
interface ModuleDataNeeds {
  gather?(module: Pending, wants: Wants, now: Date): void;
  attach?(module: Pending, loaded: Loaded, related: Set<number>): void;
}

/** Only its own fields (images are found in every module's fields). */
const FIELDS_ONLY: ModuleDataNeeds = {};

const VENUES: ModuleDataNeeds = {
  gather: (module, wants) => collectVenueIds(module.type, module.fields).forEach((id) => wants.venueIds.add(id)),
  attach: (module, loaded, related) => {
    for (const id of collectVenueIds(module.type, module.fields)) {
      const venue = loaded.venues.get(id);
      if (!venue) continue;
      module.data.venues[id] = { ...venue, url: urlForVenue(loaded.locale, venue) } satisfies VenueCard;
      if (venue.imageId !== null) related.add(venue.imageId);
    }
  },
};

const EVENT_LIST: ModuleDataNeeds = {
  gather: (module, wants, now) => {
    const children = toIds(module.fields.children).slice(0, EXPLICIT_EVENTS_LIMIT);
    if (children.length) children.forEach((id) => wants.eventIds.add(id));
    else {
      const query = eventQueryFor(module.fields, now);
      if (query) wants.eventQueryOf.set(module, wants.eventQueries.push(query) - 1);
    }
  },
  attach: (module, loaded, related) => {
    const children = toIds(module.fields.children).slice(0, EXPLICIT_EVENTS_LIMIT);
    const index = loaded.eventQueryOf.get(module);
    const ids = children.length ? children : index === undefined ? [] : (loaded.eventIdLists[index] ?? []);
    const list = ids
      .map((id) => loaded.events.get(id))
      .filter((e): e is EventSummary => !!e && e.isOnline && (e.endsAt ?? e.startsAt) > loaded.nowIso);
    if (children.length) list.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    module.data.events = list.map((event) => eventListCard(event, loaded.locale));
    list.forEach((e) => e.imageId !== null && related.add(e.imageId));
  },
};

const BLOG_TEASERS: ModuleDataNeeds = {
  gather: (module, wants) => {
    wants.latestArticles = Math.max(wants.latestArticles, blogItems(module.fields));
  },
  attach: (module, loaded) => {
    module.data.articles = loaded.latest.slice(0, blogItems(module.fields)).map(loaded.toCard);
  },
};

const HIGHLIGHT_TEASERS: ModuleDataNeeds = {
  gather: (module, wants) => toIds(module.fields.categories).forEach((id) => wants.categoryIds.add(id)),
  attach: (module, loaded) => {
    const wanted = new Set(toIds(module.fields.categories));
    module.data.articles = loaded.inCategories.filter((a) => a.category && wanted.has(a.category.id)).slice(0, HIGHLIGHT_ITEMS).map(loaded.toCard);
  },
};

const FORM: ModuleDataNeeds = {
  gather: (module, wants) => {
    const id = toId(module.fields.hubspot_id);
    if (id !== null) wants.formIds.add(id);
  },
  attach: (module, loaded) => {
    const id = toId(module.fields.hubspot_id);
    module.data.form = id === null ? null : (loaded.forms.get(id) ?? null);
  },
};

/** Per module type, the records it needs (a `section`'s columns are resolved as modules of their own). */
const MODULE_DATA = {
  headline: FIELDS_ONLY, text: FIELDS_ONLY, quote: FIELDS_ONLY, html: FIELDS_ONLY, link: FIELDS_ONLY,
  anchorlist: FIELDS_ONLY, anchor: FIELDS_ONLY, image: FIELDS_ONLY, imagelist: FIELDS_ONLY, logolist: FIELDS_ONLY,
  video: FIELDS_ONLY, selfhostedvideo: FIELDS_ONLY, videolist: FIELDS_ONLY, audio: FIELDS_ONLY,
  selfhostedaudio: FIELDS_ONLY, viewer: FIELDS_ONLY, heromedia: FIELDS_ONLY, section: FIELDS_ONLY,
  twocolumns: FIELDS_ONLY, fullteaser: FIELDS_ONLY, teaserlist: FIELDS_ONLY, faq: FIELDS_ONLY, socialmedia: FIELDS_ONLY,
  venue: VENUES,
  venuelist: VENUES,
  eventlist: EVENT_LIST,
  blogteaserlist: BLOG_TEASERS,
  highlightteaser: HIGHLIGHT_TEASERS,
  form: FORM,
} satisfies Record<ModuleType, ModuleDataNeeds>;

/** The needs of a stored type; a type no longer known needs nothing. */
const dataOf = (type: string): ModuleDataNeeds => (isModuleType(type) ? MODULE_DATA[type] : FIELDS_ONLY);

// ------------------------------------------------------------------ the resolver

export interface ResolveOptions {
  /** The edit mode: modules outside their window stay, each marked with `window`. */
  allModules?: boolean;
}

/** Where `now` lies relative to the module's window (hero media also carries one in its fields). */
export function moduleWindow(module: { onlineFrom: string | null; onlineTo: string | null; fields: unknown }, now: Date): WindowState {
  const own = isRecord(module.fields) ? module.fields : {};
  const from = [module.onlineFrom, asString(own.online_from)].filter((v): v is string => !!v);
  const to = [module.onlineTo, asString(own.online_to)].filter((v): v is string => !!v);
  if (from.some((value) => !isInWindow(value, null, now))) return "pending";
  if (to.some((value) => !isInWindow(null, value, now))) return "expired";
  return "current";
}

/**
 * Localises the fields, applies the time windows, and attaches `data` to every module (also the
 * modules nested in `section` columns). Queries: one per kind, whatever the number of modules.
 */
export async function resolveModuleData(
  sections: SectionRecord[],
  locale: Locale,
  now: Date = new Date(),
  options: ResolveOptions = {},
): Promise<ResolvedSection[]> {
  const all: Pending[] = [];
  const track = <T extends Pending>(module: T): T => {
    all.push(module);
    return module;
  };
  const prepare = (type: string, raw: unknown, key: string): Pending => {
    const fields = pruneExpiredItems(localizeFields(isRecord(raw) ? raw : {}, locale), now) as Fields;
    const data: ModuleData = { images: {}, venues: {} };
    if (type === "section") {
      data.columns = sectionColumns(fields).map((column, c) =>
        column.map((child, i) => track({ key: `${key}.${c}.${i}`, ...prepare(child.type, child.fields, `${key}.${c}.${i}`) })),
      );
    }
    return { type, fields, data };
  };

  const resolved: ResolvedSection[] = treeOrder(sections).map((section) => ({
    ...section,
    modules: section.modules
      .filter((m) => options.allModules || moduleWindow(m, now) === "current")
      .map((m, index, visible) => {
        const window = options.allModules ? { window: moduleWindow(m, now) } : {};
        const module = track({ ...m, ...prepare(m.type, m.fields, String(m.id)), ...window });
        const previous = visible[index - 1];
        if (previous && previous.columnIndex === m.columnIndex && previous.type === "headline") module.data.followsHeadline = true;
        return module;
      }),
  }));

  // What the modules refer to, gathered over the whole page.
  const wants: Wants = { venueIds: new Set(), eventIds: new Set(), eventQueries: [], eventQueryOf: new Map(), latestArticles: 0, categoryIds: new Set(), formIds: new Set() };
  for (const module of all) dataOf(module.type).gather?.(module, wants, now);

  const [venues, eventIdLists, latest, inCategories, forms] = await Promise.all([
    findVenuesByIds(wants.venueIds, locale),
    listEventIdsForModules(wants.eventQueries),
    listLatestArticles(wants.latestArticles, locale, now),
    listArticlesInCategories(wants.categoryIds, 50, locale, now),
    findFormsWithFields(wants.formIds, locale),
  ]);
  const events = await findEventsByIds([...wants.eventIds, ...eventIdLists.flat()], locale);

  // One image query for the fields and for the records found above.
  const imageIds = new Set<number>();
  all.forEach((m) => collectImageIds(m.fields, imageIds));
  for (const record of [...venues.values(), ...events.values(), ...latest, ...inCategories]) {
    if (record.imageId !== null) imageIds.add(record.imageId);
  }
  const images = await findImages(imageIds, locale);
  const pick = (ids: Iterable<number>): Record<number, ImageRecord> => {
    const out: Record<number, ImageRecord> = {};
    for (const id of ids) {
      const image = images.get(id);
      if (image) out[id] = image;
    }
    return out;
  };

  const loaded: Loaded = {
    locale, nowIso: now.toISOString(), venues, events, eventIdLists, eventQueryOf: wants.eventQueryOf, latest, inCategories, forms,
    toCard: (article) => articleCard(article, locale, images),
  };
  for (const module of all) {
    const related = new Set<number>(collectImageIds(module.fields));
    dataOf(module.type).attach?.(module, loaded, related);
    module.data.images = pick(related);
  }
  return resolved;
}

/**
 * The modules of a published page as visitors see them: resolved as of the start of the read window
 * `now` falls in, and kept for that window while the content is unchanged. Keys are addresses visitors
 * choose, hence bounded. Callers share what it answers and change nothing of it.
 */
const rememberedPublishedModules = memoUntilChange(
  async (key: string): Promise<ResolvedSection[]> => {
    const [locale, path, at] = JSON.parse(key) as [Locale, string, string];
    const published = await findPublishedPage(locale, path);
    return published ? resolveModuleData(published.sections, locale, new Date(at)) : [];
  },
  undefined,
  500,
);

/** `resolveModuleData` of the published page at `path` (below the locale prefix), as of `now`'s read window. */
export function resolvePublishedModules(locale: Locale, path: string, now: Date): Promise<ResolvedSection[]> {
  return rememberedPublishedModules(JSON.stringify([locale, path, readWindowStart(now).toISOString()]));
}
