import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ListView, type ListColumn } from "~/components/back-office/list-view";
import { OfficePage } from "~/components/back-office/office-page";
import { useOffice } from "~/components/back-office/use-office";
import { parseListQuery } from "~/lib/back-office/list-query";
import { findResource, type ResourceSpec } from "~/lib/back-office/resources";
import type { ColumnSpec } from "~/lib/back-office/resources/types";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { officeHref } from "~/lib/routes";
import { httpError } from "~/services/http/http-errors.server";
import { requireOffice } from "~/services/back-office/office.server";
import { listRecords } from "~/services/back-office/records.server";
import { storeFor } from "~/services/back-office/resources/index.server";
import { loadOptions } from "~/services/back-office/resources/store.server";

type Row = Record<string, unknown> & { id: number };

// /cms-hub/{kind} — the list of one kind of record: search, filters, sorting and pages in the URL.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const store = storeFor(params.resource);
  if (!store) throw await httpError(404, "404 Not Found");
  const { texts } = await requireOffice(request, store.spec.permission);
  const query = parseListQuery(new URL(request.url), store.spec.filters.map((filter) => filter.name));
  const selects = store.spec.filters.flatMap((filter) => (filter.kind === "select" ? [filter.options ?? filter.name] : []));
  const [list, options] = await Promise.all([listRecords(store, query), loadOptions(store, selects)]);
  return {
    key: store.spec.key,
    title: store.spec.title(texts),
    query: { ...query, sort: list.sort.column, dir: list.sort.dir },
    rows: list.rows,
    total: list.total,
    options,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

function cellText(spec: ResourceSpec, column: ColumnSpec, value: unknown, texts: ReturnType<typeof useOffice>["texts"], locale: ReturnType<typeof useOffice>["locale"]): string {
  if (value === null || value === undefined || value === "") return "–";
  if (column.kind === "choice") {
    const choice = spec.fields.find((field) => field.name === column.name)?.choices?.find((c) => c.value === Number(value));
    return choice ? choice.label(texts) : String(value);
  }
  if (column.kind === "flag") return value === 1 || value === true ? texts.list.yes : texts.list.no;
  if (column.kind === "datetime") return formatBerlin(String(value), locale);
  return String(value);
}

export default function RecordList() {
  const { key, title, query, rows, total, options } = useLoaderData<typeof loader>();
  const { texts, locale } = useOffice();
  const spec = findResource(key)!;
  const columns: ListColumn<Row>[] = spec.columns.map((column, index) => ({
    name: column.name,
    label: column.label(texts),
    sortable: column.sortable,
    cell: (row) =>
      index === 0 ? (
        <Link to={officeHref("office-record", { resource: key, id: row.id })}>{cellText(spec, column, row[column.name], texts, locale)}</Link>
      ) : (
        cellText(spec, column, row[column.name], texts, locale)
      ),
  }));
  const filters = spec.filters.map((filter) => ({
    name: filter.name,
    label: filter.label(texts),
    options:
      filter.kind === "flag"
        ? [
            { value: "1", label: texts.list.yes },
            { value: "0", label: texts.list.no },
          ]
        : (options[filter.options ?? filter.name] ?? []),
  }));
  return (
    <OfficePage
      title={title}
      crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }]}
      done={{ deleted: texts.form.deleted }}
      actions={
        <Link className="button" to={officeHref("office-record", { resource: key, id: "new" })}>
          {texts.list.create}
        </Link>
      }
    >
      <ListView label={title} query={query} rows={rows as Row[]} total={total} rowKey={(row) => row.id} columns={columns} filters={filters} />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
