import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "./env.server";

let secret: string | undefined;

/**
 * SESSION_SECRET, or a random secret made once and kept in the data folder so sessions survive a
 * restart of a demo install. A real deployment sets SESSION_SECRET.
 */
export function sessionSecret(): string {
  if (secret) return secret;
  const fromEnv = env().SESSION_SECRET;
  if (fromEnv) return (secret = fromEnv);
  const file = path.resolve(env().DATA_DIR, "session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
    console.warn(`SESSION_SECRET is not set; made one in ${file}. Set SESSION_SECRET for a real deployment.`);
  }
  return (secret = fs.readFileSync(file, "utf8").trim());
}
