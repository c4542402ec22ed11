import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "./env.server";

let secret: string | undefined;

/**
 * Writes a new random secret to `file` unless it exists; answers the secret the file holds. The
 * secret is written under a name of this process's own and then linked to `file`, which fails when
 * `file` exists: processes that start at once all end up with the one secret that came first, never
 * with a half-written file or a secret of their own.
 */
export function secretFile(file: string): { secret: string; made: boolean } {
  let made = false;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}-${crypto.randomBytes(4).toString("hex")}.tmp`;
    fs.writeFileSync(tmp, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
      made = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  return { secret: fs.readFileSync(file, "utf8").trim(), made };
}

/**
 * SESSION_SECRET, or a random secret made once and kept in the data folder so sessions survive a
 * restart of a demo install. A real deployment sets SESSION_SECRET.
 */
export function sessionSecret(): string {
  if (secret) return secret;
  const fromEnv = env().SESSION_SECRET;
  if (fromEnv) return (secret = fromEnv);
  const file = path.resolve(env().DATA_DIR, "session-secret");
  const kept = secretFile(file);
  if (kept.made) console.warn(`SESSION_SECRET is not set; made one in ${file}. Set SESSION_SECRET for a real deployment.`);
  return (secret = kept.secret);
}
