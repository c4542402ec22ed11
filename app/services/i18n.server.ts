import type { TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nOptions } from "~/lib/i18n";
import { registerMessages } from "~/lib/messages";
import { DEFAULT_LOCALE, LOCALES, localeFromPath, type Locale } from "~/lib/routes";
import de, { type Translation } from "~/locales/de";
import deAccount from "~/locales/de-account";
import en from "~/locales/en";
import enAccount from "~/locales/en-account";

/** Every text of each locale: the core's and the account's. */
const texts: Record<Locale, Translation> = { de: { ...de, ...deAccount }, en: { ...en, ...enAccount } };

export const resources = { de: { translation: texts.de }, en: { translation: texts.en } };

// The server renders with every locale's messages in memory.
registerMessages("de", texts.de);
registerMessages("en", texts.en);

/**
 * The locale lives in the URL prefix; cookies and Accept-Language never override it. Reached through
 * `fixedT` only, which keeps one translator per locale.
 */
const i18n = new RemixI18Next({
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

type ServerT = TFunction<"translation", undefined>;

const fixedTs = new Map<Locale, Promise<ServerT>>();

/**
 * The server's `t` for a locale, made once per process: remix-i18next's `getFixedT` makes and
 * initialises an i18next instance on every call (a quarter of a millisecond, in every render whose
 * loader names something in words), and the texts never change while the process runs.
 */
export function fixedT(locale: Locale): Promise<ServerT> {
  let t = fixedTs.get(locale);
  if (!t) {
    t = i18n.getFixedT(locale);
    fixedTs.set(locale, t);
    t.catch(() => fixedTs.delete(locale)); // a failed start is tried again by the next caller
  }
  return t;
}
