/**
 * The fuzz run's requests: every route of the route table (both locales, the webshop under every
 * prefix, the API outside the locale prefix) and the server's own paths, each asked with malformed
 * path parameters, query strings, bodies, methods and headers. The list is a pure function of the
 * seed, the size and the sample paths found on the site, so a failing request is reproduced by
 * running again with the same seed.
 */
import { LOCALES, localizedRoutes, rootRoutes } from "../../../app/lib/route-table.js";

export interface FuzzRequest {
  /** Position in the run: the same seed and size give the same request at the same position. */
  index: number;
  /** The route pattern it aims at. */
  target: string;
  method: string;
  /** Sent exactly as written (no normalisation of `..`, `%zz` or `//`). */
  path: string;
  headers: [string, string][];
  body?: Buffer;
  /** Sent as `Transfer-Encoding: chunked`, the last chunk left out when `truncated`. */
  chunked?: "complete" | "truncated";
  /** What was mutated, for the failure report. */
  notes: string[];
}

export interface RoutePattern {
  /** Route id as Remix knows it (`event.de`, `webshop-cart@testshop`, `server:healthcheck`). */
  id: string;
  /** Remix path pattern with a leading slash: `/de/programm/:slug/:id`, `/webshop/*`. */
  pattern: string;
}

export interface FuzzOptions {
  seed: number;
  count: number;
  /** `host:port` the server is reached at; also the same-origin `Origin`. */
  host: string;
  /** Concrete paths found on the site (links), matched to the patterns to get valid parameters. */
  samples: string[];
  /** A CSRF cookie value and its token, so that some bodies get past the token check. */
  csrf?: { cookie: string; token: string };
}

/** A small seeded PRNG (mulberry32): the same seed gives the same sequence on every machine. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)];
    },
  };
}
type Random = ReturnType<typeof prng>;

/** Paths the HTTP server answers before the route table: health check, static files, media. */
const SERVER_PATHS: RoutePattern[] = [
  { id: "server:healthcheck", pattern: "/healthcheck" },
  { id: "server:robots", pattern: "/robots.txt" },
  { id: "server:favicon", pattern: "/favicon.svg" },
  { id: "server:manifest", pattern: "/site.webmanifest" },
  { id: "server:build", pattern: "/build/*" },
  { id: "server:media", pattern: "/media/*" },
];

/** Every route of the route table as Remix defines it (vite.config.ts), and the server's paths. */
export function routePatterns(): RoutePattern[] {
  const join = (...parts: string[]) => `/${parts.filter(Boolean).join("/")}`;
  const root = rootRoutes.map((entry) => ({ id: entry.id, pattern: join(entry.path) }));
  const localized = LOCALES.flatMap((locale) =>
    localizedRoutes.map((entry) => ({
      id: `${entry.id}.${locale}`,
      pattern: join(locale, typeof entry.path === "string" ? entry.path : entry.path[locale]),
    })),
  );
  // The JSON API keeps trailing slashes; ask both spellings.
  const slashed = [...rootRoutes, ...localizedRoutes]
    .filter((entry) => "trailingSlash" in entry && entry.trailingSlash)
    .flatMap((entry) =>
      (typeof entry.path === "string" && rootRoutes.some((r) => r.id === entry.id) ? [""] : LOCALES).map((locale) => ({
        id: locale ? `${entry.id}.${locale}/` : `${entry.id}/`,
        pattern: `${join(locale, typeof entry.path === "string" ? entry.path : entry.path[locale as "de" | "en"])}/`,
      })),
    );
  return [...root, ...localized, ...slashed, ...SERVER_PATHS];
}

/** A regular expression that matches a concrete path of the pattern. */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return "(?:.*)";
      if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:[^/]+)?" : "[^/]+";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/")
    .replace(/\/\(\?:\[\^\/\]\+\)\?/g, "(?:/[^/]+)?");
  return new RegExp(`^${source}$`);
}

