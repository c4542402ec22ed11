// @ts-check
// The one route table. remix.config.js defines the routes from it; app/lib/routes.ts builds every link
// and the language switch from it. A path is never spelled anywhere else.

/** @typedef {"de" | "en"} Locale */
/**
 * @typedef {object} RouteEntry
 * @property {string} id            stable id; localized routes get `${id}.${locale}` in Remix
 * @property {string} file          route module, relative to app/
 * @property {string | Record<Locale, string>} path   Remix path pattern ("" for an index route)
 * @property {boolean} [trailingSlash]  links end in "/" (the JSON API keeps the spec's trailing slashes)
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
  { id: "not-found", file: "routes/not-found.tsx", path: "404" },
  { id: "login", file: "routes/login.tsx", path: "login" },
  { id: "logout", file: "routes/logout.tsx", path: "logout" },
  { id: "api-form", file: "routes/api/form.ts", path: "api/forms/:id", trailingSlash: true },
  { id: "api-form-entries", file: "routes/api/form-entries.ts", path: "api/forms-entries", trailingSlash: true },
  { id: "editor-user", file: "routes/api/editor-user.ts", path: "pageeditor-api/user" },
  { id: "editor-nav", file: "routes/api/editor-nav.ts", path: "pageeditor-api/nav" },
  { id: "editor-page", file: "routes/api/editor-page.ts", path: "pageeditor-api/page/*" },
  { id: "editor-redirect", file: "routes/api/editor-redirect.ts", path: "pageeditor-api/redirect" },
  { id: "cms-page", file: "routes/cms-page.tsx", path: "*" },
]);

/** Routes outside the locale prefix. */
export const rootRoutes = /** @type {const} @satisfies {readonly RouteEntry[]} */ ([
  { id: "root-index", file: "routes/root-index.tsx", path: "" },
  { id: "dashboard", file: "routes/dashboard.tsx", path: "cms-hub" },
  { id: "editor-settings", file: "routes/api/editor-settings.ts", path: "pageeditor-api/settings" },
  { id: "api-breaking-news", file: "routes/api/breaking-news.ts", path: "api/breaking-news", trailingSlash: true },
  { id: "api-opening-hours-today", file: "routes/api/opening-hours-today.ts", path: "api/opening-hours-today", trailingSlash: true },
  { id: "api-user-details", file: "routes/api/user-details.ts", path: "api/user-details", trailingSlash: true },
  { id: "api-consent", file: "routes/api/consent.ts", path: "api/consent", trailingSlash: true },
  { id: "api-alert-dismissal", file: "routes/api/alert-dismissal.ts", path: "api/alert-dismissal", trailingSlash: true },
  { id: "api-dashboard-error-log", file: "routes/api/dashboard-error-log.ts", path: "api/dashboard-error-log", trailingSlash: true },
]);
