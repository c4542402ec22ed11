// @ts-check
// The one route table. vite.config.ts defines the routes from it; app/lib/routes.ts builds every link
// and the language switch from it. A path is never spelled anywhere else.

/** @typedef {"de" | "en"} Locale */
/**
 * @typedef {object} RouteEntry
 * @property {string} id            stable id; localized routes get `${id}.${locale}` in Remix
 * @property {string} file          route module, relative to app/
 * @property {string | Record<Locale, string>} path   Remix path pattern ("" for an index route)
 * @property {boolean} [trailingSlash]  links end in "/" (the JSON API keeps the old API's trailing slashes)
 */

/** @type {readonly Locale[]} */
export const LOCALES = ["de", "en"];

/** @type {Locale} */
export const DEFAULT_LOCALE = "de";

/** Routes under the locale prefix (/de, /en). */
export const localizedRoutes = /** @type {const} @satisfies {readonly RouteEntry[]} */ ([
  { id: "home", file: "routes/cms-page.tsx", path: "" },
  { id: "legal-terms", file: "routes/cms-page.tsx", path: { de: "agb", en: "terms" } },
  { id: "legal-privacy", file: "routes/cms-page.tsx", path: { de: "datenschutz", en: "privacy" } },
  { id: "legal-imprint", file: "routes/cms-page.tsx", path: { de: "impressum", en: "imprint" } },
  { id: "user-profile", file: "routes/user-profile.tsx", path: "user/profile" },
  { id: "user-settings", file: "routes/user-settings.tsx", path: "user/settings" },
  { id: "form-page", file: "routes/form-page.tsx", path: "forms/:slug/:id" },
  { id: "not-found", file: "routes/not-found.tsx", path: "404" },
  { id: "login", file: "routes/login.tsx", path: "login" },
  { id: "logout", file: "routes/logout.tsx", path: "logout" },
  { id: "api-form", file: "routes/api/form.ts", path: "api/forms/:id", trailingSlash: true },
  { id: "api-form-entries", file: "routes/api/form-entries.ts", path: "api/forms-entries", trailingSlash: true },
  { id: "api-temp-files", file: "routes/api/temp-files.ts", path: "api/temp-files", trailingSlash: true },
  { id: "editor-user", file: "routes/editor/user.ts", path: "pageeditor-api/user" },
  { id: "editor-nav", file: "routes/editor/nav.ts", path: "pageeditor-api/nav" },
  { id: "editor-page", file: "routes/editor/page.ts", path: "pageeditor-api/page/*" },
  { id: "editor-redirect", file: "routes/editor/redirect.ts", path: "pageeditor-api/redirect" },
  // The page editor's changes (docs/decisions/0046-editor-api.md).
  { id: "editor-container-by-slug", file: "routes/editor/container-by-slug.ts", path: "pageeditor-api/container/by-slug/:slug", trailingSlash: true },
  { id: "editor-containers", file: "routes/editor/containers.ts", path: "pageeditor-api/containers", trailingSlash: true },
  { id: "editor-container", file: "routes/editor/container.ts", path: "pageeditor-api/containers/:id", trailingSlash: true },
  { id: "editor-container-move", file: "routes/editor/container-move.ts", path: "pageeditor-api/containers/:id/move", trailingSlash: true },
  { id: "editor-modules", file: "routes/editor/modules.ts", path: "pageeditor-api/modules", trailingSlash: true },
  { id: "editor-module", file: "routes/editor/module.ts", path: "pageeditor-api/modules/:id", trailingSlash: true },
  { id: "editor-module-move", file: "routes/editor/module-move.ts", path: "pageeditor-api/modules/:id/move", trailingSlash: true },
  { id: "editor-module-duplicate", file: "routes/editor/module-duplicate.ts", path: "pageeditor-api/modules/:id/duplicate", trailingSlash: true },
  { id: "editor-undo", file: "routes/editor/undo.ts", path: "pageeditor-api/undo", trailingSlash: true },
  { id: "editor-media", file: "routes/editor/media.ts", path: "pageeditor-api/media", trailingSlash: true },
  { id: "editor-links", file: "routes/editor/links.ts", path: "pageeditor-api/links", trailingSlash: true },
  // Drafts and publishing (docs/decisions/0050-drafts-and-publishing.md).
  { id: "editor-page-publish", file: "routes/editor/page-publish.ts", path: "pageeditor-api/pages/:id/publish", trailingSlash: true },
  { id: "editor-page-schedule", file: "routes/editor/page-schedule.ts", path: "pageeditor-api/pages/:id/schedule", trailingSlash: true },
  { id: "editor-page-schedule-cancel", file: "routes/editor/page-schedule-cancel.ts", path: "pageeditor-api/pages/:id/schedule/:schedule", trailingSlash: true },
  { id: "editor-page-restore", file: "routes/editor/page-restore.ts", path: "pageeditor-api/pages/:id/versions/:version/restore", trailingSlash: true },
  { id: "editor-page-draft", file: "routes/editor/page-draft.ts", path: "pageeditor-api/pages/:id/draft", trailingSlash: true },
  // The page's history: its versions and the comparison of two of its states (docs/decisions/0051-history-and-diff.md).
  { id: "editor-page-versions", file: "routes/editor/page-versions.ts", path: "pageeditor-api/pages/:id/versions", trailingSlash: true },
  { id: "editor-page-diff", file: "routes/editor/page-diff.ts", path: "pageeditor-api/pages/:id/versions/diff", trailingSlash: true },
  // Per-editor redo and pasting a copied section (docs/decisions/0053-undo-redo-and-clipboard.md).
  { id: "editor-redo", file: "routes/editor/redo.ts", path: "pageeditor-api/redo", trailingSlash: true },
  { id: "editor-containers-paste", file: "routes/editor/containers-paste.ts", path: "pageeditor-api/containers/paste", trailingSlash: true },
  { id: "editor-presence", file: "routes/editor/presence.ts", path: "pageeditor-api/presence", trailingSlash: true },
  { id: "events", file: "routes/events.tsx", path: { de: "programm", en: "events" } },
  { id: "api-teasers", file: "routes/api/teasers.ts", path: "api/teasers", trailingSlash: true },
  { id: "api-events", file: "routes/api/events.ts", path: "api/events", trailingSlash: true },
  { id: "api-event-offer", file: "routes/api/event-offer.ts", path: "api/event-offer/:jetId", trailingSlash: true },
  { id: "event", file: "routes/event.tsx", path: { de: "programm/:slug/:id", en: "events/:slug/:id" } },
  { id: "event-calendar", file: "routes/event-calendar.ts", path: { de: "programm/:slug/:id/kalender.ics", en: "events/:slug/:id/calendar.ics" } },
  // The visitor's Merkliste, kept in a cookie (docs/decisions/0066-merkliste.md).
  { id: "favourites", file: "routes/favourites.tsx", path: { de: "merkliste", en: "favourites" } },
  { id: "favourites-calendar", file: "routes/favourites-calendar.ts", path: { de: "merkliste/kalender.ics", en: "favourites/calendar.ics" } },
  { id: "productions", file: "routes/productions.tsx", path: { de: "produktionen", en: "productions" } },
  { id: "production", file: "routes/production.tsx", path: { de: "produktionen/:slug/:id", en: "productions/:slug/:id" } },
  { id: "ensemble", file: "routes/ensemble.tsx", path: "ensemble" },
  { id: "person", file: "routes/person.tsx", path: "ensemble/:slug/:id" },
  { id: "venue", file: "routes/venue.tsx", path: "venues/:slug/:id" },
  { id: "series", file: "routes/series.tsx", path: "series/:slug?/:id" },
  { id: "subscriptions", file: "routes/subscriptions.tsx", path: { de: "abonnements", en: "subscriptions" } },
  { id: "api-productions", file: "routes/api/productions.ts", path: "api/productions", trailingSlash: true },
  { id: "magazine", file: "routes/magazine.tsx", path: { de: "mediathek-de", en: "mediathek-en" } },
  { id: "magazine-category", file: "routes/magazine-category.tsx", path: { de: "mediathek-de/categories/:category/:id", en: "mediathek-en/categories/:category/:id" } },
  { id: "magazine-tags", file: "routes/magazine-tags.tsx", path: { de: "mediathek-de/tags", en: "mediathek-en/tags" } },
  { id: "magazine-tag", file: "routes/magazine-tag.tsx", path: { de: "mediathek-de/tags/:tag/:id", en: "mediathek-en/tags/:tag/:id" } },
  { id: "article", file: "routes/article.tsx", path: { de: "mediathek-de/:slug/:id", en: "mediathek-en/:slug/:id" } },
  { id: "api-articles-teaser", file: "routes/api/articles-teaser.ts", path: "api/articles-teaser", trailingSlash: true },
  { id: "api-articles", file: "routes/api/articles.ts", path: "api/articles", trailingSlash: true },
  { id: "search", file: "routes/search.tsx", path: "search/:category?/:page?" },
  { id: "cms-page", file: "routes/cms-page.tsx", path: "*" },
]);

