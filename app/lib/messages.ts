import type { Locale } from "~/lib/routes";
import type { AccountTranslation } from "~/locales/de-account";
import type { LoadedTranslation, SiteTranslation } from "~/locales/de";

// The texts of each locale in memory, shared by the server (which registers every locale, all its
// texts, at start) and the browser (which loads a locale's site texts before it renders in it, and
// the texts of the login, account and webshop pages with those pages: app/lib/account-texts.ts).
const loaded = new Map<Locale, LoadedTranslation>();

export function registerMessages(locale: Locale, messages: LoadedTranslation): void {
  loaded.set(locale, messages);
}

const siteImporters: Record<Locale, () => Promise<{ default: SiteTranslation }>> = {
  de: () => import("~/locales/de"),
  en: () => import("~/locales/en"),
};

const accountImporters: Record<Locale, () => Promise<{ default: AccountTranslation }>> = {
  de: () => import("~/locales/de-account"),
  en: () => import("~/locales/en-account"),
};

const ACCOUNT_GROUP: keyof AccountTranslation = "login";

/**
 * Makes sure a locale's messages are in memory (the root's clientLoader awaits it on a switch), with
 * the account pages' texts when `account` is set.
 */
export async function loadMessages(locale: Locale, { account = false }: { account?: boolean } = {}): Promise<void> {
  const needsAccount = account && !loaded.get(locale)?.[ACCOUNT_GROUP];
  const [site, accountTexts] = await Promise.all([
    loaded.has(locale) ? undefined : siteImporters[locale]().then((m) => m.default),
    needsAccount ? accountImporters[locale]().then((m) => m.default) : undefined,
  ]);
  const current = loaded.get(locale) ?? site!;
  if (site || accountTexts) registerMessages(locale, { ...current, ...accountTexts });
}

/** A locale's messages, German when they are not loaded. */
export function messagesFor(locale: Locale): LoadedTranslation | undefined {
  return loaded.get(locale) ?? loaded.get("de");
}
