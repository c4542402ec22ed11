import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { href } from "~/lib/routes";
import { useRootData } from "~/components/use-root-data";

export function SiteFooter() {
  const data = useRootData()!;
  const { t } = useTranslation();
  const { locale, nav, settings } = data;
  return (
    <footer className="site-footer">
      <nav aria-label={t("nav.footerMenu")}>
        <ul>
          {nav.footer.map((link) => (
            <li key={link.url + link.title}>
              {link.opens_new_tab ? (
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.title}
                </a>
              ) : (
                <Link to={link.url}>{link.title}</Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer-title">
        <Link to={href("home", locale)}>{settings.festivalTitle}</Link>
      </p>
    </footer>
  );
}
