import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { useRootData } from "~/components/use-root-data";
import { CSRF_FIELD } from "~/lib/csrf";
import { href } from "~/lib/routes";

/** The dashboard layout's header: no menus, the way back to the site, and logging out. */
export function DashboardHeader() {
  const data = useRootData()!;
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t("nav.skipToContent")}
      </a>
      <header className="site-header dashboard-header">
        <div className="header-main">
          <Link to={href("home", data.locale)} className="site-logo">
            <img src={data.logoUrl ?? "/logo.svg"} alt={`${data.settings.festivalTitle} – ${t("dashboard.toSite")}`} width="180" height="48" />
          </Link>
          <div className="header-tools">
            {data.user ? (
              <>
                <span>
                  {data.user.firstName} {data.user.lastName}
                </span>
                <Form method="post" action={href("logout", data.locale)} reloadDocument>
                  {data.csrf ? <input type="hidden" name={CSRF_FIELD} value={data.csrf} /> : null}
                  <button type="submit" className="button button--ghost">
                    {t("nav.logout")}
                  </button>
                </Form>
              </>
            ) : null}
          </div>
        </div>
      </header>
    </>
  );
}
