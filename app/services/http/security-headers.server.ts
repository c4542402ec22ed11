// Headers every response carries. Kept free of app imports: server.ts bundles this file alone.

/** Players and embeds that may be framed once the visitor consents to external media. */
const FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
  "https://open.spotify.com",
  "https://w.soundcloud.com",
  "https://player.podigee-cdn.net",
  "https://*.podigee.io",
  "https://e.issuu.com",
  "https://form.typeform.com",
  "https://www.openstreetmap.org",
];

/** The tag manager and what it loads: allowed only in answers to visitors who consented to tracking. */
const TRACKING_SCRIPTS = ["https://www.googletagmanager.com"];
const TRACKING_IMAGES = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];
const TRACKING_CONNECT = ["https://*.google-analytics.com"];

/**
 * An enforced policy: inline scripts run only with this response's nonce, and the tag manager's hosts
 * are allowed only when the request's consent cookie says yes to tracking (`tracking`). `reportOrigin`
 * is the error-reporting endpoint's origin (from SENTRY_DSN), which browsers may send their reports to.
 */
export function contentSecurityPolicy(
  nonce: string,
  { dev, tracking, reportOrigin }: { dev: boolean; tracking: boolean; reportOrigin?: string },
): string {
  const ifTracking = (sources: string[]) => (tracking ? sources : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...ifTracking(TRACKING_SCRIPTS)],
    "style-src": ["'self'", `'nonce-${nonce}'`],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://i.ytimg.com", "https://i.vimeocdn.com", ...ifTracking(TRACKING_IMAGES)],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      "https://*.ingest.sentry.io",
      "https://*.ingest.de.sentry.io",
      ...ifTracking(TRACKING_CONNECT),
      ...(reportOrigin ? [reportOrigin] : []),
      ...(dev ? ["ws:"] : []),
    ],
    "media-src": ["'self'"],
    // The service worker (/sw.js); without this line it would fall back to script-src, which allows it too.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-src": FRAME_SOURCES,
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};
