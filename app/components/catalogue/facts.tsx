import type React from "react";
import { useTranslation } from "~/components/i18n";
import type { TranslationKey } from "~/lib/translate";

/** "ab 6 Jahren" / "6 bis 10 Jahre" from an age range. */
export function useAgeLabel() {
  const { t } = useTranslation();
  return (from: number | null, to: number | null) => {
    if (from === null) return null;
    return to === null ? t("catalogue.ageFrom", { from }) : t("catalogue.ageRange", { from, to });
  };
}

/** "de,en" → "Deutsch, Englisch". Unknown codes are shown as they are. */
export function useLanguageLabel() {
  const { t } = useTranslation();
  return (codes: string) =>
    codes
      .split(",")
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => (c === "de" || c === "en" ? t(`catalogue.languages.${c}` as TranslationKey) : c))
      .join(", ");
}

/** One line of a fact list (`<dl className="catalogue-facts">`); nothing when there is no value. */
export function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  if (value === null || value === undefined || value === "" || value === false) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
