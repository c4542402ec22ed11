import { useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { useNonce } from "~/components/nonce";
import { href, localeFromPath } from "~/lib/routes";

interface Props {
  status: number;
  custom?: { style?: string; body?: string };
}

/** The 404 page, the offline page, or the error page (the editor's HTML for the status when set). */
export function ErrorView({ status, custom }: Props) {
  const { t } = useTranslation();
  const nonce = useNonce();
  const locale = localeFromPath(useLocation().pathname);
  const home = (
    <Link className="button" to={href("home", locale)}>
      {t("errors.toHome")}
    </Link>
  );

  if (custom && custom.body) {
    return (
      <section className="error-page error-page--custom" aria-labelledby="error-title">
        {custom.style ? <style nonce={nonce}>{custom.style}</style> : null}
        <h1 id="error-title" className="visually-hidden">{status}</h1>
        {/* Editor-authored HTML from the design settings; the CSP keeps any script in it from running. */}
        <div dangerouslySetInnerHTML={{ __html: custom.body }} />
        {home}
      </section>
    );
  }

  if (status === 404) {
    return (
      <section className="error-page" aria-labelledby="error-title">
        <h1 id="error-title">{t("errors.notFoundTitle")}</h1>
        <p>{t("errors.notFoundText")}</p>
        {home}
      </section>
    );
  }

  if (status === 503) {
    return (
      <section className="error-page" aria-labelledby="error-title">
        <h1 id="error-title">{t("errors.siteOffline")}</h1>
        <p>{t("errors.siteOfflineText")}</p>
      </section>
    );
  }

  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">
        <span className="error-status">{status}</span> {t("errors.unknown")}
      </h1>
      {home}
    </section>
  );
}
