/**
 * Table types for Kysely. Conventions (docs/decisions/0001-data-conventions.md):
 * integer ids; booleans are integer 0/1 (`Flag`); instants are ISO-8601 UTC text (`Instant`);
 * calendar days are `YYYY-MM-DD` text in Europe/Berlin (`Day`); JSON is text (`Json`);
 * localised text is one column per locale; money is integer cents.
 * Rich text columns hold Lexical editor-state JSON (`RichText`).
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { ContainerLayout } from "~/lib/layouts";
import type { ModuleType } from "~/lib/modules/registry";
import type { UserRole } from "~/lib/back-office/roles";

/** 0 or 1. */
export type Flag = number;
/** A flag with a database default, optional on insert. */
export type FlagD = ColumnType<number, number | undefined, number>;
/** ISO-8601 UTC instant, e.g. `2026-05-04T08:00:00.000Z`. */
export type Instant = string;
/** An instant defaulting to "now" in the database (`created_at`, `updated_at`). */
export type InstantD = ColumnType<string, string | undefined, string>;
/** A calendar day `YYYY-MM-DD` (Europe/Berlin). */
export type Day = string;
/** Wall-clock time `HH:MM` (Europe/Berlin). */
export type Clock = string;
/** JSON document stored as text. */
export type Json = string;
/** Integer column with a database default. */
export type IntD = ColumnType<number, number | undefined, number>;
/** Text column with a database default (localised columns default to ''). */
export type TextD = ColumnType<string, string | undefined, string>;
/** JSON text with a database default (`{}` or `[]`). */
export type JsonD = TextD;
/** Lexical editor-state JSON stored as text (`{"root":{…}}`); defaults to ''. */
export type RichText = TextD;
type Id = Generated<number>;
type Text = TextD;

export const MENUS = ["primary", "secondary", "footer"] as const;
export type MenuName = (typeof MENUS)[number];

