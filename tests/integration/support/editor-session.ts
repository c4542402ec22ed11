import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { startSession } from "~/services/session.server";

/** The Cookie header of a new logged-in session for the seeded editor (a row in `sessions`, as a login makes). */
export async function editorCookie(db: Kysely<DB>, userAgent = "integration-test"): Promise<string> {
  const user = await db.selectFrom("users").select("id").where("email", "=", "redaktion@example.org").executeTakeFirstOrThrow();
  const setCookie = await startSession(new Request("http://localhost/", { headers: { "User-Agent": userAgent } }), user.id);
  return setCookie.split(";")[0]!;
}
