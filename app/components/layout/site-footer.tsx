import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { useRootData } from "~/components/use-root-data";
import { Icon } from "~/components/ui/icon";
import { href } from "~/lib/routes";
import { MenuLink } from "./menu-link";

/** Editor HTML blocks from the site settings, already through the allow-list (the CSP keeps anything else inert too). */
function HtmlBlock({ html, className }: { html: string | null; className: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function SiteFooter() {
  const data = useRootData()!;
  const { t } = useTranslation();
  const { locale, nav, settings } = data;
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <HtmlBlock html={settings.htmlFooterTop} className="footer-top" />
        <nav aria-label={t("nav.footerMenu")}>
          <ul className="footer-links">
            {nav.footer.map((link) => (
              <li key={`${link.url}|${link.title}`}>
                <MenuLink url={link.url} label={link.title} newTab={link.opens_new_tab} />
              </li>
            ))}
            <li>
              <a href="#cookie-settings" data-open-consent>
                {t("shell.cookieSettings")}
              </a>
            </li>
            {settings.whistleblowerUrl ? (
              <li>
                <MenuLink url={settings.whistleblowerUrl} label={t("shell.whistleblower")} newTab />
              </li>
            ) : null}
          </ul>
        </nav>
        <HtmlBlock html={settings.htmlFooterLogos} className="footer-logos" />
        <HtmlBlock html={settings.htmlFooterBottom} className="footer-bottom" />
        <p className="footer-title">
          <Link to={href("home", locale)}>{settings.festivalTitle}</Link>
        </p>
      </div>
      <a href="#top" className="scroll-top" data-scroll-top>
        <Icon name="up" />
        <span className="visually-hidden">{t("shell.scrollToTop")}</span>
      </a>
    </footer>
  );
}
