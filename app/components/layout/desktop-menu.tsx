import { useTranslation } from "~/components/i18n";
import type { NavItem } from "~/lib/types/navigation";
import { MenuLink } from "./menu-link";

/** Wide screens: the primary menu in the header, each submenu a dropdown (one open at a time). */
export function DesktopMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav className="desktop-menu" aria-label={t("nav.mainMenu")}>
      <ul>
        {items.map((item) =>
          item.children.length === 0 ? (
            <li key={`${item.url}|${item.menu_name}`}>
              <MenuLink url={item.url} label={item.menu_name} newTab={item.opens_new_tab} />
            </li>
          ) : (
            <li key={`${item.url}|${item.menu_name}`}>
              <details name="desktop-menu" className="dropdown" data-dropdown>
                <summary>{item.menu_name}</summary>
                <ul>
                  {item.children.map((child) => (
                    <li key={`${child.url}|${child.menu_name}`}>
                      <MenuLink url={child.url} label={child.menu_name} newTab={child.opens_new_tab} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
