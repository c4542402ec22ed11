import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "~/lib/routes";
import { translate, type TranslationKey, type TranslationVars } from "~/lib/translate";
import type { Translation } from "~/locales/de";

// The browser gets its texts from this 1 KB translator instead of i18next (decision 0006); the
// server renders with the same messages. Messages are loaded per locale before they are needed.
const loaded = new Map<Locale, Translation>();

export function registerMessages(locale: Locale, messages: Translation): void {
  loaded.set(locale, messages);
}

const importers: Record<Locale, () => Promise<{ default: Translation }>> = {
  de: () => import("~/locales/de"),
  en: () => import("~/locales/en"),
};

/** Makes sure a locale's messages are in memory (the root's clientLoader awaits it on a switch). */
export async function loadMessages(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) registerMessages(locale, (await importers[locale]()).default);
}

const LocaleContext = createContext<Locale>("de");

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** `const { t } = useTranslation()` — the same shape components know from react-i18next. */
export function useTranslation() {
  const locale = useContext(LocaleContext);
  const messages = loaded.get(locale) ?? loaded.get("de");
  const t = useCallback(
    (key: TranslationKey, vars?: TranslationVars) => (messages ? translate(messages, key, vars) : key),
    [messages],
  );
  return useMemo(() => ({ t, locale }), [t, locale]);
}
