/**
 * The back office's writes to forms and their entries, each in one transaction with its audit row:
 * saving a form with its fields (entity `forms`), deleting an entry with its files and marking it
 * unread (entity `form-entries`), exporting the entries (logged on the form). Opening an entry marks
 * it read without a log row: reading is not a change an editor makes. A deleted entry's values are
 * not copied into the log (what a visitor asked to be deleted must not live on there).
 */
import type { FormInput } from "~/lib/back-office/form-schema";
import { markdownToRichText, richTextToMarkdown } from "~/lib/editor/rich-text-markdown";
import { FORM_FIELD_TYPES } from "~/lib/form-field-types";
import { deleteFormEntry, findFormEntry, setEntryRead } from "~/models/form-entries.server";
import { findOfficeForm, formSlugTaken, insertForm, replaceFormFields, updateForm, type FormFieldRow, type FormRow } from "~/models/form-editing.server";
import { writeTransaction } from "~/models/write-transaction.server";
import { removeStoredUploads } from "~/services/temp-files.server";
import { recordChange, type Actor, type AuditValues } from "./audit.server";

const CHOICE_TYPES = new Set<number>([FORM_FIELD_TYPES.select, FORM_FIELD_TYPES.multiselect, FORM_FIELD_TYPES.radio, FORM_FIELD_TYPES.checkboxes]);

const richText = (source: string) => {
  const state = markdownToRichText(source);
  return state ? JSON.stringify(state) : "";
};

/** What the audit log shows of a form: its values, the intro as typed, the fields in short. */
function auditValues(form: FormRow, fields: FormFieldRow[]): AuditValues {
  return {
    title_de: form.title_de, title_en: form.title_en, slug: form.slug,
    intro_de: richTextToMarkdown(form.intro_de), intro_en: richTextToMarkdown(form.intro_en),
    success_text_de: form.success_text_de, success_text_en: form.success_text_en,
    notify_email: form.notify_email, is_online: form.is_online,
    fields: fields.map((f) => `${f.slug} (${f.field_type}${f.required ? ", *" : ""})`).join(", "),
  };
}

export type SaveFormResult = { ok: true; id: number } | { ok: false; errors: Record<string, string[]> };

/** Creates (`id` null) or updates a form and its fields; a slug another form has is refused. */
export async function saveForm(actor: Actor, id: number | null, input: FormInput): Promise<SaveFormResult | null> {
  return writeTransaction(async ({ q, postgres }) => {
    let before: { form: FormRow; fields: FormFieldRow[] } | undefined;
    if (id !== null) {
      if (postgres) await q.selectFrom("forms").select("id").where("id", "=", id).forUpdate().execute();
      before = await findOfficeForm(id, q);
      if (!before) return null;
    }
    if (await formSlugTaken(q, input.slug, id)) return { ok: false as const, errors: { slug: ["taken"] } };
    const values = {
      slug: input.slug, title_de: input.title_de, title_en: input.title_en,
      intro_de: richText(input.intro_de), intro_en: richText(input.intro_en),
      success_text_de: input.success_text_de, success_text_en: input.success_text_en,
      notify_email: input.notify_email, is_online: input.is_online,
    };
    const formId = id ?? (await insertForm(q, values));
    if (id !== null) await updateForm(q, id, values);
    await replaceFormFields(
      q,
      formId,
      input.fields.map((f) => ({
        id: f.id, slug: f.slug, field_type: f.field_type, required: f.required, visible: f.visible,
        label_de: f.label_de, label_en: f.label_en, help_text_de: f.help_text_de, help_text_en: f.help_text_en,
        placeholder_text_de: f.placeholder_text_de, placeholder_text_en: f.placeholder_text_en,
        choices: JSON.stringify(CHOICE_TYPES.has(f.field_type) ? f.choices : []),
        default_value: f.default_value || null,
      })),
    );
    const after = (await findOfficeForm(formId, q))!;
    await recordChange(q, actor, {
      entity: "forms",
      entityId: formId,
      action: id === null ? "create" : "update",
      before: before ? auditValues(before.form, before.fields) : null,
      after: auditValues(after.form, after.fields),
    });
    return { ok: true as const, id: formId };
  });
}

/** Marks an entry read when an editor opens it (once). */
export async function markEntryOpened(entryId: number): Promise<void> {
  await writeTransaction(({ q }) => setEntryRead(q, entryId, new Date().toISOString()));
}

/** Marks an entry unread again; false when there is no such entry. */
export async function markEntryUnread(actor: Actor, formId: number, entryId: number): Promise<boolean> {
  return writeTransaction(async ({ q }) => {
    const entry = await findFormEntry(formId, entryId, q);
    if (!entry) return false;
    if (await setEntryRead(q, entryId, null)) {
      await recordChange(q, actor, { entity: "form-entries", entityId: entryId, action: "update", before: { read_at: entry.read_at }, after: { read_at: null } });
    }
    return true;
  });
}

/** Deletes an entry, its file rows and then its stored files; false when there is no such entry. */
export async function deleteEntry(actor: Actor, formId: number, entryId: number): Promise<boolean> {
  const orphans = await writeTransaction(async ({ q }) => {
    const entry = await findFormEntry(formId, entryId, q);
    if (!entry) return null;
    const names = await deleteFormEntry(q, entryId);
    await recordChange(q, actor, { entity: "form-entries", entityId: entryId, action: "delete", before: { form_id: formId, received: entry.created_at }, after: null });
    return names;
  });
  if (orphans === null) return false;
  await removeStoredUploads(orphans);
  return true;
}

/** Logs that `actor` downloaded a form's entries. */
export async function logEntriesExport(actor: Actor, formId: number): Promise<void> {
  await writeTransaction(({ q }) => recordChange(q, actor, { entity: "forms", entityId: formId, action: "export", after: { export: "entries.csv" } }));
}
