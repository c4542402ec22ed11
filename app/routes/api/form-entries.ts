import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { Id } from "~/lib/schemas/common";
import { apiError, apiJson, methodNotAllowed } from "~/services/http/json-api.server";
import { assertSameOrigin } from "~/services/http/csrf.server";
import { submitFormEntry } from "~/services/form-entries.server";
import { requestLocale } from "~/services/i18n.server";
import { apiJsonBody, apiMethod } from "~/services/http/input.server";

const EntryBody = z.object({
  form: Id,
  field_values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

// POST /{locale}/api/forms-entries/ {form, field_values} — the JSON way to submit a form. Anonymous
// submissions act for nobody, so the origin check guards them (decision 0003); a limit stops floods.
export async function action({ request, context }: ActionFunctionArgs) {
  apiMethod(request);
  assertSameOrigin(request);
  const body = await apiJsonBody(request, EntryBody);
  const result = await submitFormEntry(body.form, body.field_values, requestLocale(request), context.clientIp);
  if (!result.ok) return apiError(request, result.status, result.message, result.errors);
  return apiJson({ status: "ok", id: result.id }, { status: 201, personal: true });
}

export function loader({ request }: ActionFunctionArgs) {
  return methodNotAllowed(request, "POST");
}
