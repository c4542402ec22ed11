/**
 * The HTML the service worker writes itself: the note on a saved copy and the offline page. Both work
 * without script, and without the site's stylesheet.
 */
import { formatShortDate, formatTime } from "../dates";
import type { Locale } from "../routes";
import type { OfflineTexts } from "./service-worker-config";

/** The class of the note the service worker adds to a page it answers from its copy. */
export const SAVED_COPY_CLASS = "saved-copy-notice";

/** A saved page as the offline page lists it. */
export interface SavedPage {
  url: string;
  title: string;
  savedAt: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The document's title, as text. */
export function pageTitle(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return match ? unescapeHtml(match[1]!).trim() : "";
}

/** `{{name}}` placeholders filled. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** "21. Nov. 2026, 14:03 Uhr" / "21 Nov 2026, 14:03". */
export function formatSavedAt(iso: string, locale: Locale): string {
  return `${formatShortDate(iso, locale)}, ${formatTime(iso, locale)}`;
}

/**
 * The saved page with a note that it is a copy and when it was saved, put last in the body: React
 * leaves nodes it did not render at the end of the body alone when it hydrates, so the page still
 * comes to life with its script, and the note shows without it.
 */
export function withSavedCopyNote(html: string, text: string, savedAt: string): string {
  const note = `<p class="${SAVED_COPY_CLASS}" data-saved-at="${escapeHtml(savedAt)}">${escapeHtml(text)}</p>`;
  const end = html.lastIndexOf("</body>");
  return end < 0 ? html + note : html.slice(0, end) + note + html.slice(end);
}

/** The offline page's own policy: no script at all, its inline style, images of the site. */
export const OFFLINE_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const OFFLINE_PAGE_STYLE = [
  "body{margin:0;padding:2rem 1rem;font:1rem/1.5 system-ui,sans-serif;color:#1b2333;background:#fff}",
  "main{max-width:40rem;margin:0 auto}",
  "h1{font-size:1.75rem;line-height:1.2}",
  "ul{padding-left:1.25rem}li{margin:0.5rem 0}",
  "a{color:#1d3557}small{color:#4a5568}",
].join("");

/** The page for an address that is neither online nor saved: what happened, and the saved pages as links. */
export function offlinePageHtml({ locale, texts, url, saved }: { locale: Locale; texts: OfflineTexts; url: string; saved: SavedPage[] }): string {
  const items = saved
    .map((page) => {
      const when = fillText(texts.savedAt, { date: formatSavedAt(page.savedAt, locale) });
      return `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title || page.url)}</a><br><small>${escapeHtml(when)}</small></li>`;
    })
    .join("");
  const list = saved.length > 0 ? `<p>${escapeHtml(texts.intro)}</p><ul>${items}</ul>` : `<p>${escapeHtml(texts.none)}</p>`;
  return [
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(texts.pageTitle + texts.titleSuffix)}</title><style>${OFFLINE_PAGE_STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(texts.heading)}</h1>${list}`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(texts.retry)}</a></p></main></body></html>`,
  ].join("");
}
