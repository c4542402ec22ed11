import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ListView, type ListColumn } from "~/components/back-office/list-view";
import { OfficePage } from "~/components/back-office/office-page";
import { useOffice } from "~/components/back-office/use-office";
import { OFFICE_PAGE_SIZE, parseListQuery } from "~/lib/back-office/list-query";
import { isUserRole, USER_ROLES } from "~/lib/back-office/roles";
import { USER_FILTERS, USER_SORTS, type UserSort } from "~/lib/back-office/users";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { officeHref } from "~/lib/routes";
import { listUsers } from "~/models/users.server";
import { requireOffice } from "~/services/back-office/office.server";

function isUserSort(value: string | null): value is UserSort {
  return value !== null && (USER_SORTS as readonly string[]).includes(value);
}

// /cms-hub/users — the accounts: search by name, e-mail or username, filter by role and state (admins only).
export async function loader({ request }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "administer");
  const query = parseListQuery(new URL(request.url), USER_FILTERS);
  const role = query.filters.role ?? "";
  const active = query.filters.active;
  const { rows, total } = await listUsers({
    search: query.q,
    role: isUserRole(role) ? role : null,
    active: active === "1" ? 1 : active === "0" ? 0 : null,
    sort: isUserSort(query.sort) ? query.sort : null,
    dir: query.dir,
    offset: (query.page - 1) * OFFICE_PAGE_SIZE,
    limit: OFFICE_PAGE_SIZE,
  });
  return { title: texts.users.title, query, total, rows };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

export default function OfficeUsers() {
  const { query, total, rows } = useLoaderData<typeof loader>();
  const { texts, locale } = useOffice();
  const t = texts.users;
  const columns: ListColumn<Row>[] = [
    {
      name: "name",
      label: t.name,
      sortable: true,
      cell: (row) => <Link to={officeHref("office-user", { id: row.id })}>{`${row.first_name} ${row.last_name}`.trim() || row.username}</Link>,
    },
    { name: "username", label: t.username, sortable: true, cell: (row) => row.username },
    { name: "email", label: t.email, sortable: true, cell: (row) => row.email },
    { name: "role", label: t.role, sortable: true, cell: (row) => (isUserRole(row.role) ? t.roles[row.role] : row.role) },
    { name: "active", label: t.status, cell: (row) => (row.is_active ? t.activeYes : t.activeNo) },
    { name: "last_login_at", label: t.lastLogin, sortable: true, cell: (row) => (row.last_login_at ? formatBerlin(row.last_login_at, locale) : t.never) },
  ];
  const filters = [
    { name: "role", label: t.role, options: USER_ROLES.map((role) => ({ value: role, label: t.roles[role] })) },
    {
      name: "active",
      label: t.status,
      options: [
        { value: "1", label: t.activeYes },
        { value: "0", label: t.activeNo },
      ],
    },
  ];
  return (
    <OfficePage
      title={t.title}
      crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }]}
      actions={
        <Link className="button" to={officeHref("office-user", { id: "new" })}>
          {t.create}
        </Link>
      }
    >
      <ListView label={t.title} query={query} rows={rows} total={total} rowKey={(row) => row.id} columns={columns} filters={filters} />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
