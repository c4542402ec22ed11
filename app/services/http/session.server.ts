/**
 * Editor sessions: the signed cookie carries only a random token; the session itself is a row in
 * `sessions` (keyed by the token's SHA-256), so that a logout or a password change ends it in every
 * server process at once and a copied cookie stops working (docs/decisions/0030-sessions-and-limits-in-the-database.md).
 */
import crypto from "node:crypto";
import { createCookieSessionStorage } from "@remix-run/node";
import { deleteExpiredSessions, findLiveSession, insertSession, revokeSession, revokeUserSessions, touchSession } from "~/models/sessions.server";
import { env } from "./env.server";
import type { Account } from "~/models/users.server";
import type { RequestLike } from "./request.server";
import { requestScoped } from "./request-scope.server";
import { sessionSecret } from "./secret.server";

/** Cookies are Secure (and __Host-) only where the site is served over HTTPS in production. */
export function secureCookies(): boolean {
  return env().NODE_ENV === "production" && env().INSECURE_COOKIES !== "1";
}

/** A session lasts this long from the login, however active it is. */
const SESSION_MS = 12 * 60 * 60 * 1000;
/** `last_seen_at` is written again only when it is older than this (one write per editor every few minutes). */
const TOUCH_AFTER_MS = 5 * 60 * 1000;
/** Expired sessions are kept this long for the record, then deleted at a login. */
const KEEP_EXPIRED_MS = 7 * 24 * 60 * 60 * 1000;

interface SessionData {
  sid: string;
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;

export function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: {
      name: secureCookies() ? "__Host-festival-session" : "festival-session",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies(),
      path: "/",
      maxAge: SESSION_MS / 1000,
      secrets: [sessionSecret()],
    },
  });
  return storage;
}

/** The row id of a session token: its SHA-256 in hex. */
export function sessionIdOf(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** The session id the request's cookie names (signature checked), whether or not it is still live. */
async function cookieSessionId(request: RequestLike): Promise<string | null> {
  const cookie = request.headers.get("Cookie");
  if (!hasSessionCookie(cookie)) return null;
  const token = (await sessionStorage().getSession(cookie)).get("sid");
  return typeof token === "string" && token.length >= 32 ? sessionIdOf(token) : null;
}

/** A live session and the account it belongs to (read together: one read per logged-in request). */
export interface CurrentSession {
  id: string;
  account: Account;
}

// The root's, a layout's and the route's loader all ask for one request: the database is asked once.
const SESSION = Symbol("session");

async function resolveSession(request: RequestLike): Promise<CurrentSession | null> {
  const id = await cookieSessionId(request);
  if (!id) return null;
  const now = new Date();
  const live = await findLiveSession(id, now.toISOString());
  if (!live) return null;
  if (now.getTime() - Date.parse(live.lastSeenAt) > TOUCH_AFTER_MS) await touchSession(id, now.toISOString());
  return { id, account: live.account };
}

/** The request's live session (not revoked, not expired, its editor active), or null; routes ask auth.server's `optionalUser` / `requireUser`. */
export function currentSession(request: RequestLike): Promise<CurrentSession | null> {
  return requestScoped(request, SESSION, () => resolveSession(request));
}

/**
 * Starts a new session for `userId` (a session the browser had before is revoked: a login never
 * reuses an id) and answers the Set-Cookie header that carries it.
 */
export async function startSession(request: RequestLike, userId: number): Promise<string> {
  const previous = await cookieSessionId(request);
  const now = new Date();
  if (previous) await revokeSession(userId, previous, now.toISOString());
  const token = crypto.randomBytes(32).toString("base64url");
  await insertSession({
    id: sessionIdOf(token),
    userId,
    userAgent: (request.headers.get("User-Agent") ?? "").slice(0, 300),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_MS).toISOString(),
  });
  await deleteExpiredSessions(new Date(now.getTime() - KEEP_EXPIRED_MS).toISOString());
  const session = await sessionStorage().getSession();
  session.set("sid", token);
  return sessionStorage().commitSession(session);
}

/** Revokes the request's session (if any) and answers the Set-Cookie header that deletes the cookie. */
export async function endSession(request: RequestLike): Promise<string> {
  const session = await currentSession(request);
  if (session) await revokeSession(session.account.id, session.id, new Date().toISOString());
  return sessionStorage().destroySession(await sessionStorage().getSession());
}

/** Revokes every session of the user except `keepId` (all of them without it). */
export async function revokeSessionsOf(userId: number, keepId?: string): Promise<number> {
  return revokeUserSessions(userId, new Date().toISOString(), keepId);
}

/** True when the request carries a session cookie at all (cheap; no signature check). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return !!cookieHeader && /(?:^|;\s*)(?:__Host-)?festival-session=/.test(cookieHeader);
}
