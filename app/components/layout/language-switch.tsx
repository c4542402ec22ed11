import { useMatches } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { href, LOCALES, siblingHref, type Locale } from "~/lib/routes";

/** Route data may name the page's own URL per locale (CMS pages, entities with localized slugs). */
export interface Alternates {
  alternates?: Partial<Record<Locale, string>>;
}

function hasAlternates(data: unknown): data is Required<Alternates> {
  return !!data && typeof data === "object" && "alternates" in data && !!(data as Alternates).alternates;
}

/** The same page in another locale: the deepest route's alternates, else the route table's sibling. */
export function useSiblingUrl(target: Locale): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    if (hasAlternates(match.data)) {
      const url = match.data.alternates[target];
      if (url) return url;
    }
  }
  const leaf = matches[matches.length - 1];
  const params = Object.fromEntries(Object.entries(leaf?.params ?? {}).filter(([, v]) => v !== undefined));
  return (leaf && siblingHref(leaf.id, params, target)) ?? href("home", target);
}

export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const target = LOCALES.find((l) => l !== locale)!;
  const url = useSiblingUrl(target);
  return (
    <nav className="language-switch" aria-label={t("nav.languageSwitch")}>
      <a href={url} hrefLang={target} lang={target} rel="alternate">
        <span aria-hidden="true">{t("nav.otherLanguageShort")}</span>
        <span className="visually-hidden">{t("nav.otherLanguage")}</span>
      </a>
    </nav>
  );
}
