/** What every back-office page needs: the user with a permission, their interface texts and menu. */
import { officeNavigation } from "~/lib/back-office/nav";
import type { Permission } from "~/lib/back-office/roles";
import { officeTexts } from "~/lib/back-office/texts";
import { isEditorLocale, type EditorLocale } from "~/lib/editor/texts";
import { csrfToken } from "~/services/http/csrf.server";
import type { RequestLike } from "~/services/http/request.server";
import { can, requireUser, type User } from "~/services/auth.server";

/** The interface locale of a user (their setting; German when unset or unknown). */
export function officeLocale(user: Pick<User, "editor_locale">): EditorLocale {
  return isEditorLocale(user.editor_locale) ? user.editor_locale : "de";
}

/** The logged-in user holding `permission` (else the login or a 403) and their interface texts. */
export async function requireOffice(request: RequestLike, permission: Permission) {
  const user = await requireUser(request, permission);
  const locale = officeLocale(user);
  return { user, locale, texts: officeTexts(locale) };
}

/**
 * The layout's data: who is here, in which language, and the menu they may use. The interface texts
 * are not in it: the browser has them in its bundle (`useOfficeTexts`), and 24 KB of texts encoded
 * into every page and every navigation's data cost more than the list they frame.
 */
export async function officeShell(request: RequestLike) {
  const { user, locale, texts } = await requireOffice(request, "back-office");
  return {
    locale,
    csrf: csrfToken(request).token,
    user: { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() || user.username, role: user.role },
    navigation: officeNavigation(texts, (permission) => can(user, permission)),
  };
}
