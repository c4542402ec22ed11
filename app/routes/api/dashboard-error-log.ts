import type { ActionFunctionArgs } from "@remix-run/node";
import { ErrorLogSchema } from "~/lib/schemas/error-log";
import { logErrorEntry } from "~/models/error-log.server";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { assertCsrf } from "~/services/csrf.server";

// POST /api/dashboard-error-log/ {url} — records a 404 the browser met (CSRF header required).
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST");
  assertCsrf(request);
  const { url } = await parseJsonBody(request, ErrorLogSchema);
  await logErrorEntry({ url, status: 404, referrer: request.headers.get("Referer"), userAgent: request.headers.get("User-Agent") });
  return apiJson({ status: "ok" }, { status: 201, personal: true });
}

export function loader({ request }: ActionFunctionArgs) {
  return methodNotAllowed(request, "POST");
}
