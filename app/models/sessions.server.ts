import { db } from "~/db/db.server";
import { executeNamed } from "~/db/named-statement.server";
import { ACCOUNT_COLUMNS } from "./users.server";

export interface NewSession {
  id: string;
  userId: number;
  userAgent: string;
  now: string;
  expiresAt: string;
}

export async function insertSession(session: NewSession): Promise<void> {
  await db()
    .insertInto("sessions")
    .values({
      id: session.id,
      user_id: session.userId,
      user_agent: session.userAgent,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The account columns read through the session's join. */
const ACCOUNT = ACCOUNT_COLUMNS.map((column) => `users.${column}` as const);

/**
 * The session `id` when it is neither revoked nor expired at `now` and its user is active, with that
 * user's account (`id` is the user's): one read for every logged-in request, by primary key, as a
 * named statement (docs/decisions/0083-named-statements-for-content-reads.md).
 */
export async function findLiveSession(id: string, now: string) {
  const [row] = await executeNamed(
    db()
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select(["sessions.last_seen_at", ...ACCOUNT])
      .where("sessions.id", "=", id)
      .where("sessions.revoked_at", "is", null)
      .where("sessions.expires_at", ">", now)
      .where("users.is_active", "=", 1),
  );
  if (!row) return undefined;
  const { last_seen_at, ...account } = row;
  return { lastSeenAt: last_seen_at, account };
}

export async function touchSession(id: string, now: string): Promise<void> {
  await db().updateTable("sessions").set({ last_seen_at: now }).where("id", "=", id).execute();
}

/** The user's live sessions, the most recently used first. */
export async function listLiveSessions(userId: number, now: string) {
  return db()
    .selectFrom("sessions")
    .select(["id", "created_at", "last_seen_at", "expires_at", "user_agent"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("last_seen_at", "desc")
    .execute();
}

/** Revokes one of the user's sessions; answers whether there was such a live session. */
export async function revokeSession(userId: number, id: string, now: string): Promise<boolean> {
  const result = await db()
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every live session of the user except `keepId`; answers how many. */
export async function revokeUserSessions(userId: number, now: string, keepId?: string): Promise<number> {
  let query = db().updateTable("sessions").set({ revoked_at: now }).where("user_id", "=", userId).where("revoked_at", "is", null);
  if (keepId) query = query.where("id", "!=", keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes sessions that expired before `before`; a revoked one is kept until then for the record. */
export async function deleteExpiredSessions(before: string): Promise<number> {
  const result = await db().deleteFrom("sessions").where("expires_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
