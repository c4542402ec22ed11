import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { useRootData } from "~/components/use-root-data";
import { SiteSearchJsonLd } from "~/components/search/site-search-json-ld";
import { href } from "~/lib/routes";
import { BurgerMenu } from "./burger-menu";
import { DesktopMenu } from "./desktop-menu";
import { LanguageSwitch } from "./language-switch";
import { OpeningHoursLine } from "./opening-hours-line";
import { TopAlert } from "./top-alert";
import { TopNav } from "./top-nav";
import { useIsLandingPage } from "./use-route-layout";

/** Skip link, top bar (opening hours, favourites, cart, account), logo, menus, language switch, alert. */
export function SiteHeader() {
  const data = useRootData()!;
  const { t } = useTranslation();
  const landing = useIsLandingPage();
  const { locale, nav } = data;
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t("nav.skipToContent")}
      </a>
      <header className={landing ? "site-header site-header--landing" : "site-header"} id="top" data-site-header>
        {landing ? null : (
          <div className="top-bar">
            <OpeningHoursLine line={data.openingHours} />
            <TopNav data={data} />
          </div>
        )}
        <div className="header-main">
          <Link to={href("home", locale)} className="site-logo">
            <img src={data.logoUrl ?? "/logo.svg"} alt={`${data.settings.festivalTitle} – ${t("nav.home")}`} width="180" height="48" />
          </Link>
          {landing ? null : <DesktopMenu items={nav.menu} />}
          <div className="header-tools">
            <LanguageSwitch locale={locale} />
            {landing ? null : <BurgerMenu primary={nav.menu} secondary={nav.secondary} />}
          </div>
        </div>
      </header>
      {data.alert ? <TopAlert key={data.alert.id} alert={data.alert} /> : null}
      <SiteSearchJsonLd />
    </>
  );
}
