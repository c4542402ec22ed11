import type { InitOptions } from "i18next";
import { DEFAULT_LOCALE, LOCALES } from "./routes";

/** Options shared by the server's per-request i18next instance and the browser's. */
export const i18nOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "translation",
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
} satisfies InitOptions;
