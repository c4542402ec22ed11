import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { href } from "~/lib/routes";
import { isExternal } from "~/lib/urls";
import type { NavItem } from "~/models/navigation.server";
import { useRootData } from "~/components/use-root-data";
import { LanguageSwitch } from "./language-switch";

function MenuLink({ item }: { item: NavItem }) {
  return isExternal(item.url) || item.opens_new_tab ? (
    <a href={item.url} target="_blank" rel="noopener noreferrer">
      {item.menu_name}
    </a>
  ) : (
    <Link to={item.url} prefetch="intent">
      {item.menu_name}
    </Link>
  );
}

function MenuItem({ item }: { item: NavItem }) {
  if (item.children.length === 0) return <li><MenuLink item={item} /></li>;
  // <details> opens without JavaScript; the shell issue replaces it with the full burger menu.
  return (
    <li className="has-children">
      <details>
        <summary>{item.menu_name}</summary>
        <ul>
          {item.children.map((child) => (
            <MenuItem key={child.url + child.menu_name} item={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export function SiteHeader() {
  const data = useRootData()!;
  const { t } = useTranslation();
  const { locale, nav, user } = data;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        {t("nav.skipToContent")}
      </a>
      <Link to={href("home", locale)} className="site-logo" aria-label={`${data.settings.festivalTitle} – ${t("nav.home")}`}>
        <img src={data.logoUrl ?? "/logo.svg"} alt="" width="180" height="48" />
      </Link>
      <nav className="main-menu" aria-label={t("nav.mainMenu")}>
        <ul>
          {nav.menu.map((item) => (
            <MenuItem key={item.url + item.menu_name} item={item} />
          ))}
        </ul>
      </nav>
      <div className="header-tools">
        <LanguageSwitch locale={locale} />
        {user ? (
          <span className="user-name">
            {user.firstName} {user.lastName}
          </span>
        ) : (
          <Link to={href("login", locale)} rel="nofollow">
            {t("nav.login")}
          </Link>
        )}
      </div>
    </header>
  );
}
