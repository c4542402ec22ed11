import type { LoaderFunctionArgs } from "@remix-run/node";
import { listProductionTags } from "~/models/productions.server";
import { apiJson, LangQuery, parseQuery } from "~/services/http/json-api.server";

// GET /api/production-tags/?lang= — the productions' tag filter options (only `show_in_filter` tags).
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = parseQuery(request, LangQuery);
  return apiJson((await listProductionTags(lang)).map((t) => ({ id: t.id, name: t.name, slug: t.slug })));
}
