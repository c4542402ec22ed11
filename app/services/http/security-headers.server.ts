// Headers every response carries. Kept free of app imports: server.ts bundles this file alone.
import crypto from "node:crypto";

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
function policyWithNonce(
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

/** A policy's text cut where the nonce goes, per kind of policy (few: dev, tracking, report origin). */
const policyParts = new Map<string, string[]>();
const NONCE_MARK = "\u0000";

/** The policy for this answer's nonce (the same text `policyWithNonce` makes, from parts made once). */
export function contentSecurityPolicy(nonce: string, options: { dev: boolean; tracking: boolean; reportOrigin?: string }): string {
  const kind = `${options.dev} ${options.tracking} ${options.reportOrigin ?? ""}`;
  let parts = policyParts.get(kind);
  if (!parts) policyParts.set(kind, (parts = policyWithNonce(NONCE_MARK, options).split(NONCE_MARK)));
  return parts.join(nonce);
}

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolAt = 0;

/**
 * A fresh CSP nonce: 16 bytes of the system's secure randomness, base64. The bytes are drawn for 256
 * nonces at once (one system call instead of one per answer); each byte serves one nonce only.
 */
export function freshNonce(): string {
  if (poolAt >= randomPool.length) {
    randomPool = crypto.randomFillSync(Buffer.allocUnsafe(NONCE_BYTES * NONCES_PER_DRAW));
    poolAt = 0;
  }
  poolAt += NONCE_BYTES;
  return randomPool.toString("base64", poolAt - NONCE_BYTES, poolAt);
}

export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};
