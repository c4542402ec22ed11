import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderList } from "~/components/back-office/box-office/order-list";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { parseListQuery } from "~/lib/back-office/list-query";
import { officeHref } from "~/lib/routes";
import boxOfficeStylesheet from "~/styles/box-office.css?url";
import { db } from "~/db/db.server";
import { requireOffice } from "~/services/back-office/office.server";
import { ORDER_FILTERS, orderListPage } from "~/services/box-office/order-list.server";

// /cms-hub/orders — every order: search by name, e-mail or order number, filter by state, newest first.
export async function loader({ request }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "box-office");
  const query = parseListQuery(new URL(request.url), ORDER_FILTERS);
  const { rows, total } = await orderListPage(db(), query);
  return { title: texts.boxOffice.orders, query, rows, total };
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: boxOfficeStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function Orders() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  const texts = useOfficeTexts();
  return (
    <OfficePage title={texts.boxOffice.orders} crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }]}>
      <OrderList label={texts.boxOffice.orders} query={query} rows={rows} total={total} />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
