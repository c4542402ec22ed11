import { Outlet } from "@remix-run/react";
import type { Locale } from "~/lib/routes";
import { registerCoreMessages } from "~/lib/messages";
import type { CoreTranslation } from "~/locales/de";

/**
 * The parent of every page of one locale (/de/…, /en/…), made with that locale's texts: the layout
 * route of each locale (routes/locale-layout-de.tsx, -en.tsx) brings its texts along, so the browser
 * preloads them with the page's other files instead of asking for them once the client entry runs.
 */
export function localeLayout(locale: Locale, texts: CoreTranslation) {
  registerCoreMessages(locale, texts);
  return function LocaleLayout() {
    return <Outlet />;
  };
}
