import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { useRootData } from "~/components/use-root-data";
import { urlForProgramme } from "~/lib/entity-urls";
import { href } from "~/lib/routes";

/**
 * The webshop layout has no site header, so its pages start with this slim bar: the logo
 * back to the home page and the way back to the programme.
 */
export function WebshopBar() {
  const data = useRootData();
  const { t, locale } = useTranslation();
  return (
    <nav className="webshop-bar" aria-label={t("webshop.name")}>
      <Link to={href("home", locale)} className="webshop-bar__logo">
        <img src={data?.logoUrl ?? "/logo.svg"} alt={`${data?.settings.festivalTitle ?? ""} – ${t("nav.home")}`} width="150" height="40" />
      </Link>
      <span className="webshop-bar__name" aria-hidden="true">
        {t("webshop.name")}
      </span>
      <Link to={urlForProgramme(locale)} className="webshop-link">
        {t("webshop.toProgramme")}
      </Link>
    </nav>
  );
}
