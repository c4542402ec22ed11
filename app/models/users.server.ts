import { sql, type Selectable } from "kysely";
import type { UsersTable } from "~/db/schema";
import { countMatches } from "./list-count.server";
import { db } from "~/db/db.server";
import type { UserRole } from "~/lib/back-office/roles";
import type { UserSort } from "~/lib/back-office/users";
import { searchCondition } from "./list-search.server";
import type { Q, WriteTx } from "./write-transaction.server";

/** What the site knows of a logged-in user on every request (never the password's hash). */
export const ACCOUNT_COLUMNS = ["id", "email", "username", "first_name", "last_name", "is_admin", "role", "editor_locale"] as const;
export type Account = Pick<Selectable<UsersTable>, (typeof ACCOUNT_COLUMNS)[number]>;

export async function findActiveUserByEmail(email: string) {
  return db()
    .selectFrom("users")
    .select([...ACCOUNT_COLUMNS, "password_hash"])
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

// The back office's user management: a page of users, one user, and writes inside a transaction.

const EDIT_COLUMNS = ["id", "email", "username", "first_name", "last_name", "role", "is_active", "editor_locale"] as const;

export interface UserListOptions {
  search: string;
  role: UserRole | null;
  active: 0 | 1 | null;
  sort: UserSort | null;
  dir: "asc" | "desc";
  offset: number;
  limit: number;
}

/** A page of users matching the search (name, e-mail, username) and filters, with the count. */
export async function listUsers(options: UserListOptions) {
  let query = db().selectFrom("users");
  if (options.search) query = query.where(await searchCondition("users", ["first_name", "last_name", "email", "username"], options.search));
  if (options.role) query = query.where("role", "=", options.role);
  if (options.active !== null) query = query.where("is_active", "=", options.active);
  const dir = options.dir;
  let rows = query.select([...EDIT_COLUMNS, "last_login_at"]);
  switch (options.sort) {
    case "name":
      rows = rows.orderBy("last_name", dir).orderBy("first_name", dir);
      break;
    case "email":
    case "username":
    case "role":
    case "last_login_at":
      rows = rows.orderBy(options.sort, dir);
      break;
    default:
      rows = rows.orderBy("username", "asc");
  }
  const [page, count] = await Promise.all([
    rows.orderBy("id", "asc").offset(options.offset).limit(options.limit).execute(),
    countMatches(db(), query, Boolean(options.search)),
  ]);
  return { rows: page, total: count };
}

export function findUserForEdit(id: number) {
  return db().selectFrom("users").select(EDIT_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** The user, its row locked for the rest of the transaction on PostgreSQL (SQLite's write lock covers it). */
export function findUserForUpdate(tx: WriteTx, id: number) {
  const query = tx.q.selectFrom("users").select(EDIT_COLUMNS).where("id", "=", id);
  return (tx.postgres ? query.forUpdate() : query).executeTakeFirst();
}

/** Which of `email` and `username` (case-insensitively) a user other than `exceptId` already has. */
export async function takenIdentity(q: Q, values: { email?: string; username?: string }, exceptId: number | null) {
  const taken = { email: false, username: false };
  if (values.email !== undefined) {
    let query = q.selectFrom("users").select("id").where("email", "=", values.email.toLowerCase());
    if (exceptId !== null) query = query.where("id", "!=", exceptId);
    taken.email = (await query.executeTakeFirst()) !== undefined;
  }
  if (values.username !== undefined) {
    let query = q.selectFrom("users").select("id").where(sql<string>`lower(username)`, "=", values.username.toLowerCase());
    if (exceptId !== null) query = query.where("id", "!=", exceptId);
    taken.username = (await query.executeTakeFirst()) !== undefined;
  }
  return taken;
}

export interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  role: UserRole;
  is_active: 0 | 1;
  editor_locale: string;
}

export async function insertUser(q: Q, values: UserValues & { password_hash: string }): Promise<number> {
  const row = await q
    .insertInto("users")
    .values({ ...values, email: values.email.toLowerCase(), is_admin: values.role === "admin" ? 1 : 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates the given fields; `is_admin` follows `role` whenever the role is written. */
export async function updateUser(q: Q, id: number, values: Partial<UserValues> & { password_hash?: string }): Promise<void> {
  const set: Record<string, unknown> = { ...values };
  if (values.email !== undefined) set.email = values.email.toLowerCase();
  if (values.role !== undefined) set.is_admin = values.role === "admin" ? 1 : 0;
  if (Object.keys(set).length === 0) return;
  await q.updateTable("users").set(set).where("id", "=", id).execute();
}

/** Ends every live session of the user inside the transaction (deactivation, a password set by an admin). */
export async function revokeAllSessions(q: Q, userId: number, now: string): Promise<number> {
  const result = await q.updateTable("sessions").set({ revoked_at: now }).where("user_id", "=", userId).where("revoked_at", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
