import type { LoaderFunctionArgs } from "@remix-run/node";
import { toUrlDate } from "~/lib/programme-filters";
import { filterOf, ProgrammeQuery } from "~/lib/programme-query";
import { apiJson, parseQuery } from "~/services/http/json-api.server";
import { availableDays, programmeCriteria } from "~/services/programme.server";

// GET /api/calendar/?date&room&type&tag (series and genre too) — the days (DD-MM-YYYY) with an
// upcoming event for the filters; with `date`, the days from that date on.
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseQuery(request, ProgrammeQuery);
  const now = new Date();
  const { from } = programmeCriteria({}, query.date, now);
  const start = from > now.toISOString() ? from : now.toISOString();
  const days = await availableDays(filterOf(query), start);
  return apiJson(days.map(toUrlDate));
}
