import { db } from "~/db/db.server";
import { memoUntilChange } from "~/db/memo.server";

export interface RedirectRule {
  old_path: string;
  new_path: string;
}

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

// Every request asks, so the rules are held by path (the first rule for a path wins) until they change.
const rulesByPath = memoUntilChange(async (_all: "all") => {
  const byPath = new Map<string, RedirectRule>();
  for (const rule of await listRedirects()) {
    const path = trim(rule.old_path);
    if (!byPath.has(path)) byPath.set(path, rule);
  }
  return byPath;
});

/** The rule for this exact path (a trailing slash does not matter). */
export async function findRedirect(path: string): Promise<RedirectRule | undefined> {
  return (await rulesByPath("all")).get(trim(path));
}

export async function listRedirects(): Promise<RedirectRule[]> {
  return db().selectFrom("redirect_rules").select(["old_path", "new_path"]).orderBy("id").execute();
}
