import type { InitOptions } from "i18next";
import { DEFAULT_LOCALE, LOCALES } from "./routes";

/** Options of the server's i18next instance (remix-i18next); the browser has no i18next (docs/architecture.md, Translations). */
export const i18nOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "translation",
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
} satisfies InitOptions;