/**
 * The page editor's API: its routes above stay in the table (links are built from them), but Remix
 * sees one `pageeditor-api/*` route per locale (routes/editor/api.ts), which finds the handler in
 * this table's editor entries. Every route Remix knows is matched on every request, several times;
 * 25 editor routes under each locale made the match of every public page a third dearer.
 */
export const EDITOR_API_PREFIX = "pageeditor-api";

/**
 * Whether a localized entry is one of the editor API's (served by routes/editor/api.ts).
 * @param {{ id: string, path: string | Record<Locale, string> }} entry
 */
export function isEditorApiRoute(entry) {
  return typeof entry.path === "string" && entry.path.startsWith(`${EDITOR_API_PREFIX}/`);
}

/**
 * The webshop: one set of pages under five prefixes, not localised. /webshop is its own
 * address; the other four are the old ticketing system's, which printed tickets and mails still carry.
 * Ids are `webshop-cart` under /webshop and `webshop-cart@testshop` under an alias; links to the same
 * page under the visitor's prefix come from app/lib/webshop.ts.
 */
const WEBSHOP_PAGES = /** @type {const} */ ([
  { id: "webshop", file: "routes/webshop-index.tsx", path: "" },
  { id: "webshop-cart", file: "routes/webshop-cart.tsx", path: "cart" },
  { id: "webshop-confirmation", file: "routes/webshop-confirmation.tsx", path: "confirmation" },
  { id: "webshop-other", file: "routes/webshop-legacy-redirects.tsx", path: "*" },
]);

