import { useTranslation } from "~/components/i18n";
import type { NavItem } from "~/lib/types/navigation";
import { MenuLink } from "./menu-link";

function PanelItem({ item }: { item: NavItem }) {
  if (item.children.length === 0) {
    return (
      <li>
        <MenuLink url={item.url} label={item.menu_name} newTab={item.opens_new_tab} />
      </li>
    );
  }
  // `name` makes the submenus an exclusive group: opening one closes the other (no script needed).
  return (
    <li>
      <details name="burger-submenu" className="submenu">
        <summary>{item.menu_name}</summary>
        <ul>
          {item.children.map((child) => (
            <PanelItem key={`${child.url}|${child.menu_name}`} item={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The burger: a <details> that opens and closes without JavaScript; script only closes it on navigation. */
export function BurgerMenu({ primary, secondary }: { primary: NavItem[]; secondary: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <details className="burger" id="site-menu" data-menu>
      <summary className="burger-button">
        <span className="burger-icon" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        {/* CSS shows the one that fits the state, so the label is right without script too. */}
        <span className="visually-hidden when-closed">{t("nav.menuOpen")}</span>
        <span className="visually-hidden when-open">{t("nav.menuClose")}</span>
      </summary>
      <div className="menu-panel">
        <nav aria-label={t("nav.mainMenu")}>
          <ul className="menu-primary">
            {primary.map((item) => (
              <PanelItem key={`${item.url}|${item.menu_name}`} item={item} />
            ))}
          </ul>
        </nav>
        {secondary.length > 0 ? (
          <nav aria-label={t("nav.secondaryMenu")}>
            <ul className="menu-secondary">
              {secondary.map((item) => (
                <PanelItem key={`${item.url}|${item.menu_name}`} item={item} />
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="menu-dim" data-menu-dim aria-hidden="true" />
    </details>
  );
}