const HUGE = "9".repeat(40);
/** Malformed values for a path parameter or a splat segment. */
const BAD_SEGMENTS = [
  "0", "-1", "-0", HUGE, "2147483648", "9007199254740993", "1e9", "1.5", "0x1f", "%201", "1%20", "NaN", "Infinity", "null", "undefined",
  "abc", "%00", "1%00", "%zz", "%", "%e2%82", "%c0%af", "%ff%fe", "%2e%2e", "%2f", "..", ".", "..%2f..%2fetc%2fpasswd", "%252e%252e",
  "%E2%82%AC", "%F0%9F%8E%AD", "%D8%A7%D9%84", "caf%C3%A9", "\u00e9", "a".repeat(2048), "1".repeat(300), "x".repeat(9000),
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "'%20OR%201=1--", "$%7Bjndi%7D", "__proto__", "constructor", "%0d%0aSet-Cookie:%20x=1", "%09",
  "~", "index.html", ".env", "%5C..%5C", "1;2", "1,2", "[]", "%5B%5D", "+",
];

const QUERY_KEYS = [
  "page", "date", "room", "type", "tag", "series", "genre", "season", "exhibition_type", "q", "lang", "page_size", "redirectTo",
  "returnTo", "version_id", "booked", "overlay", "_data", "v", "category", "start", "end", "from", "to", "limit", "offset", "id",
  "slug", "index", "sort", "format", "callback",
];
const QUERY_VALUES = [
  "", "0", "-1", HUGE, "99999999", "1e400", "NaN", "abc", "31-02-2026", "00-00-0000", "2026-13-45", "29-02-2027", "99-99-9999",
  "01-01-0001", "01-01-275760", "2026-11-25", "25.11.2026", "%00", "%zz", "%", "%E2%82%AC", "%F0%9F%8E%AD", "\u00e9", "x".repeat(5000),
  "1,2,3", "%5B%5D", "[object%20Object]", "true", "//evil.example", "/%09/evil.example", "javascript:alert(1)", "https://evil.example/",
  "..%2F..%2F", "%0d%0a", "root", "routes/root", "null", "1.5",
];

function pathValue(random: Random): string {
  return random.pick(BAD_SEGMENTS);
}

/** A concrete path for the pattern: a sample path when the site has one, parameters mutated or not. */
function concretePath(pattern: string, samples: string[], random: Random, notes: string[]): string {
  const matching = samples.filter((sample) => patternRegExp(pattern).test(sample));
  const base = matching.length > 0 && random.chance(0.5) ? random.pick(matching) : null;
  const segments = pattern.split("/");
  const baseSegments = base?.split("/");
  const params = segments.map((segment, i) => (segment.startsWith(":") || segment === "*" ? i : -1)).filter((i) => i >= 0);
  const mutate = params.length === 0 ? -1 : random.chance(0.8) ? random.pick(params) : -1;
  const out = segments.map((segment, i) => {
    const isParam = segment.startsWith(":") || segment === "*";
    if (!isParam) return segment;
    if (i === mutate) {
      const value = pathValue(random);
      notes.push(`param ${segment}=${value.length > 40 ? `${value.slice(0, 20)}…(${value.length})` : value}`);
      return segment === "*" && random.chance(0.3) ? `${value}/${pathValue(random)}` : value;
    }
    if (baseSegments && baseSegments[i] !== undefined && baseSegments.length === segments.length) return baseSegments[i];
    if (segment.endsWith("?") && random.chance(0.5)) return null;
    return segment.startsWith(":id") ? String(1 + random.int(50)) : random.pick(["x", "1", "slug", "index"]);
  });
  let path = out.filter((segment) => segment !== null).join("/") || "/";
  if (params.length === 0 && random.chance(0.25)) {
    const extra = pathValue(random);
    notes.push(`extra segment ${extra.slice(0, 40)}`);
    path = `${path.replace(/\/$/, "")}/${extra}`;
  }
  if (random.chance(0.05)) {
    const variant = random.pick(["//", "/./", "/../", "%2F", ";jsessionid=1", "/%2e%2e/", "\\"]);
    notes.push(`path trick ${variant}`);
    path = variant === ";jsessionid=1" ? `${path}${variant}` : `${variant.startsWith("/") ? "" : "/"}${variant}${path.replace(/^\//, "")}`;
  }
  return path;
}

