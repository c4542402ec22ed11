import type { LoaderFunctionArgs } from "@remix-run/node";
import { autocompleteApiResponse } from "~/services/search-api.server";

// GET /api/search/autocomplete/?query=&lang= — { data: [suggestion, …] }; empty query → { data: [] }.
export async function loader({ request }: LoaderFunctionArgs) {
  return autocompleteApiResponse(request);
}
