import { findActiveUserByEmail, touchLastLogin } from "~/models/users.server";
import { verifyPassword } from "./password.server";

/** The editor's id when the password matches; null otherwise (same answer for unknown e-mail). */
export async function authenticate(email: string, password: string): Promise<number | null> {
  const user = await findActiveUserByEmail(email);
  // Check a hash even for unknown addresses so timing does not tell which exist.
  const ok = await verifyPassword(password, user?.password_hash ?? "scrypt$00$00");
  if (!user || !ok) return null;
  await touchLastLogin(user.id);
  return user.id;
}