export const EVENT_TYPES = ["reading", "workshop", "performance", "exhibition", "talk", "film", "concert"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const CART_STATUSES = ["open", "checked_out", "expired"] as const;
export type CartStatus = (typeof CART_STATUSES)[number];


// ---------------------------------------------------------------- media, site, CMS

export interface ImagesTable {
  id: Id;
  /** File stem: files are `/media/${name}-${width}.${ext}`. */
  name: string;
  orientation: "horizontal" | "vertical";
  width: number; height: number;
  alt_de: Text; alt_en: Text; credit: Text;
  /** The focal point, 0..1 from the left and from the top: crops keep it in view. */
  focal_x: ColumnType<number, number | undefined, number>; focal_y: ColumnType<number, number | undefined, number>;
  created_at: InstantD;
}

export interface TempFilesTable {
  id: Id;
  /** Stored file name inside the upload directory. */
  name: string;
  original_name: string; mime_type: string; size: number;
  created_at: InstantD;
}

export interface SiteSettingsTable {
  id: Id;
  is_site_online: FlagD; is_shop_online: FlagD;
  festival_title_de: Text; festival_title_en: Text;
  html_header: Text; html_footer_top: Text; html_footer_bottom: Text;
  html_footer_logos: string | null;
  /** The English footer blocks; null or empty: the German one. */
  html_footer_top_en: string | null; html_footer_bottom_en: string | null; html_footer_logos_en: string | null;
  whistleblower_url: string | null; webshop_url: string | null; login_url: string | null;
  /** How many tickets of one event a cart may hold (at least 1). */
  max_tickets_per_event: IntD;
  updated_at: InstantD;
}

export interface DesignSettingsTable {
  id: Id;
  /** Header logo (SPEC "header logoLink"), a URL. */
  logo_url: string | null;
  /** Raster image used as the share-image fallback. */
  logo_image_id: number | null;
  basket_link: string | null; webshop_link: string | null;
  /** `{ "404": { "style": "…css…", "body": "…html…" }, … }` */
  error_pages: JsonD;
  /** `{ "tag_manager_id": "GTM-…", "categories": […], … }` */
  cookies: JsonD;
  sticky_overlay_button: FlagD;
  menu_style: Text;
  /** 1..3 */
  event_style: IntD;
  /** JSON lists of section keys. */
  event_detail_order: JsonD; production_detail_order: JsonD;
  maps_key: string | null;
  /** `{ "date": "dd.MM.yyyy", "time": "HH:mm 'Uhr'", "currency": "€" }` */
  parsers: JsonD;
  updated_at: InstantD;
}

export interface PagesTable {
  id: Id;
  /** Path below the locale prefix, without slashes around: `''` (home), `festival/ueber-uns`. */
  url_de: string; url_en: string;
  content_type: Text;
  title_de: Text; title_en: Text;
  headline_de: Text; headline_en: Text;
  meta_title_de: Text; meta_title_en: Text;
  meta_description_de: Text; meta_description_en: Text;
  og_title_de: Text; og_title_en: Text;
  og_description_de: Text; og_description_en: Text;
  og_image_id: number | null;
  og_type: Text;
  is_online: FlagD; is_clickable: FlagD; in_menu: FlagD; in_footer: FlagD; is_landing_page: FlagD;
  parent_id: number | null;
  sort: IntD;
  created_at: InstantD; updated_at: InstantD;
  /** The version visitors see; null: never edited since drafts exist, the rows are what visitors see (migration 0016). */
  published_version_id: number | null;
  /** Counts the draft's changes; a write based on an older revision of its section is a conflict. */
  draft_revision: IntD;
}

export interface PageVersionsTable {
  id: Id;
  page_id: number;
  version: number;
  /** `{ page, sections: [{ …section, modules }] }` as saved. */
  snapshot: Json;
  created_at: InstantD;
  author: string | null;
  /** A short summary of what changed against the version before (for the history). */
  summary: TextD;
  /** The locales whose texts the changes touched, comma-separated (`de,en`); structure counts for both. */
  locales: TextD;
  /** When it became the published version; null: kept without being published (or scheduled, not yet due). */
  published_at: Instant | null;
  /** The version a restore brought back into the draft, when this version started as one. */
  restored_from: number | null;
  /** The page's draft revision the snapshot was taken at. */
  draft_revision: IntD;
}

/** A page's scheduled publish (of a version) or unpublish at an instant (migration 0016). */
export interface PageSchedulesTable {
  id: Id;
  page_id: number;
  action: "publish" | "unpublish";
  due_at: Instant;
  version_id: number | null;
  author: TextD;
  created_at: InstantD;
  done_at: Instant | null;
  cancelled_at: Instant | null;
}

/** Who has a page open in edit mode (heartbeat) and who holds its soft lock (migration 0016). */
export interface EditorPresenceTable {
  id: Id;
  page_id: number;
  user_id: number;
  user_name: TextD;
  locale: TextD;
  seen_at: Instant;
  holds_lock: FlagD;
}

export interface ContainerSectionsTable {
  id: Id;
  page_id: number | null;
  slug: string;
  parent_id: number | null;
  layout: ColumnType<ContainerLayout, ContainerLayout | undefined, ContainerLayout>;
  classes: Text;
  /** JSON list of per-column classes, index = column index. */
  column_classes: JsonD;
  /** What the section belongs to (`page`, `production`, `event`, …) and its id. */
  content_type: Text;
  object_id: number | null;
  sort: IntD;
  created_at: InstantD; updated_at: InstantD;
  /** The draft revision of the section's last change (a page's `draft_revision` then; its own count without a page). */
  revision: IntD;
}

export interface ModulesTable {
  id: Id;
  section_id: number;
  column_index: IntD;
  sort: IntD;
  type: ModuleType;
  /** Module fields; translatable values are `{de, en}` objects, rich text is Lexical state. */
  fields: JsonD;
  online_from: Instant | null; online_to: Instant | null;
  created_at: InstantD; updated_at: InstantD;
}

/** The page editor's undo history: a section as it was before one change (migration 0015). */
export interface EditorBackupsTable {
  id: Id;
  page_id: number | null;
  /** No foreign key: the backup of a deleted section outlives it. */
  section_id: number | null;
  section_slug: string;
  content_type: Text;
  object_id: number | null;
  /** `{ section, modules, order, nested }` as they were (see app/services/editor/snapshot.ts). */
  snapshot: Json;
  /** What the change was (`created`, `layout`, `delete-module`, …); `created` means undo deletes the section. */
  action: string;
  author: TextD;
  created_at: InstantD;
  /** `undo`: the state before a change; `redo`: the state an undo replaced (migration 0016). */
  kind: ColumnType<"undo" | "redo", "undo" | "redo" | undefined, "undo" | "redo">;
  /** The editor whose change (or undo) it is: undo and redo step through one editor's own changes. */
  user_id: number | null;
  /** The module a field save changed (consecutive saves of one module are one step). */
  module_id: number | null;
  /** The section's revision after the change: an undo finds it there, or the section changed since. */
  revision: IntD;
}

export interface NavigationItemsTable {
  id: Id;
  menu: MenuName;
  parent_id: number | null;
  label_de: Text; label_en: Text;
  /** Absolute path with locale prefix (`/de/programm`) or external URL; null when `page_id` is set. */
  url_de: string | null; url_en: string | null;
  page_id: number | null;
  sort: IntD;
  has_tab_navigation: FlagD; opens_new_tab: FlagD; is_online: FlagD;
}

export interface RedirectRulesTable {
  id: Id;
  old_path: string; new_path: string;
  created_at: InstantD;
}

export interface BreakingNewsTable {
  id: Id;
  title_de: Text; title_en: Text;
  text_de: Text; text_en: Text;
  link_url_de: string | null; link_url_en: string | null;
  link_title_de: string | null; link_title_en: string | null;
  is_active: FlagD;
  online_from: Instant | null; online_to: Instant | null;
  created_at: InstantD;
}

interface HoursColumns {
  id: Id;
  time_from: Clock | null; time_to: Clock | null;
  closed: FlagD;
  alternative_text_de: string | null; alternative_text_en: string | null;
  alternative_link_url: string | null;
  sort: IntD;
}
/** One row per time range; 0 = Monday … 6 = Sunday (luxon weekday − 1). */
export interface OpeningHoursTable extends HoursColumns { weekday: number }
export interface OpeningHoursExceptionsTable extends HoursColumns { date: Day }

export interface ErrorLogTable {
  id: Id;
  url: string;
  status: IntD;
  referrer: string | null; user_agent: string | null;
  created_at: InstantD;
}

/** One row (id 1), rewritten by every health check. */
export interface HealthChecksTable {
  id: number;
  checked_at: string;
}

export interface UsersTable {
  id: Id;
  email: string; username: string;
  first_name: Text; last_name: Text;
  /** `scrypt$<saltHex>$<hashHex>` */
  password_hash: string;
  is_admin: FlagD; is_active: FlagD;
  /** What the account may do (app/lib/back-office/roles.ts); `is_admin` is kept in step with `admin`. */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  /** The editor's and the back office's interface language once chosen (null: the page's, German in the back office). */
  editor_locale: string | null;
  created_at: InstantD;
  last_login_at: Instant | null;
}

/** An editor's login; `id` is the SHA-256 (hex) of the token the session cookie carries. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: InstantD; last_seen_at: InstantD;
  expires_at: Instant;
  revoked_at: Instant | null;
  user_agent: TextD;
}

/** A fixed-window counter: `window_start` in epoch milliseconds, `count` hits in that window. */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

// ---------------------------------------------------------------- venues, people, taxonomies

export interface VenuesTable {
  id: Id;
  name: string; slug: string;
  street: Text; zip: Text; city: Text;
  lat: number | null; lng: number | null;
  description_de: RichText; description_en: RichText;
  phone: string | null; website: string | null;
  image_id: number | null;
  is_online: FlagD;
  sort: IntD;
}

export interface RoomsTable {
  id: Id;
  venue_id: number;
  name_de: Text; name_en: Text;
  show_in_filter: FlagD;
  sort: IntD;
}

export interface PersonsTable {
  id: Id;
  first_name: Text; last_name: string; slug: string;
  role_de: Text; role_en: Text;
  biography_de: RichText; biography_en: RichText;
  email: string | null; phone: string | null; website: string | null;
  image_id: number | null;
  is_online: FlagD;
  sort: IntD;
}

/** The shape shared by the small lookup tables. */
interface NamedTable {
  id: Id;
  slug: string;
  name_de: Text; name_en: Text;
  sort: IntD;
}
export type PersonCategoriesTable = NamedTable;
export type GenresTable = NamedTable;
/** Also the programme's "type" filter (options: id from slug, name). */
export type ExhibitionTypesTable = NamedTable;
export type ArticleCategoriesTable = NamedTable;
export type ArticleTagsTable = NamedTable;
export interface EventTagsTable extends NamedTable { show_in_filter: FlagD }
export interface ProductionTagsTable extends NamedTable { show_in_filter: FlagD }
export interface SeasonsTable extends NamedTable { date_from: Day | null; date_to: Day | null }

export interface PersonCategoryLinksTable { person_id: number; category_id: number }
export interface ProductionTagLinksTable { production_id: number; tag_id: number }
export interface EventTagLinksTable { event_id: number; tag_id: number }
export interface ArticleTagLinksTable { article_id: number; tag_id: number }

export interface SeriesTable {
  id: Id;
  slug: string;
  name_de: Text; name_en: Text;
  text_de: RichText; text_en: RichText;
  show_in_filter: FlagD; is_subscription: FlagD;
  image_id: number | null;
  is_online: FlagD;
  sort: IntD;
}

// ---------------------------------------------------------------- programme

export interface ProductionsTable {
  id: Id;
  title_de: Text; title_en: Text;
  subtitle_de: Text; subtitle_en: Text;
  slug_de: Text; slug_en: Text;
  teaser_de: Text; teaser_en: Text;
  text_de: RichText; text_en: RichText;
  exhibition_type_id: number | null; genre_id: number | null; season_id: number | null;
  age_from: number | null; age_to: number | null;
  duration_minutes: number | null;
  /** Language(s) of the production, e.g. `de`, `de,en`. */
  language: Text;
  image_id: number | null;
  show_sticky_tickets: FlagD; is_online: FlagD;
  created_at: InstantD; updated_at: InstantD;
}

export interface ProductionPersonsTable {
  id: Id;
  production_id: number; person_id: number;
  role_de: Text; role_en: Text;
  sort: IntD;
}

export interface EventsTable {
  id: Id;
  production_id: number;
  room_id: number | null; series_id: number | null;
  date_start: Instant; date_end: Instant | null;
  event_type: ColumnType<EventType, EventType | undefined, EventType>;
  /** Overrides of the production's title; null = use the production's. */
  title_de: string | null; title_en: string | null;
  is_online: FlagD; is_cancelled: FlagD; is_sold_out: FlagD;
  /** The webshop's event id. */
  id_jet: number;
  ticket_url: string | null;
  created_at: InstantD; updated_at: InstantD;
}

export interface TeasersTable {
  id: Id;
  name: string;
  /** Shown on this day (until 23:59:59 Europe/Berlin). */
  position: Day;
  headline_de: Text; headline_en: Text;
  preline_de: Text; preline_en: Text;
  subline_de: Text; subline_en: Text;
  link_text_de: Text; link_text_en: Text;
  link_url: string | null;
  image_id: number | null;
  is_online: FlagD;
}

// ---------------------------------------------------------------- magazine, forms

export interface ArticlesTable {
  id: Id;
  title_de: Text; title_en: Text;
  slug_de: Text; slug_en: Text;
  teaser_de: Text; teaser_en: Text;
  body_de: RichText; body_en: RichText;
  category_id: number | null; image_id: number | null;
  /** A person (persons.id). */
  author_id: number | null;
  published_at: Instant;
  is_highlight: FlagD; is_online: FlagD;
  created_at: InstantD; updated_at: InstantD;
}

export interface FormsTable {
  id: Id;
  slug: string;
  title_de: Text; title_en: Text;
  intro_de: RichText; intro_en: RichText;
  success_text_de: Text; success_text_en: Text;
  notify_email: string | null;
  is_online: FlagD;
  created_at: InstantD;
}

export interface FormFieldsTable {
  id: Id;
  form_id: number;
  slug: string;
  label_de: Text; label_en: Text;
  help_text_de: Text; help_text_en: Text;
  placeholder_text_de: Text; placeholder_text_en: Text;
  /** See FORM_FIELD_TYPES (app/lib/form-field-types.ts). */
  field_type: number;
  required: FlagD; visible: FlagD;
  /** JSON list `[{ value, de, en }]` for choice types, else `[]`. */
  choices: JsonD;
  default_value: string | null;
  sort: IntD;
}

export interface FormEntriesTable {
  id: Id;
  form_id: number;
  /** JSON object keyed by field slug. */
  field_values: Json;
  locale: Text;
  created_at: InstantD;
  /** When an editor first opened it; null: unread. */
  read_at: Instant | null;
}

/** A file sent with a form entry; stored outside the public folder, downloaded by editors only. */
export interface FormEntryFilesTable {
  id: Id;
  entry_id: number;
  field_slug: string;
  /** The stored file's name in the entries' folder. */
  name: string;
  original_name: string;
  mime_type: string;
  size: IntD;
  created_at: InstantD;
}

// ---------------------------------------------------------------- box office

export interface SeatGroupsTable {
  id: Id;
  event_id: number;
  name_de: Text; name_en: Text;
  /** 1 = offered, 0 = not offered. */
  status: IntD;
  text_de: Text; text_en: Text;
  capacity: number;
  sort: IntD;
}

export interface PricesTable {
  id: Id;
  seat_group_id: number;
  sale_type_id: number;
  name_de: Text; name_en: Text;
  text_de: Text; text_en: Text;
  amount_cents: number;
  /** The first by sort is the full price (Vollpreis); the rest are discounts. */
  sort: IntD;
}

export interface TimeslotsTable {
  id: Id;
  event_id: number;
  time_start: Instant;
  /** 1 = offered, 0 = not offered. */
  status: IntD;
  block_id: number;
  capacity: number | null;
  sort: IntD;
}

export interface CartsTable {
  id: Id;
  token: string;
  status: ColumnType<CartStatus, CartStatus | undefined, CartStatus>;
  created_at: InstantD;
  expires_at: Instant;
}

export interface ReservationsTable {
  id: Id;
  cart_id: number; event_id: number; seat_group_id: number; price_id: number;
  timeslot_id: number | null;
  quantity: number;
  created_at: InstantD;
  expires_at: Instant;
  /** 1 while counted in `seat_holds.reserved`; 0 once released after expiring (migration 0024). */
  counted: IntD;
}

/** What is taken per seat group and timeslot (`timeslot_key` 0: none), kept by triggers (migration 0024). */
export interface SeatHoldsTable {
  seat_group_id: number;
  timeslot_key: number;
  reserved: IntD;
  sold: IntD;
}

export interface OrdersTable {
  id: Id;
  cart_id: number | null;
  name: string; email: string;
  total_cents: number;
  created_at: InstantD;
  /** The whole order was cancelled by the box office: its tickets are free again. */
  cancelled_at: Instant | null;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number; event_id: number; seat_group_id: number;
  price_id: number | null; timeslot_id: number | null;
  quantity: number;
  /** Tickets of this item the box office cancelled; sold = quantity - cancelled_quantity. */
  cancelled_quantity: IntD;
  unit_cents: number;
}

/** One change made in the back office. */
export interface AuditLogTable {
  id: Id;
  user_id: number | null;
  user_name: TextD;
  /** The back office's name of the record's kind ("events", "productions", …). */
  entity: string;
  entity_id: number;
  action: string;
  /** JSON `{field: [before, after]}`. */
  changes: ColumnType<string, string | undefined, string>;
  created_at: InstantD;
}

export interface CartIdempotencyTable {
  id: Id;
  key: string;
  cart_id: number | null;
  /** The answer given the first time, replayed for a repeated key. */
  response: Json;
  created_at: InstantD;
}

// ---------------------------------------------------------------- search (docs/decisions/0010-search.md)

/** One searchable entity in one locale; written only by app/models/search-index.server.ts. */
export interface SearchDocumentsTable {
  id: Id;
  category: "events" | "productions" | "persons" | "articles" | "pages";
  ref_id: number;
  locale: "de" | "en";
  title: string; body: string;
  /** The title for "starts with" matching (app/lib/search-normalize.ts `prefixKey`). */
  title_key: string;
  /** What the hit's URL is built from: the entity's slug, or a page's path below the locale. */
  slug: TextD;
  /** Events: the start. */
  date: Instant | null;
  image_id: number | null;
  /** Found only inside this window (an article's publication, an event until it ends). */
  visible_from: Instant | null; visible_until: Instant | null;
  /** The text changes at this instant (a module's online window opens or closes): re-index then. */
  stale_at: Instant | null;
}

/** (category, id) of changed content, filled by triggers; categories also `rooms` and `venues`. */
export interface SearchQueueTable {
  id: Id;
  category: string;
  ref_id: number;
}

export interface DB {
  // site, media, CMS
  images: ImagesTable; temp_files: TempFilesTable; site_settings: SiteSettingsTable; design_settings: DesignSettingsTable;
  pages: PagesTable; page_versions: PageVersionsTable; container_sections: ContainerSectionsTable; modules: ModulesTable;
  editor_backups: EditorBackupsTable;
  page_schedules: PageSchedulesTable;
  editor_presence: EditorPresenceTable;
  navigation_items: NavigationItemsTable; redirect_rules: RedirectRulesTable; breaking_news: BreakingNewsTable;
  opening_hours: OpeningHoursTable; opening_hours_exceptions: OpeningHoursExceptionsTable;
  error_log: ErrorLogTable; health_checks: HealthChecksTable; users: UsersTable; sessions: SessionsTable; rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  // venues, people, taxonomies
  venues: VenuesTable; rooms: RoomsTable;
  persons: PersonsTable; person_categories: PersonCategoriesTable; person_category_links: PersonCategoryLinksTable;
  genres: GenresTable; exhibition_types: ExhibitionTypesTable; event_tags: EventTagsTable; production_tags: ProductionTagsTable;
  series: SeriesTable; seasons: SeasonsTable;
  // programme
  productions: ProductionsTable; production_tag_links: ProductionTagLinksTable; production_persons: ProductionPersonsTable;
  events: EventsTable; event_tag_links: EventTagLinksTable; teasers: TeasersTable;
  // magazine, forms
  article_categories: ArticleCategoriesTable; article_tags: ArticleTagsTable; articles: ArticlesTable; article_tag_links: ArticleTagLinksTable;
  forms: FormsTable; form_fields: FormFieldsTable; form_entries: FormEntriesTable; form_entry_files: FormEntryFilesTable;
  // box office
  seat_groups: SeatGroupsTable; prices: PricesTable; timeslots: TimeslotsTable;
  carts: CartsTable; reservations: ReservationsTable; seat_holds: SeatHoldsTable; orders: OrdersTable; order_items: OrderItemsTable;
  cart_idempotency: CartIdempotencyTable;
  // search (PostgreSQL adds `vector tsvector` and `title_vector tsvector`; SQLite has the FTS5 table `search_fts`, both written by raw SQL)
  search_documents: SearchDocumentsTable; search_queue: SearchQueueTable;
}

export type TableName = keyof DB;
export type Row<T extends TableName> = Selectable<DB[T]>;
export type NewRow<T extends TableName> = Insertable<DB[T]>;
export type RowUpdate<T extends TableName> = Updateable<DB[T]>;

export type Image = Row<"images">;
export type Page = Row<"pages">;
export type ContainerSection = Row<"container_sections">;
export type Module = Row<"modules">;
export type EditorBackup = Row<"editor_backups">;
export type PageVersion = Row<"page_versions">;
export type PageSchedule = Row<"page_schedules">;
export type EditorPresence = Row<"editor_presence">;
export type NavigationItem = Row<"navigation_items">;
export type SiteSettings = Row<"site_settings">;
export type DesignSettings = Row<"design_settings">;
export type User = Row<"users">;
export type Venue = Row<"venues">;
export type Room = Row<"rooms">;
export type Person = Row<"persons">;
export type Series = Row<"series">;
export type Production = Row<"productions">;
export type Event = Row<"events">;
export type Teaser = Row<"teasers">;
export type Article = Row<"articles">;
export type Form = Row<"forms">;
export type FormField = Row<"form_fields">;
export type SeatGroup = Row<"seat_groups">;
export type Price = Row<"prices">;
export type Timeslot = Row<"timeslots">;
