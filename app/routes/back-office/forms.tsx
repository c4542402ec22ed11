import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ListView, type ListColumn } from "~/components/back-office/list-view";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { OFFICE_PAGE_SIZE, parseListQuery } from "~/lib/back-office/list-query";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { officeHref } from "~/lib/routes";
import { listOfficeForms, type FormSort } from "~/models/form-editing.server";
import { requireOffice } from "~/services/back-office/office.server";

const SORTS: readonly FormSort[] = ["title", "slug", "created"];

// /cms-hub/forms — the forms with their entries and unread entries counted.
export async function loader({ request }: LoaderFunctionArgs) {
  const { texts, locale } = await requireOffice(request, "catalogue");
  const query = parseListQuery(new URL(request.url));
  const sort = SORTS.find((s) => s === query.sort) ?? "title";
  const { rows, total } = await listOfficeForms({ search: query.q, sort, dir: query.dir, offset: (query.page - 1) * OFFICE_PAGE_SIZE, limit: OFFICE_PAGE_SIZE });
  return {
    title: texts.forms.title,
    query,
    total,
    rows: rows.map((row) => ({ ...row, created: formatBerlin(row.created_at, locale) })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

export default function OfficeForms() {
  const { title, query, rows, total } = useLoaderData<typeof loader>();
  const texts = useOfficeTexts();
  const columns: ListColumn<Row>[] = [
    { name: "title", label: texts.forms.columns.title, sortable: true, cell: (row) => <Link to={officeHref("office-form", { id: row.id })}>{row.title_de}</Link> },
    { name: "slug", label: texts.forms.columns.slug, sortable: true, cell: (row) => row.slug },
    { name: "online", label: texts.forms.columns.online, cell: (row) => (row.is_online ? texts.list.yes : texts.list.no) },
    { name: "entries", label: texts.forms.columns.entries, cell: (row) => <Link to={officeHref("office-form-entries", { id: row.id })}>{row.entries}</Link> },
    {
      name: "unread",
      label: texts.forms.columns.unread,
      cell: (row) => (row.unread ? <Link to={officeHref("office-form-entries", { id: row.id }, { read: "unread" })}>{row.unread}</Link> : "0"),
    },
    { name: "created", label: texts.forms.columns.created, sortable: true, cell: (row) => row.created },
  ];
  return (
    <OfficePage
      title={title}
      crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }]}
      actions={
        <Link className="button" to={officeHref("office-form", { id: "new" })}>
          {texts.forms.create}
        </Link>
      }
    >
      <ListView label={title} query={query} rows={rows} total={total} rowKey={(row) => row.id} columns={columns} />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