/** Alias (the id suffix) → its path prefix. */
export const WEBSHOP_ALIASES = /** @type {const} */ ({
  "eventim-template": "eventim-template",
  "eventim-webshop": "eventim.webshop",
  "test-webshop": "test.webshop",
  testshop: "testshop",
});

/** @typedef {(typeof WEBSHOP_PAGES)[number]["id"]} WebshopPageId */
/** @typedef {keyof typeof WEBSHOP_ALIASES} WebshopAlias */
/** @typedef {WebshopPageId | `${WebshopPageId}@${WebshopAlias}`} WebshopRouteId */

/**
 * Every webshop page under every prefix.
 * @returns {{ id: WebshopRouteId, file: string, path: string }[]}
 */
function webshopRoutes() {
  /** @type {[string, string | null][]} */
  const prefixes = [["webshop", null], ...Object.entries(WEBSHOP_ALIASES).map(([alias, prefix]) => /** @type {[string, string]} */ ([prefix, alias]))];
  return prefixes.flatMap(([prefix, alias]) =>
    WEBSHOP_PAGES.map((page) => ({
      id: /** @type {WebshopRouteId} */ (alias ? `${page.id}@${alias}` : page.id),
      file: page.file,
      path: page.path ? `${prefix}/${page.path}` : prefix,
    })),
  );
}

/** The back office's prefix: its routes nest in routes/back-office/layout.tsx there. */
export const BACK_OFFICE_PREFIX = "cms-hub";

