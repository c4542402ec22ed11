import { RemixI18Next } from "remix-i18next/server";
import { i18nOptions } from "~/lib/i18n";
import { registerMessages } from "~/lib/messages";
import { DEFAULT_LOCALE, LOCALES, localeFromPath, type Locale } from "~/lib/routes";
import de from "~/locales/de";
import en from "~/locales/en";

export const resources = { de: { translation: de }, en: { translation: en } };

// The server renders with every locale's messages in memory.
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
