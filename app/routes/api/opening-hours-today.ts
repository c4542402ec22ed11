import type { LoaderFunctionArgs } from "@remix-run/node";
import { openingHoursToday } from "~/models/opening-hours.server";
import { apiJson, LangQuery, parseQuery } from "~/services/http/json-api.server";

// GET /api/opening-hours-today/?lang= — today's regular hours and exceptions (Europe/Berlin).
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = parseQuery(request, LangQuery);
  return apiJson(await openingHoursToday(lang));
}
