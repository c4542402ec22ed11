import { db } from "~/db/db.server";
import { EMAIL_CONFIRM_SLUG, FORM_FIELD_TYPES } from "~/lib/form-field-types";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";
import type { FormFieldChoice, FormFieldRecord, FormRecord } from "~/lib/types/forms";

export { EMAIL_CONFIRM_SLUG };

const EMAIL_CONFIRM_LABEL: Record<Locale, string> = { de: "E-Mail-Adresse wiederholen", en: "Repeat email address" };

/** Every form ends with an extra field, slug `email2`, type emailconfirm: the email address again. */
function emailConfirmField(locale: Locale): FormFieldRecord {
  return {
    id: 0,
    slug: EMAIL_CONFIRM_SLUG,
    label: EMAIL_CONFIRM_LABEL[locale],
    fieldType: FORM_FIELD_TYPES.emailconfirm,
    required: true,
    visible: true,
    choices: [],
    default: null,
    placeholderText: "",
    helpText: "",
  };
}

function parseChoices(text: string, locale: Locale): FormFieldChoice[] {
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list.flatMap((item) => {
      if (!item || typeof item !== "object") return [];
      const { value, de, en } = item as Record<string, unknown>;
      if (typeof value !== "string" && typeof value !== "number") return [];
      const label = (locale === "en" && typeof en === "string" && en) || (typeof de === "string" && de) || String(value);
      return [{ value: String(value), label }];
    });
  } catch {
    return [];
  }
}

/** Online forms by id with their fields in order, `email2` appended (two queries for any number). */
export async function findFormsWithFields(ids: Iterable<number>, locale: Locale): Promise<Map<number, FormRecord>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const forms = await db().selectFrom("forms").selectAll().where("id", "in", wanted).where("is_online", "=", 1).execute();
  if (forms.length === 0) return new Map();
  const fields = await db()
    .selectFrom("form_fields")
    .selectAll()
    .where(
      "form_id",
      "in",
      forms.map((f) => f.id),
    )
    .orderBy("form_id")
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return new Map(
    forms.map((form) => [
      form.id,
      {
        id: form.id,
        slug: form.slug,
        title: localized(locale, form.title_de, form.title_en),
        intro: localized(locale, form.intro_de, form.intro_en),
        successText: localized(locale, form.success_text_de, form.success_text_en),
        fields: [
          ...fields
            .filter((f) => f.form_id === form.id && f.slug !== EMAIL_CONFIRM_SLUG)
            .map((f) => ({
              id: f.id,
              slug: f.slug,
              label: localized(locale, f.label_de, f.label_en),
              fieldType: f.field_type,
              required: f.required === 1,
              visible: f.visible === 1,
              choices: parseChoices(f.choices, locale),
              default: f.default_value,
              placeholderText: localized(locale, f.placeholder_text_de, f.placeholder_text_en),
              helpText: localized(locale, f.help_text_de, f.help_text_en),
            })),
          emailConfirmField(locale),
        ],
      },
    ]),
  );
}

/** One online form with its fields (`GET /{locale}/api/forms/{id}/`, the form page). */
export async function findFormWithFields(id: number, locale: Locale): Promise<FormRecord | undefined> {
  return (await findFormsWithFields([id], locale)).get(id);
}
