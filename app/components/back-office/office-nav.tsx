import { useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { isCurrentArea } from "~/lib/back-office/nav";
import { fillText } from "~/lib/back-office/texts";
import { officeHref } from "~/lib/routes";
import { useOffice } from "./use-office";

/**
 * The back office's menu: its start page and the groups of areas the user may use. On a phone it is a
 * disclosure ("Menü") above the content, so the page itself comes first; beside the content it is
 * always open (shell.css). The link of the area the user is in is marked `aria-current="page"`.
 */
export function OfficeNav() {
  const { texts, user, navigation } = useOffice();
  const { pathname } = useLocation();
  const current = (href: string, exact?: boolean) => (isCurrentArea(pathname, href, { exact }) ? ("page" as const) : undefined);
  const start = officeHref("dashboard");
  return (
    <nav className="office-nav" aria-label={texts.shell.navigation}>
      <p className="office-nav__user">{fillText(texts.shell.loggedInAs, { name: user.name, role: texts.shell.role[user.role] })}</p>
      <details className="office-nav__menu">
        <summary>{texts.shell.menu}</summary>
        <ul className="office-nav__list">
          <li>
            <Link to={start} aria-current={current(start, true)}>
              {texts.shell.start}
            </Link>
          </li>
          {navigation.map((group) => (
            <li key={group.key}>
              <span className="office-nav__group" id={`office-nav-${group.key}`}>
                {group.label}
              </span>
              <ul aria-labelledby={`office-nav-${group.key}`}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} aria-current={current(link.href)}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
