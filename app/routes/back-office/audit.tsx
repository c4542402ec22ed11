import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ListView, type ListColumn } from "~/components/back-office/list-view";
import { OfficePage } from "~/components/back-office/office-page";
import { useOffice } from "~/components/back-office/use-office";
import { OFFICE_PAGE_SIZE, parseListQuery } from "~/lib/back-office/list-query";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { officeHref } from "~/lib/routes";
import { listAudit } from "~/models/audit-log.server";
import { auditEntries } from "~/services/back-office/audit.server";
import { requireOffice } from "~/services/back-office/office.server";
import { recordPath } from "~/services/back-office/record-paths.server";

// /cms-hub/audit — every back-office change, newest first; searchable by who, filtered by kind.
export async function loader({ request }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "administer");
  const query = parseListQuery(new URL(request.url), ["entity"]);
  const entity = /^[a-z-]{1,40}$/.test(query.filters.entity ?? "") ? query.filters.entity : undefined;
  const { rows, total } = await listAudit({ entity, search: query.q, offset: (query.page - 1) * OFFICE_PAGE_SIZE, limit: OFFICE_PAGE_SIZE });
  const entries = auditEntries(rows);
  return {
    title: texts.audit.title,
    query,
    total,
    rows: entries.map((entry, i) => ({ ...entry, entity: rows[i].entity, entityId: rows[i].entity_id, href: recordPath(rows[i].entity, rows[i].entity_id) })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

export default function AuditLog() {
  const { title, query, total, rows } = useLoaderData<typeof loader>();
  const { texts, locale } = useOffice();
  const columns: ListColumn<Row>[] = [
    { name: "at", label: texts.audit.when, cell: (row) => <time dateTime={row.at}>{formatBerlin(row.at, locale)}</time> },
    { name: "who", label: texts.audit.who, cell: (row) => row.who },
    { name: "what", label: texts.audit.what, cell: (row) => texts.audit.actions[row.action] ?? row.action },
    { name: "entity", label: texts.audit.entity, cell: (row) => row.entity },
    { name: "record", label: texts.audit.record, cell: (row) => (row.href ? <Link to={row.href}>#{row.entityId}</Link> : `#${row.entityId}`) },
    { name: "fields", label: texts.audit.field, cell: (row) => Object.keys(row.changes).join(", ") },
  ];
  return (
    <OfficePage title={title} crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }]}>
      <ListView label={title} query={query} rows={rows} total={total} rowKey={(row) => row.id} columns={columns} />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
