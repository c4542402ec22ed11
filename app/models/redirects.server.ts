import { db } from "~/db/db.server";

export interface RedirectRule {
  old_path: string;
  new_path: string;
}

/** The rule for this exact path (a trailing slash does not matter). */
export async function findRedirect(path: string): Promise<RedirectRule | undefined> {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return db()
    .selectFrom("redirect_rules")
    .select(["old_path", "new_path"])
    .where("old_path", "in", [trimmed, `${trimmed}/`])
    .orderBy("id")
    .executeTakeFirst();
}

export async function listRedirects(): Promise<RedirectRule[]> {
  return db().selectFrom("redirect_rules").select(["old_path", "new_path"]).orderBy("id").execute();
}
