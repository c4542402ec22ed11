import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson } from "~/services/http/json-api.server";
import { adminMenus, requireUser } from "~/services/auth.server";

// GET /{locale}/pageeditor-api/user — the editor's identity; 401 marks "not logged in".
export async function loader({ request }: LoaderFunctionArgs) {
  const editor = await requireUser(request, "edit-pages");
  return apiJson({ email: editor.email, username: editor.username, admin_menus: adminMenus(editor) }, { personal: true });
}
