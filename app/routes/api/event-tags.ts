import type { LoaderFunctionArgs } from "@remix-run/node";
import { listEventTagOptions } from "~/models/event-filters.server";
import { apiJson, LangQuery, parseQuery } from "~/services/http/json-api.server";

// GET /api/event-tags/?lang= — event tags; the programme offers those with show_in_filter.
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = parseQuery(request, LangQuery);
  return apiJson((await listEventTagOptions(lang)).map((o) => ({ id: o.id, name: o.name, show_in_filter: o.showInFilter })));
}
