import type { LoaderFunctionArgs } from "@remix-run/node";
import { listExhibitionTypeOptions } from "~/models/event-filters.server";
import { apiJson, LangQuery, parseQuery } from "~/services/http/json-api.server";

// GET /api/exhibition-types/?lang= — exhibition types (the programme's type filter; the URL takes the id).
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = parseQuery(request, LangQuery);
  return apiJson((await listExhibitionTypeOptions(lang)).map((o) => ({ id: o.id, slug: o.slug, name: o.name })));
}
