/**
 * Who is asking. Every route that needs a logged-in user calls `requireUser(request, permission)`;
 * a page that only looks whether someone is logged in (to show offline pages, say) calls
 * `optionalUser(request)`. A user is an active account with a live session (not revoked, not expired).
 */
import { officeRecordTemplate, RECORD_LINK_TYPES } from "~/lib/back-office/record-links";
import { isUserRole, roleGrants, type Permission } from "~/lib/back-office/roles";
import { href, isApiPath, localeFromPath } from "~/lib/routes";
import type { Account } from "~/models/users.server";
import { apiError } from "./http/json-api.server";
import { httpError } from "./http/http-errors.server";
import { safeRedirect } from "./http/redirect.server";
import type { RequestLike } from "./http/request.server";
import { requestScoped } from "./http/request-scope.server";
import { currentSession } from "./http/session.server";

export { PERMISSIONS, type Permission } from "~/lib/back-office/roles";

/** The logged-in user and the session the request came with. */
export interface User extends Account {
  sessionId: string;
}

/** Permissions follow the account's role (app/lib/back-office/roles.ts). */
export function can(user: Pick<Account, "role"> | null, permission: Permission): boolean {
  return user !== null && isUserRole(user.role) && roleGrants(user.role, permission);
}

// The root's, a layout's and the route's loader all ask for one request: the database is asked once.
const USER = Symbol("user");

async function resolveUser(request: RequestLike): Promise<User | null> {
  const session = await currentSession(request);
  return session ? { ...session.account, sessionId: session.id } : null;
}

/** The logged-in user, or null. */
export function optionalUser(request: RequestLike): Promise<User | null> {
  return requestScoped(request, USER, () => resolveUser(request));
}

/**
 * The logged-in user holding `permission`; otherwise throws the answer the route gives. Without a
 * user a page redirects to the login (which sends the user back here afterwards) and a JSON call
 * (a path under `api/` or `pageeditor-api/`) answers 401; a user without the permission gets 403.
 */
export async function requireUser(request: RequestLike, permission: Permission): Promise<User> {
  const user = await optionalUser(request);
  const { pathname } = new URL(request.url);
  const json = isApiPath(pathname);
  if (!user) {
    if (json) throw apiError(request, 401, "Not logged in.");
    const locale = localeFromPath(pathname);
    throw safeRedirect(href("login", locale, {}, { redirectTo: pathname }), href("login", locale));
  }
  if (!can(user, permission)) {
    console.warn(`[auth] 403 ${request.method} ${pathname}: user ${user.id} lacks "${permission}"`);
    if (json) throw apiError(request, 403, "You may not do this.");
    throw await httpError(403, "403 Forbidden");
  }
  return user;
}

/** Admin links by page type, for the editor toolbar: each type's back-office edit page, `{id}` for the record. */
export function adminMenus(user: User) {
  return {
    is_admin: can(user, "administer"),
    change_urls: Object.fromEntries(RECORD_LINK_TYPES.map((type) => [type, officeRecordTemplate(type)])),
  };
}
