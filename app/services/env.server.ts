import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "DATABASE_URL must start with file: or postgres://")
    .default("file:./data/festival.sqlite"),
  SESSION_SECRET: z.string().min(16).optional(),
  SENTRY_DSN: z.string().url().optional(),
  COOKIE_DOMAIN: z.string().optional(),
  MEDIA_DIR: z.string().default("./data/media"),
  DATA_DIR: z.string().default("./data"),
});

/** Load shedding (./load-shedding.server.ts): the event loop lag in ms from which page requests get 503; 0 switches it off. */
const LoadSheddingEnvSchema = z.object({
  LOAD_SHED_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(500),
});

const AllEnvSchema = EnvSchema.merge(LoadSheddingEnvSchema);

export type Env = z.infer<typeof AllEnvSchema>;

let cached: Env | undefined;

/** The validated environment; throws a readable error at start-up when a variable is malformed. */
export function env(): Env {
  if (!cached) {
    const parsed = AllEnvSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}
