/**
 * Every environment variable the app reads, validated once at start: a malformed value stops the
 * server with a message that names the variable, instead of a server that starts healthy and then
 * fails on the requests that read it (docs/decisions/0025-start-up-and-health.md). An empty value
 * counts as unset.
 */
import proxyaddr from "proxy-addr";
import { z } from "zod";

const flag = z.enum(["0", "1"], { message: 'must be "0" or "1"' }).optional();

/** TRUST_PROXY: off, a hop count, or the addresses/CIDRs of the proxies in front (decision 0024). */
const TrustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? "";
    if (text === "" || text === "0" || text === "false") return false;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text.split(",").map((part) => part.trim()).filter(Boolean);
    try {
      proxyaddr.compile(list);
      return list;
    } catch (error) {
      ctx.addIssue({ code: "custom", message: `must be a hop count or comma-separated proxy addresses/CIDRs (${(error as Error).message})` });
      return z.NEVER;
    }
  });

/** PUBLIC_URL: the site's origin as visitors see it, nothing after the host. */
const PublicUrl = z
  .string()
  .url("must be an absolute URL such as https://festival.example")
  .refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    return !!url && (url.protocol === "http:" || url.protocol === "https:") && url.pathname === "/" && !url.search && !url.hash && !url.username;
  }, "must be an http(s) origin without path, query or credentials, such as https://festival.example")
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ message: "must be a port number" }).int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: or postgres://")
    .default("file:./data/festival.sqlite"),
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters long").optional(),
  SENTRY_DSN: z.string().url("must be a URL").optional(),
  COOKIE_DOMAIN: z.string().regex(/^\.?[a-z0-9.-]+$/i, "must be a domain such as .festival.example").optional(),
  MEDIA_DIR: z.string().default("./data/media"),
  DATA_DIR: z.string().default("./data"),
  PUBLIC_URL: PublicUrl,
  TRUST_PROXY: TrustProxy,
  CART_RATE_LIMIT: z.coerce.number({ message: "must be a positive integer" }).int("must be a positive integer").positive("must be a positive integer").default(30),
  BOX_OFFICE: z.enum(["embedded"], { message: 'must be "embedded" (the only box office there is)' }).default("embedded"),
  BOX_OFFICE_CLOCK_FILE: z.string().optional(),
  /**
   * The service worker's version in place of the build's (app/services/service-worker.server.ts): a new
   * value renews every visitor's worker and drops its cached build assets without a new build.
   */
  SERVICE_WORKER_VERSION: z.string().regex(/^[\w.-]{1,64}$/, "must be 1 to 64 letters, digits, dots, dashes or underscores").optional(),
  /** Tests only: a file holding an offset in ms that moves the site's clock (app/services/clock.server.ts). */
  CLOCK_FILE: z.string().optional(),
  LOG_REQUESTS: flag,
  INSECURE_COOKIES: flag,
  /** Event loop lag in ms from which page requests get 503 (./load-shedding.server.ts); 0 switches it off. */
  LOAD_SHED_LAG_MS: z.coerce.number({ message: "must be a number of milliseconds" }).int().min(0).max(60_000).default(500),
  /** Worker processes the production server runs (./workers.server.ts); unset: one per core. */
  WEB_CONCURRENCY: z.coerce.number({ message: "must be a number of worker processes" }).int("must be a whole number").min(1, "must be at least 1").max(256).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** The environment parsed; throws one message naming every malformed variable and its value. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name}=${JSON.stringify(source[name] ?? "")} ${issue.message}`;
  });
  throw new Error(`Invalid environment: ${problems.join("; ")}`);
}

let cached: Env | undefined;

/** The validated environment, parsed on first use (the server asks first thing at start). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
