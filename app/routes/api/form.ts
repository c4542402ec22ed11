import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { Id } from "~/lib/schemas/common";
import { findFormWithFields } from "~/models/forms.server";
import { apiError, apiJson } from "~/services/api.server";
import { requestLocale } from "~/services/i18n.server";

const Params = z.object({ id: Id });

// GET /{locale}/api/forms/{id}/ — a form with its fields (the old API's shape).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = Params.safeParse(params);
  if (!parsed.success) return apiError(request, 400, "The form id must be a positive number.");
  const form = await findFormWithFields(parsed.data.id, requestLocale(request));
  if (!form) return apiError(request, 404, "404 Not Found");
  return apiJson({
    id: form.id,
    title: form.title,
    intro: form.intro,
    fields: form.fields.map((f) => ({
      id: f.id,
      label: f.label,
      slug: f.slug,
      field_type: f.fieldType,
      required: f.required,
      visible: f.visible,
      choices: f.choices,
      default: f.default,
      placeholder_text: f.placeholderText,
      help_text: f.helpText,
    })),
  });
}