function queryString(random: Random, notes: string[]): string {
  if (random.chance(0.45)) return "";
  const pairs: string[] = [];
  const n = 1 + random.int(4);
  for (let i = 0; i < n; i++) {
    const key = random.chance(0.9) ? random.pick(QUERY_KEYS) : random.pick(BAD_SEGMENTS);
    const value = random.pick(QUERY_VALUES);
    const shape = random.int(5);
    if (shape === 0) pairs.push(`${key}=${value}`, `${key}=${random.pick(QUERY_VALUES)}`); // repeated key
    else if (shape === 1) pairs.push(`${key}[]=${value}`, `${key}[]=${random.pick(QUERY_VALUES)}`); // array
    else if (shape === 2) pairs.push(`${key}[a][b]=${value}`);
    else if (shape === 3) pairs.push(key); // no value
    else pairs.push(`${key}=${value}`);
  }
  if (random.chance(0.05)) pairs.push(`page=${HUGE}`, "page=1");
  const query = pairs.join(random.chance(0.1) ? ";" : "&");
  notes.push(`query ${query.length > 120 ? `${query.slice(0, 120)}…(${query.length})` : query}`);
  return `?${query}`;
}

const METHODS = ["GET", "GET", "GET", "HEAD", "POST", "POST", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];
const CONTENT_TYPES = [
  "application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=utf-8", "application/json", "text/plain",
  "multipart/form-data; boundary=fuzz", "multipart/form-data", "multipart/form-data; boundary=", "application/xml", "application/octet-stream",
  "application/x-www-form-urlencoded; charset=koi8-r", "application/json; charset=utf-16", "image/png", "", "garbage", "*/*",
];
const FORM_FIELDS = ["csrf", "intent", "email", "password", "redirectTo", "returnTo", "nonce", "block_id", "q.1.1", "quantity", "ticket", "consent", "tracking", "marketing", "id", "form", "formId", "field_1", "message", "name", "url", "error", "page"];

function formBody(random: Random, csrfToken: string | undefined): string {
  const pairs: string[] = [];
  if (csrfToken && random.chance(0.6)) pairs.push(`csrf=${encodeURIComponent(csrfToken)}`);
  const n = random.int(6);
  for (let i = 0; i < n; i++) {
    const key = random.pick(FORM_FIELDS);
    const value = random.chance(0.04) ? "v".repeat(1 + random.int(200_000)) : random.pick(QUERY_VALUES);
    const shape = random.int(4);
    if (shape === 0) pairs.push(`${key}[]=${value}`, `${key}[]=${value}`);
    else if (shape === 1) pairs.push(`${key}=${value}`, `${key}=${random.pick(QUERY_VALUES)}`);
    else pairs.push(`${key}=${value}`);
  }
  if (random.chance(0.1)) pairs.push("%zz=%zz", "=&&=", "a=%");
  return pairs.join("&");
}

function jsonBody(random: Random): string {
  const valid = [
    "{}", "[]", "null", "0", "\"\"", "true", `{"id":${HUGE}}`, `{"id":-1,"quantity":0}`, `{"items":[{"id":"x","quantity":1e309}]}`,
    `{"__proto__":{"admin":true}}`, `{"constructor":{"prototype":{"x":1}}}`, `{"error":"${"e".repeat(10_000)}","url":"/"}`,
    `{"date":"31-02-2026","page":${HUGE}}`, `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`, `{"seatGroup":"1","tickets":[1,2,3]}`,
  ];
  const broken = ["{", "{\"a\":", "[1,2", "{'a':1}", "undefined", "\u0000", "{\"a\":\"\\ud800\"}", "\ufeff{}", "NaN", "{\"a\":1}garbage"];
  return random.chance(0.5) ? random.pick(valid) : random.pick(broken);
}

