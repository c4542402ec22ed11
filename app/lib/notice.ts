/**
 * The notice layer (app/components/layout/notice-layer.tsx): a band under the header that tells a
 * visitor what works when the site cannot show everything, and never blocks the page.
 * docs/decisions/0068-notice-layer.md
 *
 * - `noscript`: JavaScript is off. Server-rendered inside <noscript>, so visitors with script never
 *   see it. Its dismissal is applied by a stylesheet only such visitors load (/notice.css), so the
 *   page's HTML is the same for everyone and the page cache does not key on the cookie.
 * - `limited`: the browser lacks what our scripts need, or the connection or the device is slow.
 *   Rendered hidden; a small inline classic script (app/services/notice-script.server.ts) shows it, since a browser
 *   that cannot run our modules runs nothing else of ours.
 */

/** The notices a visitor closed, as `kind.kind` ("limited.noscript"); read by /notice.css and the inline script. */
export const NOTICE_COOKIE = "festival-notice";
export const NOTICE_COOKIE_DAYS = 90;

export const NOTICE_KINDS = ["noscript", "limited"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Why the `limited` notice shows: the first that applies, in this order. */
export const LIMITED_REASONS = ["unsupported", "slow", "weak"] as const;
export type LimitedReason = (typeof LIMITED_REASONS)[number];

/**
 * When a connection counts as slow and a device as weak (Network Information and Device Memory APIs,
 * Chromium only; other browsers report nothing and see no notice for these reasons):
 * - the visitor asked to save data, or the connection's effective type is 2G or slower (under about
 *   70 kbit/s; "3g" is what many mobile connections report and loads the site fine);
 * - at most 1 GB of memory (the API rounds to 0.25, 0.5, 1, 2, 4, 8), or a single core. Two cores are
 *   what many capable phones, small laptops and fingerprint-resisting browsers report.
 */
export const LIMITED_THRESHOLDS = { slowConnections: ["slow-2g", "2g"], maxDeviceMemoryGb: 1, maxCores: 1 } as const;

/** The class of the notice without script; /notice.css hides it once dismissed. */
export const NOSCRIPT_NOTICE_CLASS = "notice-layer--noscript";

/** Set on <html> by the inline script in a browser our modules do not run in: the app does not start there. */
export const UNSUPPORTED_BROWSER_ATTRIBUTE = "data-unsupported-browser";

/** The element the inline script shows, and the attributes it reads inside it. */
export const LIMITED_NOTICE_ID = "notice-limited";
export const NOTICE_REASON_ATTRIBUTE = "data-notice-reason";
export const NOTICE_RELOAD_ATTRIBUTE = "data-notice-reload";

/** The kinds a cookie value names, each once, in the order of NOTICE_KINDS; anything else is ignored. */
export function dismissedNotices(value: string | null | undefined): NoticeKind[] {
  const words = (value ?? "").split(".");
  return NOTICE_KINDS.filter((kind) => words.includes(kind));
}

/** The cookie value after the visitor also closed `kind`. */
export function withDismissed(value: string | null | undefined, kind: NoticeKind): string {
  const kinds = new Set<NoticeKind>([...dismissedNotices(value), kind]);
  return NOTICE_KINDS.filter((k) => kinds.has(k)).join(".");
}
