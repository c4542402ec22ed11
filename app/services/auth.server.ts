import { findActiveUserById } from "~/models/users.server";
import type { RequestLike } from "./request.server";
import { sessionUserId } from "./session.server";

export type Editor = NonNullable<Awaited<ReturnType<typeof findActiveUserById>>>;

/** The logged-in editor, or null. */
export async function currentEditor(request: RequestLike): Promise<Editor | null> {
  const id = await sessionUserId(request);
  if (id === null) return null;
  return (await findActiveUserById(id)) ?? null;
}

/** Admin links by page type (SPEC §6), for the editor toolbar. */
export function adminMenus(editor: Editor) {
  const types = ["article", "venue", "event", "person", "production", "series", "form"] as const;
  return {
    is_admin: editor.is_admin === 1,
    change_urls: Object.fromEntries(types.map((type) => [type, `/admin/${type}/{id}/change/`])),
  };
}
