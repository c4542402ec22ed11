import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchApiResponse } from "~/services/search-api.server";

// GET /api/search/others/?query=&page=&lang= — search results in everything but events (app/services/search-api.server.ts).
export async function loader({ request }: LoaderFunctionArgs) {
  return searchApiResponse(request, "others");
}
