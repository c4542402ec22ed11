import { matchRoutes } from "@remix-run/router";
import { EDITOR_API_PREFIX, isEditorApiRoute, localizedRoutes } from "./route-table.js";

/** The ids of the editor API's routes in the route table. */
export type EditorApiRouteId = Extract<(typeof localizedRoutes)[number], { path: `pageeditor-api/${string}` }>["id"];

const table = localizedRoutes.filter(isEditorApiRoute).map((entry) => ({ id: entry.id as EditorApiRouteId, path: entry.path as string }));

/**
 * The editor route an address under `/{locale}/pageeditor-api/` names, with its params, matched as
 * Remix matches (ranked patterns, on the address as sent, decoded once); null for none.
 */
export function matchEditorApi(pathname: string): { id: EditorApiRouteId; params: Record<string, string | undefined> } | null {
  const at = pathname.indexOf(`/${EDITOR_API_PREFIX}/`);
  if (at === -1) return null;
  const match = matchRoutes(table, pathname.slice(at))?.at(-1);
  return match ? { id: match.route.id, params: { ...match.params } } : null;
}
