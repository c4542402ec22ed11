import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { AuditTrail } from "~/components/back-office/audit-trail";
import { FormFieldsEditor } from "~/components/back-office/forms/form-fields-editor";
import { LocalizedField, OfficeField } from "~/components/back-office/office-field";
import { OfficeForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { applyFieldOperation, choiceLines, FormSchema, readFormPost, type FieldChoice, type FormPostValues } from "~/lib/back-office/form-schema";
import { fillText } from "~/lib/back-office/texts";
import { fieldErrors, type FieldErrors } from "~/lib/back-office/validation";
import { richTextToMarkdown } from "~/lib/editor/rich-text-markdown";
import { href, officeHref } from "~/lib/routes";
import { Id } from "~/lib/schemas/common";
import { listRecordAudit } from "~/models/audit-log.server";
import { entryCounts, findOfficeForm, type FormFieldRow, type FormRow } from "~/models/form-editing.server";
import { auditEntries } from "~/services/back-office/audit.server";
import { saveForm } from "~/services/back-office/forms.server";
import { requireOffice } from "~/services/back-office/office.server";
import { assertCsrf } from "~/services/http/csrf.server";
import { notFound } from "~/services/http/http-errors.server";
import { pageForm } from "~/services/http/input.server";
import { safeRedirect } from "~/services/http/redirect.server";

/** The form's id from the address; null for `new`; a thrown 404 for anything else. */
async function formId(params: Record<string, string | undefined>): Promise<number | null> {
  if (params.id === "new") return null;
  const parsed = Id.safeParse(params.id);
  if (!parsed.success) throw await notFound();
  return parsed.data;
}

function choicesOf(json: string): FieldChoice[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.map((c: Record<string, unknown>) => ({ value: String(c.value ?? ""), de: String(c.de ?? ""), en: String(c.en ?? "") })) : [];
  } catch {
    return [];
  }
}

/** A stored form as the editor's inputs show it. */
function postValues(form: FormRow | null, fields: FormFieldRow[]): FormPostValues {
  return {
    title_de: form?.title_de ?? "", title_en: form?.title_en ?? "", slug: form?.slug ?? "",
    intro_de: richTextToMarkdown(form?.intro_de ?? ""), intro_en: richTextToMarkdown(form?.intro_en ?? ""),
    success_text_de: form?.success_text_de ?? "", success_text_en: form?.success_text_en ?? "",
    notify_email: form?.notify_email ?? "", is_online: form ? String(form.is_online) : "1",
    fields: fields.map((f) => ({
      id: String(f.id), label_de: f.label_de, label_en: f.label_en, slug: f.slug, field_type: String(f.field_type),
      required: f.required ? "1" : "", visible: f.visible ? "1" : "", choices: choiceLines(choicesOf(f.choices)),
      default_value: f.default_value ?? "", placeholder_text_de: f.placeholder_text_de, placeholder_text_en: f.placeholder_text_en,
      help_text_de: f.help_text_de, help_text_en: f.help_text_en,
    })),
  };
}

// /cms-hub/forms/:id (`new` creates) — a form's texts and settings, its fields inline, its change log.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "catalogue");
  const id = await formId(params);
  if (id === null) return { id, title: texts.forms.newTitle, values: postValues(null, []), audit: [], counts: null, publicUrl: null };
  const stored = await findOfficeForm(id);
  if (!stored) throw await notFound();
  const [audit, counts] = await Promise.all([listRecordAudit("forms", id), entryCounts([id])]);
  return {
    id,
    title: stored.form.title_de,
    values: postValues(stored.form, stored.fields),
    audit: auditEntries(audit),
    counts: counts.get(id) ?? { entries: 0, unread: 0 },
    publicUrl: stored.form.is_online ? href("form-page", "de", { slug: stored.form.slug || "-", id }) : null,
  };
}

