import { findPasswordHash, setPasswordHash } from "~/models/users.server";
import { hashPassword, verifyPassword } from "./password.server";
import { createRateLimiter } from "./rate-limit.server";
import type { RequestLike } from "./request.server";
import { revokeSessionsOf, startSession } from "./session.server";

/** Password change attempts per editor per 15 minutes: guessing the current password stays slow. */
const attempts = createRateLimiter({ name: "password", limit: 5, windowMs: 15 * 60_000 });

export type PasswordChange = { ok: true; setCookie: string } | { ok: false; status: 400 | 429; error: "profile.passwordWrong" | "profile.passwordTooMany" };

/**
 * Sets a new password once the current one is confirmed, revokes every session of the editor (a
 * stolen cookie ends with it) and starts a new one for the device that made the change.
 */
export async function changePassword(request: RequestLike, userId: number, current: string, next: string): Promise<PasswordChange> {
  if (!(await attempts.hit(String(userId)))) return { ok: false, status: 429, error: "profile.passwordTooMany" };
  const stored = await findPasswordHash(userId);
  if (!stored || !(await verifyPassword(current, stored))) return { ok: false, status: 400, error: "profile.passwordWrong" };
  await setPasswordHash(userId, await hashPassword(next));
  await revokeSessionsOf(userId);
  return { ok: true, setCookie: await startSession(request, userId) };
}