function multipartBody(random: Random, notes: string[]): string {
  const boundary = "fuzz";
  const parts: string[] = [];
  const n = random.int(4);
  for (let i = 0; i < n; i++) {
    const file = random.chance(0.4);
    const name = random.pick([...FORM_FIELDS, "file", "files[]", "upload", "\"quoted\"", ""]);
    const disposition = file
      ? `form-data; name="${name}"; filename="${random.pick(["a.png", "../../etc/passwd", "x".repeat(500), "%00.jpg", "", "ü.pdf"])}"`
      : `form-data; name="${name}"`;
    const value = random.chance(0.04) ? "p".repeat(1 + random.int(300_000)) : random.pick(QUERY_VALUES);
    parts.push(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${file ? "Content-Type: image/png\r\n" : ""}\r\n${value}\r\n`);
  }
  let body = `${parts.join("")}--${boundary}--\r\n`;
  const cut = random.int(4);
  if (cut === 0 && body.length > 10) {
    body = body.slice(0, random.int(body.length));
    notes.push("multipart truncated");
  } else if (cut === 1) {
    body = `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno end`;
    notes.push("multipart without closing boundary");
  }
  return body;
}

const ACCEPT_LANGUAGES = ["", "*", "de", "en", "xx", "de-AT,de;q=0.9", "en;q=abc", ";;;", "zh-Hant-TW-x-private-1234567890", "a".repeat(5000), "de;q=2,en;q=-1", "\u00e9", "root", "__proto__", "de-DE-u-ca-gregory-co-phonebk", "en-US,en;q=0.9,".repeat(200)];
const COOKIES = (csrfCookie: string | undefined) => [
  "festival-consent=%zz", "festival-consent={", "festival-consent=%7B%22v%22%3A99%7D", "festival-consent=" + "a".repeat(4000),
  "festival-alert=-1", "festival-alert=" + HUGE, "festival-alert=%00", "__Host-festival-session=garbage", "festival-session=a.b.c",
  "__Host-festival-cart=../../x", "festival-cart=" + HUGE, "festival-cart=%zz", "__Host-festival-order=0", "festival-order=-1",
  "csrftoken=short", "csrftoken=" + "c".repeat(64), csrfCookie ? `csrftoken=${csrfCookie}` : "csrftoken=", "cartAmount=NaN",
  "cartUrl=javascript:alert(1)", "cartExpires=not-a-date", "festival-news=%", "festival-plakat=[]", "=", ";;;", "a=b=c", "x=\u00e9",
  "festival-consent=1; festival-consent=2", "__proto__=1", "festival-consent=" + encodeURIComponent(JSON.stringify({ v: 1, tracking: "yes" })),
];
const ORIGINS = (host: string) => [`http://${host}`, "null", "https://evil.example", "http://localhost", `http://${host}.evil.example`, "garbage", "http://[::1", "file://", ""];
const ACCEPTS = ["*/*", "text/html", "application/json", "text/event-stream", "image/*", "garbage", "", "application/json;q=0, text/html;q=abc"];
/** Forwarded-header spoofs; none names the loopback address other specs' limits are counted for. */
const FORWARDED = [
  ["X-Forwarded-For", "203.0.113.7"], ["X-Forwarded-For", "garbage"], ["X-Forwarded-For", ", ,"], ["X-Forwarded-For", "203.0.113.7, 198.51.100.9"],
  ["X-Forwarded-For", "2001:db8::1"], ["X-Forwarded-For", "999.999.999.999"], ["X-Forwarded-Proto", "gopher"], ["X-Forwarded-Proto", "https"],
  ["X-Forwarded-Host", "evil.example"], ["X-Forwarded-Host", "evil.example:99999"], ["X-Forwarded-Host", "a b"], ["X-Forwarded-Host", ""],
  ["X-Forwarded-Port", "-1"], ["Forwarded", "for=203.0.113.7;host=evil.example;proto=https"], ["X-Real-IP", "203.0.113.8"],
] as const;

const BAD_HOSTS = ["a b", "evil.example", "evil.example:99999", "localhost:1:2", "[::1", "xn--", "%00", "localhost\\@evil.example", "x".repeat(300)];

/** The run: `count` requests, spread round-robin over every pattern so each route gets its share. */
export function fuzzRequests(options: FuzzOptions): FuzzRequest[] {
  const random = prng(options.seed);
  const patterns = routePatterns();
  const requests: FuzzRequest[] = [];
  for (let index = 0; index < options.count; index++) {
    const target = patterns[index % patterns.length];
    const notes: string[] = [];
    const method = random.pick(METHODS);
    const path = concretePath(target.pattern, options.samples, random, notes) + queryString(random, notes);
    const headers: [string, string][] = [["Host", options.host]];
    const cookies: string[] = [];
    let body: Buffer | undefined;
    let chunked: FuzzRequest["chunked"];

    if (random.chance(0.5)) headers.push(["Accept", random.pick(ACCEPTS)]);
    if (random.chance(0.3)) headers.push(["Accept-Language", random.pick(ACCEPT_LANGUAGES)]);
    if (random.chance(0.2)) headers.push(["User-Agent", random.pick(["curl/8.0", "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0", "", "Googlebot/2.1", "\u00e9".repeat(10)])]);
    if (random.chance(0.35)) cookies.push(...Array.from({ length: 1 + random.int(3) }, () => random.pick(COOKIES(options.csrf?.cookie))));
    if (random.chance(0.15)) {
      const [name, value] = random.pick(FORWARDED);
      headers.push([name, value]);
      // A spoofed host must not reach the shared page cache: an unknown cookie keeps the answer out of it.
      if (name === "X-Forwarded-Host" || name === "Forwarded") cookies.push("fuzz=1");
    }
    if (random.chance(0.03)) {
      // A host of its own keeps the answer apart from the other specs' entries in the page cache.
      headers[0] = ["Host", random.pick(BAD_HOSTS)];
      notes.push(`Host ${headers[0][1]}`);
    }
    if (random.chance(0.05)) headers.push(["Referer", random.pick(["http://evil.example/", "%zz", `http://${options.host}/de/agb`, "x".repeat(3000)])]);

    const sendsBody = method !== "GET" && method !== "HEAD" ? random.chance(0.85) : random.chance(0.05);
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") {
      // Mostly same-origin, so the body reaches the action; sometimes none or a foreign one.
      const origin = random.chance(0.7) ? `http://${options.host}` : random.chance(0.5) ? null : random.pick(ORIGINS(options.host));
      if (origin !== null) headers.push(["Origin", origin]);
      if (options.csrf && random.chance(0.4)) {
        headers.push(["X-CSRFToken", options.csrf.token]);
        cookies.push(`csrftoken=${options.csrf.cookie}`);
      }
    }
    if (sendsBody) {
      const contentType = random.pick(CONTENT_TYPES);
      const kind = contentType.startsWith("multipart") ? "multipart" : contentType.includes("json") ? "json" : random.chance(0.7) ? "form" : "json";
      const text = kind === "multipart" ? multipartBody(random, notes) : kind === "json" ? jsonBody(random) : formBody(random, options.csrf?.token);
      body = Buffer.from(text, "utf8");
      if (contentType) headers.push(["Content-Type", contentType]);
      notes.push(`body ${kind} as "${contentType}" (${body.length} bytes)`);
      const framing = random.int(10);
      if (framing === 0) {
        chunked = random.chance(0.5) ? "truncated" : "complete";
        notes.push(`chunked ${chunked}`);
      } else if (framing === 1) {
        const declared = random.pick([0, 1, Math.max(0, body.length - 1), 10 * 1024 * 1024 * 1024]);
        headers.push(["Content-Length", String(declared)]);
        notes.push(`Content-Length ${declared} for ${body.length} bytes`);
      } else if (framing === 2) {
        headers.push(["Content-Length", random.pick(["-1", "abc", "1e3", " 5", "99999999999999999999"])]);
        notes.push("Content-Length malformed");
      } else {
        headers.push(["Content-Length", String(body.length)]);
      }
    }
    if (cookies.length > 0) headers.push(["Cookie", cookies.join("; ")]);
    requests.push({ index, target: target.id, method, path, headers, body, chunked, notes });
  }
  return requests;
}
