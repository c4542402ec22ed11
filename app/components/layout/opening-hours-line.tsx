import { useTranslation } from "~/components/i18n";
import type { OpeningLine } from "~/lib/opening-hours";
import { MenuLink } from "./menu-link";

export function OpeningHoursLine({ line }: { line: OpeningLine }) {
  const { t } = useTranslation();
  return (
    <p className="opening-hours">
      {line.kind === "open" ? (
        <>
          <span className="status-dot status-dot--open" aria-hidden="true" /> <span className="opening-hours__label">{t("shell.openingToday")}: </span>
          {/* One text, not a flex item per range: the line's gap would stand before each comma. */}
          <span className="opening-ranges">{line.ranges.join(", ")}</span>
        </>
      ) : line.kind === "closed" ? (
        <>
          <span className="status-dot" aria-hidden="true" /> {t("shell.closedToday")}
        </>
      ) : line.url ? (
        <MenuLink url={line.url} label={line.text} />
      ) : (
        line.text
      )}
    </p>
  );
}
