import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { matchRoutes } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router-dom/server";
import { I18nProvider } from "~/components/i18n";
import type { RootData } from "~/components/use-root-data";
import { registerAccountTexts } from "~/lib/account-texts";
import { registerMessages } from "~/lib/messages";
import type { Locale } from "~/lib/routes";
import de from "~/locales/de";
import en from "~/locales/en";

registerMessages("de", de);
registerMessages("en", en);
registerAccountTexts();

/**
 * The server markup of a component as a page in `locale` renders it: a data router (so that hooks
 * like `useFetcher` work) whose root route holds `root` as its loader data, and the texts in place.
 * Without `root` the root has no data, as on its error page (the hearts of event rows stay away).
 */
export function renderMarkup(node: ReactNode, locale: Locale = "de", root?: Partial<RootData>): string {
  const { dataRoutes } = createStaticHandler([{ id: "root", path: "*", element: <I18nProvider locale={locale}>{node}</I18nProvider> }]);
  const location = { pathname: `/${locale}`, search: "", hash: "", state: null, key: "default" };
  const context: StaticHandlerContext = {
    basename: "/",
    location,
    matches: matchRoutes(dataRoutes, location) as StaticHandlerContext["matches"],
    loaderData: root ? { root } : {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
  };
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />);
}