/**
 * The back office, paths relative to /cms-hub. Static paths win over the generic `:resource` routes,
 * which serve every record kind described in app/lib/back-office/resources/ (an id `new` creates one).
 */
export const backOfficeRoutes = /** @type {const} @satisfies {readonly RouteEntry[]} */ ([
  { id: "dashboard", file: "routes/back-office/dashboard.tsx", path: "" },
  { id: "office-audit", file: "routes/back-office/audit.tsx", path: "audit" },
  // events and their sales
  { id: "office-events", file: "routes/back-office/events.tsx", path: "events" },
  { id: "office-event", file: "routes/back-office/event.tsx", path: "events/:id" },
  // the box office
  { id: "office-box-office", file: "routes/back-office/box-office.tsx", path: "box-office" },
  { id: "office-box-office-event", file: "routes/back-office/box-office-event.tsx", path: "box-office/events/:id" },
  { id: "office-box-office-export", file: "routes/back-office/box-office-export.ts", path: "box-office/events/:id/orders.csv" },
  { id: "office-box-office-check-in", file: "routes/back-office/box-office-check-in.tsx", path: "box-office/events/:id/check-in" },
  { id: "office-orders", file: "routes/back-office/orders.tsx", path: "orders" },
  { id: "office-order", file: "routes/back-office/order.tsx", path: "orders/:id" },
  // forms and their entries
  { id: "office-forms", file: "routes/back-office/forms.tsx", path: "forms" },
  { id: "office-form", file: "routes/back-office/form.tsx", path: "forms/:id" },
  { id: "office-form-entries", file: "routes/back-office/form-entries.tsx", path: "forms/:id/entries" },
  { id: "office-form-entries-export", file: "routes/back-office/form-entries-export.ts", path: "forms/:id/entries.csv" },
  { id: "office-form-entry", file: "routes/back-office/form-entry.tsx", path: "forms/:id/entries/:entry" },
  { id: "office-form-file", file: "routes/back-office/form-file.ts", path: "form-files/:id" },
  // users, site and design settings, navigation, media
  { id: "office-users", file: "routes/back-office/users.tsx", path: "users" },
  { id: "office-user", file: "routes/back-office/user.tsx", path: "users/:id" },
  { id: "office-site-settings", file: "routes/back-office/site-settings.tsx", path: "settings" },
  { id: "office-design-settings", file: "routes/back-office/design-settings.tsx", path: "design" },
  { id: "office-navigation", file: "routes/back-office/navigation.tsx", path: "navigation" },
  { id: "office-navigation-item", file: "routes/back-office/navigation-item.tsx", path: "navigation/:id" },
  { id: "office-media", file: "routes/back-office/media.tsx", path: "media" },
  { id: "office-media-item", file: "routes/back-office/media-item.tsx", path: "media/:id" },
  // every other record kind
  { id: "office-records", file: "routes/back-office/records.tsx", path: ":resource" },
  { id: "office-record", file: "routes/back-office/record.tsx", path: ":resource/:id" },
]);