interface EditorAnswer {
  draft: FormPostValues;
  errors?: FieldErrors;
  changed?: boolean;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireOffice(request, "catalogue");
  const id = await formId(params);
  const { formData } = await pageForm(request, { files: false });
  assertCsrf(request, formData);
  const draft = readFormPost(formData);
  const operation = formData.get("fieldOp");
  // Moving, adding or removing a field changes the unsaved form only.
  if (typeof operation === "string") {
    const fields = applyFieldOperation(draft.fields, operation);
    if (!fields) return data<EditorAnswer>({ draft, errors: { _form: ["choice"] } }, { status: 400 });
    return data<EditorAnswer>({ draft: { ...draft, fields }, changed: true });
  }
  const parsed = FormSchema.safeParse(draft);
  if (!parsed.success) {
    console.warn(`[forms] refused form ${id ?? "new"} by user ${user.id}: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
    return data<EditorAnswer>({ draft, errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const result = await saveForm(user, id, parsed.data);
  if (!result) throw await notFound();
  if (!result.ok) return data<EditorAnswer>({ draft, errors: result.errors }, { status: 400 });
  const target = officeHref("office-form", { id: result.id }, { done: id === null ? "created" : "saved" });
  return safeRedirect(target, officeHref("office-forms"), 303);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function OfficeFormPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<EditorAnswer>();
  const texts = useOfficeTexts();
  const values = answer?.draft ?? loaded.values;
  const t = texts.forms.form;
  const text = (name: keyof FormPostValues, label: string, options: { required?: boolean; type?: string; hint?: string } = {}) => (
    <OfficeField name={name} label={label} required={options.required} hint={options.hint}>
      {(aria) => <input type={options.type ?? "text"} {...aria} defaultValue={values[name] as string} />}
    </OfficeField>
  );
  const localized = (name: "title" | "intro" | "success_text", label: string, options: { required?: boolean; area?: boolean; hint?: string } = {}) => (
    <LocalizedField name={name} label={label} required={options.required} hint={options.hint}>
      {(aria, locale) =>
        options.area ? <textarea {...aria} rows={6} defaultValue={values[`${name}_${locale}`]} /> : <input type="text" {...aria} defaultValue={values[`${name}_${locale}`]} />
      }
    </LocalizedField>
  );
  const save = (
    <p className="office-form__actions">
      <button type="submit" className="button">
        {texts.form.save}
      </button>
    </p>
  );
  return (
    <OfficePage
      title={loaded.title}
      crumbs={[
        { href: officeHref("dashboard"), label: texts.shell.start },
        { href: officeHref("office-forms"), label: texts.forms.title },
      ]}
      actions={
        <>
          {loaded.id !== null && loaded.counts ? (
            <Link className="button button--ghost" to={officeHref("office-form-entries", { id: loaded.id })}>
              {fillText(texts.forms.entries.link, { count: loaded.counts.entries, unread: loaded.counts.unread })}
            </Link>
          ) : null}
          {loaded.publicUrl ? (
            <a className="button button--ghost" href={loaded.publicUrl}>
              {texts.form.publicPage}
            </a>
          ) : null}
        </>
      }
      done={{ saved: texts.form.saved, created: fillText(texts.form.created, { name: loaded.title }) }}
    >
      <OfficeForm intent="save">
        <div key={JSON.stringify(values)}>
          <fieldset className="office-form-settings">
            <legend>{t.settings}</legend>
            {localized("title", t.title, { required: true })}
            {text("slug", t.slug, { hint: texts.form.slugHelp })}
            {localized("intro", t.intro, { area: true, hint: t.introHint })}
            {localized("success_text", t.successText, { area: true })}
            {text("notify_email", t.notifyEmail, { type: "email" })}
            <div className="office-field">
              <label>
                <input type="checkbox" name="is_online" value="1" defaultChecked={values.is_online === "1"} /> {t.online}
              </label>
            </div>
          </fieldset>
          {save}
          <FormFieldsEditor fields={values.fields} changed={answer?.changed === true} />
          {save}
        </div>
      </OfficeForm>
      {loaded.id !== null ? <AuditTrail entries={loaded.audit} /> : null}
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
