import type { ActionFunctionArgs } from "@remix-run/node";
import { ErrorLogSchema } from "~/lib/schemas/error-log";
import { logErrorEntry } from "~/models/error-log.server";
import { apiJson, methodNotAllowed } from "~/services/api.server";
import { assertCsrf } from "~/services/csrf.server";
import { apiJsonBody, apiMethod } from "~/services/input.server";

// POST /api/dashboard-error-log/ {url} — records a 404 the browser met (CSRF header required).
export async function action({ request }: ActionFunctionArgs) {
  apiMethod(request);
  assertCsrf(request);
  const { url } = await apiJsonBody(request, ErrorLogSchema);
  await logErrorEntry({ url, status: 404, referrer: request.headers.get("Referer"), userAgent: request.headers.get("User-Agent") });
  return apiJson({ status: "ok" }, { status: 201, personal: true });
}

export function loader({ request }: ActionFunctionArgs) {
  return methodNotAllowed(request, "POST");
}
