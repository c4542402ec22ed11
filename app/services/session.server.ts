import { createCookieSessionStorage } from "@remix-run/node";
import { env } from "./env.server";
import { sessionSecret } from "./secret.server";

/** Cookies are Secure (and __Host-) only where the site is served over HTTPS in production. */
export function secureCookies(): boolean {
  return env().NODE_ENV === "production" && env().INSECURE_COOKIES !== "1";
}

interface SessionData {
  userId: number;
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
      maxAge: 60 * 60 * 12,
      secrets: [sessionSecret()],
    },
  });
  return storage;
}

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** The id of the logged-in editor, or null. */
export async function sessionUserId(request: Request): Promise<number | null> {
  const session = await getSession(request);
  const id = session.get("userId");
  return typeof id === "number" ? id : null;
}

/** True when the request carries a session cookie at all (cheap; no signature check). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return !!cookieHeader && /(?:^|;\s*)(?:__Host-)?festival-session=/.test(cookieHeader);
}
