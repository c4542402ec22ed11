import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";

export interface Crumb {
  /** null for the home crumb, which is labelled "Startseite"/"Home". */
  label: string | null;
  url: string | null;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumb" aria-label={t("nav.breadcrumb")}>
      <ol>
        {items.map((item, index) => {
          const label = item.label ?? t("nav.home");
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${label}`}>
              {item.url && !last ? <Link to={item.url}>{label}</Link> : <span aria-current={last ? "page" : undefined}>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
