import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSeasons } from "~/models/productions.server";
import { apiJson, LangQuery, parseQuery } from "~/services/http/json-api.server";

// GET /api/seasons/?lang= — the productions' season filter options.
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = parseQuery(request, LangQuery);
  return apiJson((await listSeasons(lang)).map((s) => ({ id: s.id, name: s.name, slug: s.slug })));
}
