import { findActiveUserByEmail, touchLastLogin } from "~/models/users.server";
import { verifyPassword } from "./password.server";
import { createRateLimiter } from "./rate-limit.server";

/** Login attempts per address per minute, shared by every server process on the database. */
const attempts = createRateLimiter({ name: "login", limit: 10, windowMs: 60_000 });

/** Counts one login attempt from `clientIp`; false when the address is over its limit. */
export function allowLoginAttempt(clientIp: string): Promise<boolean> {
  return attempts.hit(clientIp);
}

/** The editor's id when the password matches; null otherwise (same answer for unknown e-mail). */
export async function authenticate(email: string, password: string): Promise<number | null> {
  const user = await findActiveUserByEmail(email);
  // Check a hash even for unknown addresses so timing does not tell which exist.
  const ok = await verifyPassword(password, user?.password_hash ?? "scrypt$00$00");
  if (!user || !ok) return null;
  await touchLastLogin(user.id);
  return user.id;
}
