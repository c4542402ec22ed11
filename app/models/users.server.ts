import { db } from "~/db/db.server";

const PUBLIC_COLUMNS = ["id", "email", "username", "first_name", "last_name", "is_admin", "role", "editor_locale"] as const;

export async function findActiveUserById(id: number) {
  return db().selectFrom("users").select(PUBLIC_COLUMNS).where("id", "=", id).where("is_active", "=", 1).executeTakeFirst();
}

export async function findActiveUserByEmail(email: string) {
  return db()
    .selectFrom("users")
    .select([...PUBLIC_COLUMNS, "password_hash"])
    .where("email", "=", email.toLowerCase())
    .where("is_active", "=", 1)
    .executeTakeFirst();
}

export async function touchLastLogin(id: number) {
  await db().updateTable("users").set({ last_login_at: new Date().toISOString() }).where("id", "=", id).execute();
}

export async function findPasswordHash(id: number): Promise<string | undefined> {
  const row = await db().selectFrom("users").select("password_hash").where("id", "=", id).where("is_active", "=", 1).executeTakeFirst();
  return row?.password_hash;
}

export async function setPasswordHash(id: number, passwordHash: string): Promise<void> {
  await db().updateTable("users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
}
