import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { LINK_KINDS } from "~/lib/editor/form-choices";
import { requireUser } from "~/services/auth.server";
import { findLinks } from "~/services/editor/link-finder.server";
import { apiJson, methodNotAllowed, parseQuery } from "~/services/http/json-api.server";
import { requestLocale } from "~/services/i18n.server";

const Query = z.object({
  q: z.string().trim().max(200).default(""),
  kind: z.union([z.enum(LINK_KINDS), z.literal("")]).optional(),
});

// GET /{locale}/pageeditor-api/links/?q=&kind= — the link finder: up to 20 pages, events, productions,
// persons, venues and articles whose title contains `q`, {results: [{kind, id, label, urls: {de, en}}]}.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "edit-pages");
  const { q, kind } = parseQuery(request, Query);
  const results = q ? await findLinks(q, kind || null, requestLocale(request)) : [];
  return apiJson({ results }, { personal: true });
}

export function action({ request }: ActionFunctionArgs) {
  return methodNotAllowed(request, "GET");
}
