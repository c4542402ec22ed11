import { registerDefaultLocaleTexts } from "~/lib/default-locale-texts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { OfficeNav } from "~/components/back-office/office-nav";
import { DashboardHeader } from "~/components/layout/dashboard-header";
import type { LayoutHeaderHandle } from "~/components/layout/use-route-layout";
import { officeShell } from "~/services/back-office/office.server";

// A page outside the locales' layouts: German, whichever page the visitor came from.
registerDefaultLocaleTexts();

// /cms-hub/* — the back office's frame: the menu of what the user may use, in their interface language.
export async function loader({ request }: LoaderFunctionArgs) {
  return { layout: "dashboard" as const, office: await officeShell(request) };
}

// The root draws it above the back office (the "dashboard" layout).
export const handle: LayoutHeaderHandle = { header: DashboardHeader };

export const meta: MetaFunction<typeof loader> = () => [{ name: "robots", content: "noindex" }];

export default function BackOfficeLayout() {
  const { office } = useLoaderData<typeof loader>();
  return (
    <div className="office" lang={office.locale}>
      <OfficeNav />
      <div className="office__content">
        <Outlet />
      </div>
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
