import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCurrentBreakingNews } from "~/models/breaking-news.server";
import { apiJson, LangQuery, parseQuery } from "~/services/http/json-api.server";

// GET /api/breaking-news/?lang= — current alerts; the site shows the first.
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = parseQuery(request, LangQuery);
  return apiJson(await listCurrentBreakingNews(lang));
}
