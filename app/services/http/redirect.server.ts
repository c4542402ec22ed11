import { redirect } from "@remix-run/node";
import { safeRedirectPath } from "~/lib/urls";

/**
 * Every redirect the app answers goes through here: the target must be a same-origin path
 * (safeRedirectPath), else the visitor lands on the fallback. So no Location names another site, and
 * none carries a character a header cannot (which would turn the answer into a 500).
 */
export function safeRedirect(target: unknown, fallback: string, init?: number | ResponseInit): Response {
  return redirect(safeRedirectPath(target, safeRedirectPath(fallback, "/")), init);
}