/** Routes outside the locale prefix. */
export const rootRoutes = /** @type {const} @satisfies {readonly RouteEntry[]} */ ([
  { id: "root-index", file: "routes/root-index.tsx", path: "" },
  { id: "service-worker", file: "routes/service-worker.ts", path: "sw.js" },
  { id: "editor-settings", file: "routes/api/editor-settings.ts", path: "pageeditor-api/settings" },
  { id: "api-breaking-news", file: "routes/api/breaking-news.ts", path: "api/breaking-news", trailingSlash: true },
  { id: "api-opening-hours-today", file: "routes/api/opening-hours-today.ts", path: "api/opening-hours-today", trailingSlash: true },
  { id: "api-user-details", file: "routes/api/user-details.ts", path: "api/user-details", trailingSlash: true },
  { id: "api-consent", file: "routes/api/consent.ts", path: "api/consent", trailingSlash: true },
  { id: "api-alert-dismissal", file: "routes/api/alert-dismissal.ts", path: "api/alert-dismissal", trailingSlash: true },
  { id: "api-notice-dismissal", file: "routes/api/notice-dismissal.ts", path: "api/notice-dismissal", trailingSlash: true },
  { id: "notice-style", file: "routes/notice-style.ts", path: "notice.css" },
  { id: "api-dashboard-error-log", file: "routes/api/dashboard-error-log.ts", path: "api/dashboard-error-log", trailingSlash: true },
  { id: "api-rooms", file: "routes/api/rooms.ts", path: "api/rooms", trailingSlash: true },
  { id: "api-exhibition-types", file: "routes/api/exhibition-types.ts", path: "api/exhibition-types", trailingSlash: true },
  { id: "api-event-tags", file: "routes/api/event-tags.ts", path: "api/event-tags", trailingSlash: true },
  { id: "api-series", file: "routes/api/series.ts", path: "api/series", trailingSlash: true },
  { id: "api-genres", file: "routes/api/genres.ts", path: "api/genres", trailingSlash: true },
  { id: "api-calendar", file: "routes/api/calendar.ts", path: "api/calendar", trailingSlash: true },
  { id: "api-article-categories", file: "routes/api/article-categories.ts", path: "api/article-categories", trailingSlash: true },
  { id: "api-seasons", file: "routes/api/seasons.ts", path: "api/seasons", trailingSlash: true },
  { id: "api-production-tags", file: "routes/api/production-tags.ts", path: "api/production-tags", trailingSlash: true },
  { id: "api-search-autocomplete", file: "routes/api/search-autocomplete.ts", path: "api/search/autocomplete", trailingSlash: true },
  { id: "api-search", file: "routes/api/search-all.ts", path: "api/search", trailingSlash: true },
  { id: "api-search-events", file: "routes/api/search-events.ts", path: "api/search/events", trailingSlash: true },
  { id: "api-search-others", file: "routes/api/search-others.ts", path: "api/search/others", trailingSlash: true },
  { id: "api-shop-cart", file: "routes/api/shop-cart.ts", path: "api/shop-cart", trailingSlash: true },
  { id: "api-csrf", file: "routes/api/csrf.ts", path: "api/csrf", trailingSlash: true },
  ...webshopRoutes(),
]);

/**
 * @typedef {object} RemixRouteDefinition
 * @property {string} id
 * @property {string | undefined} parentId   undefined: a child of the root route
 * @property {string | undefined} path
 * @property {boolean} index
 * @property {string} file
 */

/**
 * Every route Remix knows, in the order vite.config.ts defines them: the root's routes, the back
 * office under its prefix, and each locale's layout with its routes (the editor API as one route
 * per locale, see EDITOR_API_PREFIX).
 * @returns {RemixRouteDefinition[]}
 */
export function remixRouteDefinitions() {
  /** @type {RemixRouteDefinition[]} */
  const out = [];
  /** @param {string} id @param {string | undefined} parentId @param {string} path @param {string} file */
  const add = (id, parentId, path, file) => out.push({ id, parentId, path: path === "" ? undefined : path, index: path === "", file });
  for (const entry of rootRoutes) add(entry.id, undefined, entry.path, entry.file);
  out.push({ id: "back-office", parentId: undefined, path: BACK_OFFICE_PREFIX, index: false, file: "routes/back-office/layout.tsx" });
  for (const entry of backOfficeRoutes) add(entry.id, "back-office", entry.path, entry.file);
  for (const locale of LOCALES) {
    const layout = `layout.${locale}`;
    // One layout file per locale: each brings its locale's texts along (app/lib/messages.ts).
    out.push({ id: layout, parentId: undefined, path: locale, index: false, file: `routes/locale-layout-${locale}.tsx` });
    add(`editor-api.${locale}`, layout, `${EDITOR_API_PREFIX}/*`, "routes/editor/api.ts");
    for (const entry of localizedRoutes) {
      if (isEditorApiRoute(entry)) continue;
      add(`${entry.id}.${locale}`, layout, typeof entry.path === "string" ? entry.path : entry.path[locale], entry.file);
    }
  }
  return out;
}
