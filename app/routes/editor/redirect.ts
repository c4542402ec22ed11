import { listRedirects } from "~/models/redirects.server";
import { apiJson } from "~/services/http/json-api.server";

// GET /{locale}/pageeditor-api/redirect — every redirect rule (old_path → new_path).
export async function loader() {
  return apiJson(await listRedirects());
}
