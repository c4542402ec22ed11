import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { I18nProvider } from "~/components/i18n";
import { registerMessages } from "~/lib/messages";
import type { Locale } from "~/lib/routes";
import de from "~/locales/de";
import en from "~/locales/en";

registerMessages("de", de);
registerMessages("en", en);

/** The server markup of a component as a page in `locale` renders it (router and texts in place). */
export function renderMarkup(node: ReactNode, locale: Locale = "de"): string {
  return renderToStaticMarkup(
    <StaticRouter location={`/${locale}`}>
      <I18nProvider locale={locale}>{node}</I18nProvider>
    </StaticRouter>,
  );
}
