import { useState, type FormEvent } from "react";
import { useTranslation } from "~/components/i18n";
import { ALERT_COOKIE, ALERT_COOKIE_DAYS } from "~/lib/alert";
import { writeBrowserCookie } from "~/lib/browser-cookie";
import { rootHref } from "~/lib/routes";
import type { BreakingNews } from "~/lib/types/breaking-news";
import { Icon } from "~/components/ui/icon";
import { useReturnTo } from "~/components/markup-memo";
import { MenuLink } from "./menu-link";

/** The breaking-news banner. Closing it remembers its id; without script the form does the same. */
export function TopAlert({ alert }: { alert: BreakingNews }) {
  const { t } = useTranslation();
  const returnTo = useReturnTo();
  const [closed, setClosed] = useState(false);
  if (closed) return null;

  const close = (event: FormEvent) => {
    event.preventDefault();
    writeBrowserCookie(ALERT_COOKIE, String(alert.id), { days: ALERT_COOKIE_DAYS });
    setClosed(true);
  };

  return (
    <aside className="top-alert" aria-label={t("alert.label")}>
      <div className="top-alert-body">
        <p className="top-alert-text">
          <strong>{alert.title}</strong> {alert.text}{" "}
          {alert.link ? <MenuLink url={alert.link.url} label={alert.link_title ?? alert.link.url} className="top-alert-link" /> : null}
        </p>
      </div>
      <form method="post" action={rootHref("api-alert-dismissal")} onSubmit={close}>
        <input type="hidden" name="id" value={alert.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="icon-button" aria-label={t("alert.close")}>
          <Icon name="close" />
        </button>
      </form>
    </aside>
  );
}
