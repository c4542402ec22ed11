import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ListView, type ListColumn } from "~/components/back-office/list-view";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { entrySummary, parseEntryValues } from "~/lib/back-office/form-entry-values";
import { OFFICE_PAGE_SIZE, parseListQuery } from "~/lib/back-office/list-query";
import { fillText } from "~/lib/back-office/texts";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { FORM_FIELD_TYPES } from "~/lib/form-field-types";
import { officeHref } from "~/lib/routes";
import { Id } from "~/lib/schemas/common";
import { findOfficeForm } from "~/models/form-editing.server";
import { listFormEntries, type ReadFilter } from "~/models/form-entries.server";
import { requireOffice } from "~/services/back-office/office.server";
import { notFound } from "~/services/http/http-errors.server";

const NOT_SHOWN = new Set<number>([FORM_FIELD_TYPES.file, FORM_FIELD_TYPES.hidden]);

// /cms-hub/forms/:id/entries — a form's entries, newest first (the date sorts both ways), read or unread, searched in their values.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { texts, locale } = await requireOffice(request, "catalogue");
  const id = Id.safeParse(params.id);
  const stored = id.success ? await findOfficeForm(id.data) : undefined;
  if (!stored) throw await notFound();
  const query = parseListQuery(new URL(request.url), ["read"]);
  const read: ReadFilter = query.filters.read === "read" || query.filters.read === "unread" ? query.filters.read : "";
  const dir = query.sort === "received" ? query.dir : "desc";
  const { rows, total } = await listFormEntries(stored.form.id, { search: query.q, read, dir, offset: (query.page - 1) * OFFICE_PAGE_SIZE, limit: OFFICE_PAGE_SIZE });
  const slugs = stored.fields.filter((f) => !NOT_SHOWN.has(f.field_type)).map((f) => f.slug);
  return {
    title: fillText(texts.forms.entries.title, { form: stored.form.title_de }),
    form: { id: stored.form.id, title: stored.form.title_de },
    query: { ...query, sort: query.sort === "received" ? query.sort : null, dir },
    total,
    rows: rows.map((row) => ({
      id: row.id,
      received: formatBerlin(row.created_at, locale),
      unread: row.read_at === null,
      summary: entrySummary(parseEntryValues(row.field_values), slugs),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

export default function OfficeFormEntries() {
  const { title, form, query, rows, total } = useLoaderData<typeof loader>();
  const texts = useOfficeTexts();
  const t = texts.forms.entries;
  const columns: ListColumn<Row>[] = [
    {
      name: "received",
      label: texts.forms.columns.received,
      sortable: true,
      cell: (row) => <Link to={officeHref("office-form-entry", { id: form.id, entry: row.id })}>{row.unread ? <strong>{row.received}</strong> : row.received}</Link>,
    },
    { name: "status", label: texts.forms.columns.status, cell: (row) => (row.unread ? <strong>{t.unread}</strong> : t.read) },
    { name: "summary", label: texts.forms.columns.summary, cell: (row) => row.summary },
  ];
  return (
    <OfficePage
      title={title}
      crumbs={[
        { href: officeHref("dashboard"), label: texts.shell.start },
        { href: officeHref("office-forms"), label: texts.forms.title },
        { href: officeHref("office-form", { id: form.id }), label: form.title },
      ]}
      actions={
        <a className="button button--ghost" href={officeHref("office-form-entries-export", { id: form.id })} download>
          {t.export}
        </a>
      }
      done={{ deleted: t.deleted, unread: t.markedUnread }}
    >
      <ListView
        label={title}
        query={query}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        columns={columns}
        filters={[{ name: "read", label: t.readFilter, options: [{ value: "unread", label: t.unread }, { value: "read", label: t.read }] }]}
      />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
