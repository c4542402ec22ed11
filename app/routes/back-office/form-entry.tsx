import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { OfficeForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { entryValueText, parseEntryValues } from "~/lib/back-office/form-entry-values";
import { fillText } from "~/lib/back-office/texts";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { EMAIL_CONFIRM_SLUG, FORM_FIELD_TYPES } from "~/lib/form-field-types";
import { officeHref } from "~/lib/routes";
import { Id } from "~/lib/schemas/common";
import { findOfficeForm } from "~/models/form-editing.server";
import { findFormEntry, listEntryFiles } from "~/models/form-entries.server";
import { deleteEntry, markEntryOpened, markEntryUnread } from "~/services/back-office/forms.server";
import { requireOffice } from "~/services/back-office/office.server";
import { assertCsrf } from "~/services/http/csrf.server";
import { httpError, notFound } from "~/services/http/http-errors.server";
import { pageForm } from "~/services/http/input.server";
import { safeRedirect } from "~/services/http/redirect.server";

async function ids(params: Record<string, string | undefined>) {
  const form = Id.safeParse(params.id);
  const entry = Id.safeParse(params.entry);
  if (!form.success || !entry.success) throw await notFound();
  return { formId: form.data, entryId: entry.data };
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

// /cms-hub/forms/:id/entries/:entry — one entry: its values by field label, its files; opening it marks it read.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, texts } = await requireOffice(request, "catalogue");
  const { formId, entryId } = await ids(params);
  const [stored, entry] = await Promise.all([findOfficeForm(formId), findFormEntry(formId, entryId)]);
  if (!stored || !entry) throw await notFound();
  if (entry.read_at === null) await markEntryOpened(entryId);
  const values = parseEntryValues(entry.field_values);
  const files = await listEntryFiles(entryId);
  const label = (f: (typeof stored.fields)[number]) => (locale === "en" && f.label_en) || f.label_de || f.slug;
  const known = new Set([...stored.fields.map((f) => f.slug), EMAIL_CONFIRM_SLUG]);
  return {
    title: fillText(texts.forms.entries.entry, { date: formatBerlin(entry.created_at, locale) }),
    form: { id: formId, title: stored.form.title_de },
    entryId,
    language: entry.locale,
    fields: stored.fields.map((f) => ({
      slug: f.slug,
      label: label(f),
      text: f.field_type === FORM_FIELD_TYPES.file ? "" : entryValueText(values[f.slug]),
      files: files
        .filter((file) => file.field_slug === f.slug)
        .map((file) => ({ id: file.id, name: file.original_name, size: sizeText(file.size), href: officeHref("office-form-file", { id: file.id }) })),
    })),
    others: Object.entries(values)
      .filter(([slug]) => !known.has(slug))
      .map(([slug, value]) => ({ slug, text: entryValueText(value) })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireOffice(request, "catalogue");
  const { formId, entryId } = await ids(params);
  const { formData } = await pageForm(request, { files: false });
  assertCsrf(request, formData);
  const intent = formData.get("intent");
  if (intent === "unread") {
    if (!(await markEntryUnread(user, formId, entryId))) throw await notFound();
    return safeRedirect(officeHref("office-form-entries", { id: formId }, { done: "unread" }), officeHref("office-forms"), 303);
  }
  if (intent === "delete") {
    if (!(await deleteEntry(user, formId, entryId))) throw await notFound();
    return safeRedirect(officeHref("office-form-entries", { id: formId }, { done: "deleted" }), officeHref("office-forms"), 303);
  }
  console.warn(`[forms] unknown intent on entry ${entryId}: ${String(intent)}`);
  throw await httpError(400, "Unknown intent.");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function OfficeFormEntry() {
  const { title, form, entryId, fields, others, language } = useLoaderData<typeof loader>();
  const texts = useOfficeTexts();
  const t = texts.forms.entries;
  const [params] = useSearchParams();
  const confirming = params.get("confirm") === "delete";
  return (
    <OfficePage
      title={title}
      crumbs={[
        { href: officeHref("dashboard"), label: texts.shell.start },
        { href: officeHref("office-forms"), label: texts.forms.title },
        { href: officeHref("office-form", { id: form.id }), label: form.title },
        { href: officeHref("office-form-entries", { id: form.id }), label: fillText(t.title, { form: form.title }) },
      ]}
    >
      <section aria-labelledby="entry-values-title">
        <h2 id="entry-values-title">{t.values}</h2>
        <table className="office-table office-entry">
          <tbody>
            {fields.map((field) => (
              <tr key={field.slug}>
                <th scope="row">{field.label}</th>
                <td>
                  {field.files.length ? (
                    <ul>
                      {field.files.map((file) => (
                        <li key={file.id}>
                          <a href={file.href} download>
                            {fillText(t.download, { name: file.name, size: file.size })}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : field.text ? (
                    <span className="office-entry__value">{field.text}</span>
                  ) : (
                    t.empty
                  )}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t.language}</th>
              <td>{language}</td>
            </tr>
          </tbody>
        </table>
        {others.length ? (
          <>
            <h3>{t.others}</h3>
            <dl>
              {others.map((other) => (
                <div key={other.slug}>
                  <dt>{other.slug}</dt>
                  <dd>{other.text || t.empty}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </section>
      <div className="office-page__actions">
        <OfficeForm intent="unread" className="office-inline-form">
          <button type="submit" className="button button--ghost">
            {t.markUnread}
          </button>
        </OfficeForm>
        {confirming ? null : (
          <Link className="button button--danger" to="?confirm=delete">
            {t.delete}
          </Link>
        )}
      </div>
      {confirming ? (
        <OfficeForm intent="delete" className="office-confirm">
          <p role="alert">{t.confirmDelete}</p>
          <button type="submit" className="button button--danger">
            {texts.form.confirmDeleteYes}
          </button>{" "}
          <Link to={officeHref("office-form-entry", { id: form.id, entry: entryId })} className="button button--ghost">
            {texts.form.cancel}
          </Link>
        </OfficeForm>
      ) : null}
      <p>
        <Link to={officeHref("office-form-entries", { id: form.id })}>{t.back}</Link>
      </p>
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
