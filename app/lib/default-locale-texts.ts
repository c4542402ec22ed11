import { registerCoreMessages } from "~/lib/messages";
import { DEFAULT_LOCALE } from "~/lib/routes";
import de from "~/locales/de";

/**
 * Registers the default locale's core texts. A page outside the locales' layouts (the webshop, the
 * back office) speaks German; its route module calls this when it loads, so its texts are there
 * before it renders, also for a visitor coming from the English pages, whose layout brought only
 * the English texts. (A layout route of each locale does the same for its pages: ./messages.ts.)
 */
export function registerDefaultLocaleTexts(): void {
  registerCoreMessages(DEFAULT_LOCALE, de);
}
