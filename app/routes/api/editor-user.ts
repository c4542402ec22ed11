import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson } from "~/services/api.server";
import { adminMenus, currentEditor } from "~/services/auth.server";

// GET /{locale}/pageeditor-api/user — the editor's identity; 401 marks "not logged in".
export async function loader({ request }: LoaderFunctionArgs) {
  const editor = await currentEditor(request);
  if (!editor) return apiError(request, 401, "Not logged in.");
  return apiJson({ email: editor.email, username: editor.username, admin_menus: adminMenus(editor) }, { personal: true });
}
