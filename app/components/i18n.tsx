import { createContext, useContext, type ReactNode } from "react";
import { messagesFor } from "~/lib/messages";
import type { Locale } from "~/lib/routes";
import type { Translation } from "~/locales/de";
import { translate, type TranslationKey, type TranslationVars } from "~/lib/translate";

// The browser gets its texts from this 1 KB translator instead of i18next (decision 0006); the
// server renders with the same messages (app/lib/messages.ts holds them, per locale).
const LocaleContext = createContext<Locale>("de");

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export interface Translator {
  t: (key: TranslationKey, vars?: TranslationVars) => string;
  locale: Locale;
}

// One translator per locale and set of texts, made once: a page calls useTranslation a few hundred
// times per render. Registering texts makes a new set, and so a new translator.
const translators = new WeakMap<Partial<Translation>, Partial<Record<Locale, Translator>>>();
const untranslated: Partial<Record<Locale, Translator>> = {};

export function translatorFor(locale: Locale): Translator {
  const messages = messagesFor(locale);
  let kept = messages ? translators.get(messages) : untranslated;
  if (!kept) translators.set(messages!, (kept = {}));
  return (kept[locale] ??= { locale, t: (key, vars) => (messages ? translate(messages, key, vars) : key) });
}

/** `const { t } = useTranslation()` — the same shape components know from react-i18next. */
export function useTranslation(): Translator {
  return translatorFor(useContext(LocaleContext));
}
