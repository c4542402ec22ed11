import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { startSession } from "~/services/http/session.server";

/**
 * The Cookie header of a new logged-in session for a seeded editor (a row in `sessions`, as a login
 * makes): Rita Redaktion, or another seeded account by e-mail (anna@example.org: Anna Beispiel).
 */
export async function editorCookie(db: Kysely<DB>, userAgent = "integration-test", email = "redaktion@example.org"): Promise<string> {
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const setCookie = await startSession(new Request("http://localhost/", { headers: { "User-Agent": userAgent } }), user.id);
  return setCookie.split(";")[0]!;
}
