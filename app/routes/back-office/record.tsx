import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { AuditTrail } from "~/components/back-office/audit-trail";
import { DefaultSaveButton, OfficeForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { RecordField } from "~/components/back-office/record-fields";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { findResource } from "~/lib/back-office/resources";
import { fieldColumns, findParam, formStartValues, readRecordForm, recordSchema, typedValues } from "~/lib/back-office/resources/record-form";
import { fillText } from "~/lib/back-office/texts";
import { officeHref } from "~/lib/routes";
import { assertCsrf } from "~/services/http/csrf.server";
import { httpError } from "~/services/http/http-errors.server";
import { pageForm } from "~/services/http/input.server";
import { safeRedirect } from "~/services/http/redirect.server";
import { requireOffice } from "~/services/back-office/office.server";
import { deleteRecord, findRecord, recordAudit, saveRecord } from "~/services/back-office/records.server";
import { storeFor } from "~/services/back-office/resources/index.server";
import { loadOptions, optionAskOf } from "~/services/back-office/resources/store.server";

const NEW = "new";

async function target(params: LoaderFunctionArgs["params"]) {
  const store = storeFor(params.resource);
  const id = params.id === NEW ? null : /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : undefined;
  if (!store || id === undefined) throw await httpError(404, "404 Not Found");
  return { store, id };
}

// /cms-hub/{kind}/{id} — one record's form (id "new" creates one), its public page and its change log.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { store, id } = await target(params);
  const { texts } = await requireOffice(request, store.spec.permission);
  const record = id === null ? null : await findRecord(store, id);
  if (id !== null && !record) throw await httpError(404, "404 Not Found");
  const values = formStartValues(store.spec, record ?? null);
  const query = new URL(request.url).searchParams;
  const [options, audit] = await Promise.all([
    loadOptions(store, undefined, optionAskOf(store.spec, values, (name) => query.get(name))),
    id === null ? [] : recordAudit(store, id),
  ]);
  return {
    key: store.spec.key,
    id,
    title: record ? `${store.spec.singular(texts)}: ${store.label(record)}` : `${store.spec.singular(texts)}: ${texts.list.create}`,
    label: record ? store.label(record) : "",
    values,
    options,
    audit,
    publicPath: record && store.publicPath ? store.publicPath(record, "de") : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { store, id } = await target(params);
  const { user } = await requireOffice(request, store.spec.permission);
  const { formData: form } = await pageForm(request, { files: false });
  assertCsrf(request, form);
  // A searchable select's search without script: the form comes back with what was typed and found.
  if (form.get("op") === "find") {
    const values = typedValues(store.spec, readRecordForm(store.spec, form));
    const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : null);
    const ask = optionAskOf(store.spec, values, text);
    for (const field of store.spec.fields) if (field.searchable) values[findParam(field.name)] = text(findParam(field.name)) ?? "";
    return data({ values, options: await loadOptions(store, undefined, ask) });
  }
  const intent = form.get("intent");
  if (intent === "save") {
    const result = await saveRecord(store, user, id, form);
    if (!result.ok) {
      console.warn(`[back-office] ${store.spec.key} ${id ?? NEW}: refused (${Object.keys(result.errors).join(", ")})`);
      return data({ errors: result.errors, values: result.values }, { status: result.status });
    }
    console.log(`[back-office] user ${user.id} ${result.created ? "created" : "changed"} ${store.spec.key} ${result.id}`);
    const here = officeHref("office-record", { resource: store.spec.key, id: result.id }, { done: result.created ? "created" : "saved", name: result.label });
    return safeRedirect(here, officeHref("dashboard"), 303);
  }
  if (intent === "delete" && id !== null) {
    const result = await deleteRecord(store, user, id);
    if (!result.ok) return data({ refused: result.status === 409 ? ("inUse" as const) : ("notFound" as const), name: result.label }, { status: result.status });
    console.log(`[back-office] user ${user.id} deleted ${store.spec.key} ${id}`);
    return safeRedirect(officeHref("office-records", { resource: store.spec.key }, { done: "deleted", name: result.label }), officeHref("dashboard"), 303);
  }
  console.warn(`[back-office] ${store.spec.key}: unknown intent`);
  return data({ errors: { _form: ["choice"] } }, { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function RecordEdit() {
  const { key, id, title, label, values: stored, options: loaded, audit, publicPath } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const texts = useOfficeTexts();
  const [params] = useSearchParams();
  const spec = findResource(key)!;
  const values = refused && "values" in refused && refused.values ? refused.values : stored;
  const options = (refused && "options" in refused ? refused.options : undefined) ?? loaded;
  const fieldLabel = (column: string) => {
    const field = spec.fields.find((f) => fieldColumns(f).includes(column));
    if (!field) return column;
    return field.localized ? `${field.label(texts)} (${column.endsWith("_en") ? texts.form.localeEn : texts.form.localeDe})` : field.label(texts);
  };
  const list = officeHref("office-records", { resource: key });
  return (
    <OfficePage
      title={title}
      crumbs={[
        { href: officeHref("dashboard"), label: texts.shell.start },
        { href: list, label: spec.title(texts) },
      ]}
      done={{ created: texts.form.created, saved: texts.form.saved }}
      actions={publicPath ? <a href={publicPath}>{texts.form.publicPage}</a> : null}
    >
      {refused && "refused" in refused ? (
        <p role="alert" className="notice notice--error">
          {refused.refused === "inUse" ? fillText(texts.form.inUse, { name: refused.name }) : texts.form.notFound}
        </p>
      ) : null}
      {id !== null && params.get("confirm") === "delete" ? (
        <OfficeForm intent="delete" className="office-confirm">
          <p role="alert">{fillText(texts.form.confirmDelete, { name: label })}</p>
          <div className="office-form__buttons">
            <button type="submit" className="button button--danger">
              {texts.form.confirmDeleteYes}
            </button>
            <Link to="." className="button button--ghost">
              {texts.form.cancel}
            </Link>
          </div>
        </OfficeForm>
      ) : null}
      <OfficeForm intent="save" check={{ schema: recordSchema(spec), read: (form) => readRecordForm(spec, form) }}>
        {spec.fields.some((field) => field.searchable) ? <DefaultSaveButton /> : null}
        {spec.fields.map((field) => (
          <RecordField key={field.name} field={field} values={values} options={options} />
        ))}
        <div className="office-form__buttons">
          <button type="submit" className="button">
            {texts.form.save}
          </button>
          <Link to={list} className="button button--ghost">
            {texts.form.cancel}
          </Link>
          {id !== null ? (
            <Link to="?confirm=delete" className="button button--ghost">
              {texts.form.delete}
            </Link>
          ) : null}
        </div>
      </OfficeForm>
      {id !== null ? <AuditTrail entries={audit} fieldLabel={fieldLabel} /> : null}
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
