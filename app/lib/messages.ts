import type { Locale } from "~/lib/routes";
import type { CoreTranslation, Translation } from "~/locales/de";

// The texts of each locale in memory, shared by the server (which registers every locale at start)
// and the browser. A locale's core texts come with the layout route of its pages
// (routes/locale-layout-de.tsx, -en.tsx), so the browser preloads them with the page and has them
// before a page of the other locale renders; a page outside them (the webshop, the back office)
// brings the default locale's (./default-locale-texts.ts). No route loads texts in a `clientLoader`:
// a route with one is left out of the prefetch and asked for in a request of its own at every
// navigation. The account's and the webshop's texts come with their pages: ./account-texts.ts.
const loaded = new Map<Locale, Partial<Translation>>();
const coreLoaded = new Set<Locale>();

/** Adds texts to a locale's (whole namespaces; a namespace registered again replaces the old one). */
export function registerMessages(locale: Locale, messages: Partial<Translation>): void {
  loaded.set(locale, { ...loaded.get(locale), ...messages });
}

const importers: Record<Locale, () => Promise<{ default: CoreTranslation }>> = {
  de: () => import("~/locales/de"),
  en: () => import("~/locales/en"),
};

/** Registers a locale's core texts (its pages' layout route does, when it loads). */
export function registerCoreMessages(locale: Locale, messages: CoreTranslation): void {
  if (coreLoaded.has(locale)) return;
  registerMessages(locale, messages);
  coreLoaded.add(locale);
}

/** Makes sure a locale's core texts are in memory (entry.client, before it hydrates). */
export async function loadMessages(locale: Locale): Promise<void> {
  if (coreLoaded.has(locale)) return;
  registerCoreMessages(locale, (await importers[locale]()).default);
}

/**
 * A locale's texts, German when the locale has none, else those of a locale whose core texts are in
 * memory (the error page of an address outside both locales, reached from the English pages); a
 * namespace that is not registered is missing (its keys show as themselves).
 */
export function messagesFor(locale: Locale): Partial<Translation> | undefined {
  if (coreLoaded.has(locale)) return loaded.get(locale);
  if (coreLoaded.has("de")) return loaded.get("de");
  const other = coreLoaded.values().next().value;
  return other === undefined ? loaded.get(locale) : loaded.get(other);
}
