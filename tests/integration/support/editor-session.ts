import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { sessionStorage } from "~/services/session.server";

/** The Cookie header of a logged-in session for the seeded editor. */
export async function editorCookie(db: Kysely<DB>): Promise<string> {
  const user = await db.selectFrom("users").select("id").where("email", "=", "redaktion@example.org").executeTakeFirstOrThrow();
  const session = await sessionStorage().getSession();
  session.set("userId", user.id);
  const setCookie = await sessionStorage().commitSession(session);
  return setCookie.split(";")[0]!;
}
