import type { ActionFunctionArgs } from "@remix-run/node";
import { ErrorLogSchema } from "~/lib/schemas/error-log";
import { logErrorEntry } from "~/models/error-log.server";
import { apiError, apiJson, methodNotAllowed } from "~/services/api.server";
import { assertCsrf } from "~/services/csrf.server";
import { allowErrorReport } from "~/services/error-log.server";
import { apiJsonBody, apiMethod } from "~/services/input.server";

// POST /api/dashboard-error-log/ {url} — records a 404 the browser met (CSRF header required),
// at most 20 a minute per address, URLs up to 500 characters.
export async function action({ request, context }: ActionFunctionArgs) {
  apiMethod(request);
  assertCsrf(request);
  if (!(await allowErrorReport(context.clientIp))) return apiError(request, 429, "Too many error reports. Please try again in a minute.");
  const { url } = await apiJsonBody(request, ErrorLogSchema);
  await logErrorEntry({ url, status: 404, referrer: request.headers.get("Referer"), userAgent: request.headers.get("User-Agent") });
  return apiJson({ status: "ok" }, { status: 201, personal: true });
}

export function loader({ request }: ActionFunctionArgs) {
  return methodNotAllowed(request, "POST");
}
