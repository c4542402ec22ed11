import { RemixI18Next } from "remix-i18next/server";
import { i18nOptions } from "~/lib/i18n";
import { registerMessages } from "~/lib/messages";
import { DEFAULT_LOCALE, LOCALES, localeFromPath, type Locale } from "~/lib/routes";
import deSite from "~/locales/de";
import deAccount from "~/locales/de-account";
import enSite from "~/locales/en";
import enAccount from "~/locales/en-account";

const de = { ...deSite, ...deAccount };
const en = { ...enSite, ...enAccount };
export const resources = { de: { translation: de }, en: { translation: en } };

// The server renders with every locale's messages in memory, the account pages' texts included.
registerMessages("de", de);
registerMessages("en", en);

/** The locale lives in the URL prefix; cookies and Accept-Language never override it. */
export const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nOptions, resources },
});

export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}
