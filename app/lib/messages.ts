import type { Locale } from "~/lib/routes";
import type { Translation } from "~/locales/de";

// The texts of each locale in memory, shared by the server (which registers every locale at start)
// and the browser (which loads a locale's module before it renders in it).
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

/** A locale's messages, German when they are not loaded. */
export function messagesFor(locale: Locale): Translation | undefined {
  return loaded.get(locale) ?? loaded.get("de");
}
