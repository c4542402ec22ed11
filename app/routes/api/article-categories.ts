import type { LoaderFunctionArgs } from "@remix-run/node";
import { listArticleCategories } from "~/models/article-taxonomy.server";
import { apiJson, LangQuery, parseQuery } from "~/services/http/json-api.server";

// GET /api/article-categories/?lang= — [{id, name, slug}] in the editors' order.
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = parseQuery(request, LangQuery);
  return apiJson(await listArticleCategories(lang));
}
