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

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** The validated environment; throws a readable error at start-up when a variable is malformed. */
export function env(): Env {
  if (!cached) {
    const parsed = EnvSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}
