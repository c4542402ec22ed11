/**
 * The history's JSON reads: the page's id from the address and the comparison's query, each refused
 * with a 4xx and a message (logged) when it cannot be right.
 */
import { CompareStates } from "~/lib/editor/requests";
import { Id } from "~/lib/schemas/common";
import { apiError } from "~/services/http/json-api.server";

export const PAGE_NOT_FOUND = "Page not found.";
export const STATE_NOT_FOUND = "Version not found.";

/** The `:id` of the address as a page id; one that cannot exist answers 404 like an unknown one. */
export function pageIdParam(request: Request, params: Record<string, string | undefined>): number {
  const parsed = Id.safeParse(params.id);
  if (parsed.success) return parsed.data;
  throw apiError(request, 404, PAGE_NOT_FOUND);
}

/** `?from=&to=`, each a version id, `draft` or `published`; 400 with the messages by name otherwise. */
export function compareQuery(request: Request): CompareStates {
  const query = new URL(request.url).searchParams;
  const parsed = CompareStates.safeParse({ from: query.get("from") ?? undefined, to: query.get("to") ?? undefined });
  if (parsed.success) return parsed.data;
  const details = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  throw apiError(request, 400, "The comparison needs from and to: a version id, draft or published.", details);
}
