import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { urlForProgramme } from "~/lib/entity-urls";
import type { CartActionData } from "~/lib/types/webshop-cart";

function ToProgramme() {
  const { t, locale } = useTranslation();
  return (
    <p>
      <Link to={urlForProgramme(locale)} className="button">
        {t("webshop.toProgramme")}
      </Link>
    </p>
  );
}

export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="webshop-state">
      <p className="webshop-state__title">{t("webshop.empty")}</p>
      <p>{t("webshop.emptyHint")}</p>
      <ToProgramme />
    </div>
  );
}

/** The reservation ended (said by the server, or by the countdown while the page was open). */
export function ExpiredCart() {
  const { t } = useTranslation();
  return (
    <div className="webshop-state">
      <p className="webshop-state__title">{t("webshop.expired")}</p>
      <p>{t("webshop.expiredHint")}</p>
      <ToProgramme />
    </div>
  );
}

export function ShopOffline() {
  const { t } = useTranslation();
  return (
    <p className="notice notice--warning webshop-offline" role="status">
      {t("webshop.offline")}
    </p>
  );
}

/** A failed change or checkout: the message and, where the webshop names one, its code. */
export function ActionMessage({ result }: { result: CartActionData }) {
  const { t } = useTranslation();
  if (!result.message) return null;
  return (
    <div role="alert" className="notice notice--warning webshop-message">
      <p>{t(result.message, result.messageVars)}</p>
      {result.code ? <p className="webshop-message__code">{t("webshop.errorCode", { code: result.code })}</p> : null}
    </div>
  );
}
