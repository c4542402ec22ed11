import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { messagesFor } from "~/lib/messages";
import type { Locale } from "~/lib/routes";
import { translate, type TranslationKey, type TranslationVars } from "~/lib/translate";

// The browser gets its texts from this 1 KB translator instead of i18next (decision 0006); the
// server renders with the same messages (app/lib/messages.ts holds them, per locale).
const LocaleContext = createContext<Locale>("de");

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** `const { t } = useTranslation()` — the same shape components know from react-i18next. */
export function useTranslation() {
  const locale = useContext(LocaleContext);
  const messages = messagesFor(locale);
  const t = useCallback(
    (key: TranslationKey, vars?: TranslationVars) => (messages ? translate(messages, key, vars) : key),
    [messages],
  );
  return useMemo(() => ({ t, locale }), [t, locale]);
}
