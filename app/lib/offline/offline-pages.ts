/**
 * Which pages the service worker keeps for reading offline, found in the route table: the programme
 * (with its query string), an event, the Merkliste and the webshop's order confirmation under
 * /webshop and each alias. Nothing else is ever stored: not the back office, login, the editor or the
 * JSON API, not any other page.
 */
import { LOCALES, localizedRoutes, rootRoutes } from "../route-table.js";

export type OfflinePageKind = "programme" | "event" | "favourites" | "confirmation";

/** A path pattern of the route table with a leading slash (`/de/programm/:slug/:id`) and its kind. */
export interface OfflinePageRule {
  kind: OfflinePageKind;
  pattern: string;
}

/** Localized route ids (both locales) and root route ids (with their webshop aliases `id@alias`) by kind. */
const LOCALIZED_KINDS: Record<string, OfflinePageKind> = { events: "programme", event: "event", favourites: "favourites" };
const ROOT_KINDS: Record<string, OfflinePageKind> = { "webshop-confirmation": "confirmation" };

/**
 * The visitor's own pages: they may be stored although they are personal (`no-store`), because the
 * copy lives only in the visitor's own browser.
 */
const PERSONAL_KINDS: ReadonlySet<OfflinePageKind> = new Set(["favourites", "confirmation"]);

/** How many copies of each kind are kept; the oldest go first. */
export const SAVED_PAGES_PER_KIND: Record<OfflinePageKind, number> = { programme: 12, event: 40, favourites: 4, confirmation: 10 };

/** The rules of every kept page, from the route table. A kind whose route is not in the table has none. */
export function offlinePageRules(): OfflinePageRule[] {
  const rules: OfflinePageRule[] = [];
  for (const entry of localizedRoutes) {
    const kind = LOCALIZED_KINDS[entry.id];
    if (!kind) continue;
    for (const locale of LOCALES) {
      const path = typeof entry.path === "string" ? entry.path : entry.path[locale];
      rules.push({ kind, pattern: path ? `/${locale}/${path}` : `/${locale}` });
    }
  }
  for (const entry of rootRoutes) {
    const kind = ROOT_KINDS[entry.id.split("@")[0]!];
    if (kind) rules.push({ kind, pattern: `/${entry.path}` });
  }
  return rules;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A route pattern as Remix matches it: `:param` one segment, `:param?` maybe one, `*` the rest; any case, one trailing slash allowed. */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return "(?:/.*)?";
      if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
      return `/${escapeRegExp(segment)}`;
    })
    .join("");
  return new RegExp(`^${source || "/"}/?$`, "i");
}

/** Matches paths against the rules; build it once, ask it often. */
export function offlinePageMatcher(rules: OfflinePageRule[]): (pathname: string) => OfflinePageKind | null {
  const compiled = rules.map((rule) => ({ kind: rule.kind, regExp: patternRegExp(rule.pattern) }));
  return (pathname) => compiled.find((rule) => rule.regExp.test(pathname))?.kind ?? null;
}

/** What the service worker knows of a page's answer when it decides whether to keep it. */
export interface PageAnswer {
  status: number;
  /** `Response.type`: only "basic" (same origin, not opaque) answers are kept. */
  type: string;
  redirected: boolean;
  contentType: string | null;
  cacheControl: string | null;
}

/**
 * Whether an answer of this kind is kept: a 200 HTML page that came without a redirect (a confirmation
 * without an order redirects to the cart, whose page must not be kept under the confirmation's
 * address). A public page marked `no-store` (an editor's session, a Set-Cookie answer) is not kept; the
 * visitor's own Merkliste and confirmation are, in their own browser only.
 */
export function shouldKeepPage(kind: OfflinePageKind, answer: PageAnswer): boolean {
  if (answer.status !== 200 || answer.type !== "basic" || answer.redirected) return false;
  if (!/^text\/html\b/i.test(answer.contentType ?? "")) return false;
  return PERSONAL_KINDS.has(kind) || !/\bno-store\b/i.test(answer.cacheControl ?? "");
}
