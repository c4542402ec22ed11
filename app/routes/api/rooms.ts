import type { LoaderFunctionArgs } from "@remix-run/node";
import { listRoomOptions } from "~/models/event-filters.server";
import { apiJson, LangQuery, parseQuery } from "~/services/http/json-api.server";

// GET /api/rooms/?lang= — rooms offered as the location filter.
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = parseQuery(request, LangQuery);
  return apiJson((await listRoomOptions(lang)).map((o) => ({ id: o.id, name: o.name })));
}
