import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { CSRF_FIELD } from "~/lib/csrf";
import { href } from "~/lib/routes";
import type { RootData } from "~/components/use-root-data";
import { Icon, type IconName } from "~/components/ui/icon";
import { HeaderSearch } from "~/components/search/header-search";
import { useFavourites } from "~/components/events/use-favourites";

/** The Merkliste, with how many events are on it (the badge for the eye, the words for screen readers). */
function FavouritesItem({ data }: { data: RootData }) {
  const { t } = useTranslation();
  const count = useFavourites()?.size ?? data.favourites.length;
  return (
    <>
      <Link className="top-nav-item" to={href("favourites", data.locale)} aria-label={count > 0 ? `${t("shell.favorites")}, ${count === 1 ? t("favourites.countOne") : t("favourites.count", { count })}` : undefined}>
        <Icon name="heart" /> <span className="top-nav-label">{t("shell.favorites")}</span>
      </Link>
      {count > 0 ? (
        <span className="cart-badge" aria-hidden="true" data-favourites-count>
          {count}
        </span>
      ) : null}
    </>
  );
}

function ShopItem({ url, label, online, icon }: { url: string | null; label: string; online: boolean; icon: IconName }) {
  const { t } = useTranslation();
  if (!online || !url) {
    // Dimmed and not clickable; the tooltip also shows on keyboard focus.
    return (
      <span className="top-nav-item is-disabled" aria-disabled="true" tabIndex={0} title={t("shell.webshopOffline")} data-tooltip={t("shell.webshopOffline")}>
        <Icon name={icon} /> <span className="top-nav-label">{label}</span>
        <span className="visually-hidden"> – {t("shell.webshopOffline")}</span>
      </span>
    );
  }
  return (
    <a className="top-nav-item" href={url}>
      <Icon name={icon} /> <span className="top-nav-label">{label}</span>
    </a>
  );
}

/** The Merkliste, cart and account (the webshop's corner of the header), and the site search. */
export function TopNav({ data }: { data: RootData }) {
  const { t } = useTranslation();
  const { settings, links, user, locale, cartAmount, csrf } = data;
  const shop = settings.isShopOnline;
  const cartLabel = cartAmount > 1 ? t("shell.cartWithAmount", { count: cartAmount }) : cartAmount === 1 ? t("shell.cartWithOne") : t("shell.cart");
  return (
    <ul className="top-nav">
      <li className="favourites-item">
        <FavouritesItem data={data} />
      </li>
      <li className="cart-item">
        <ShopItem url={links.basket} label={cartLabel} online={shop} icon="ticket" />
        {shop && cartAmount > 0 ? <span className="cart-badge" aria-hidden="true">{cartAmount}</span> : null}
      </li>
      <li>
        {!shop ? (
          <ShopItem url={null} label={t("shell.account")} online={false} icon="user" />
        ) : user ? (
          <details className="user-menu" data-dropdown>
            <summary>
              <Icon name="user" /> <span className="top-nav-label">{user.firstName} {user.lastName}</span>
            </summary>
            <ul aria-label={t("shell.userMenu")}>
              <li>
                <Link to={href("user-profile", locale)}>{t("nav.myProfile")}</Link>
              </li>
              <li>
                <Link to={href("user-settings", locale)}>{t("nav.userSettings")}</Link>
              </li>
              <li>
                <Form method="post" action={href("logout", locale)} reloadDocument>
                  {csrf ? <input type="hidden" name={CSRF_FIELD} value={csrf} /> : null}
                  <button type="submit" className="link-button">
                    {t("nav.logout")}
                  </button>
                </Form>
              </li>
            </ul>
          </details>
        ) : (
          <a className="top-nav-item" href={settings.loginUrl} rel="nofollow">
            <Icon name="user" /> <span className="top-nav-label">{t("nav.login")}</span>
          </a>
        )}
      </li>
      <li className="top-nav-search">
        <HeaderSearch />
      </li>
    </ul>
  );
}
