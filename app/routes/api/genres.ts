import type { LoaderFunctionArgs } from "@remix-run/node";
import { listGenreOptions } from "~/models/event-filters.server";
import { apiJson, LangQuery, parseQuery } from "~/services/http/json-api.server";

// GET /api/genres/?lang= — genres.
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = parseQuery(request, LangQuery);
  return apiJson((await listGenreOptions(lang)).map((o) => ({ id: o.id, name: o.name })));
}
