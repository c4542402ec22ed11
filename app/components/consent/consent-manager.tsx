import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/components/i18n";
import { writeBrowserCookie } from "~/lib/browser-cookie";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, consentFrom, serializeConsent, type Consent } from "~/lib/consent";
import { isLegalPath } from "~/lib/legal";
import { href, rootHref, type Locale } from "~/lib/routes";
import { MenuLink } from "~/components/layout/menu-link";
import { useReturnTo } from "~/components/markup-memo";

export const CONSENT_EVENT = "festival:consent";

interface Props {
  locale: Locale;
  consent: Consent | null;
  /** The server's decision for this request (first visit, or back from a legal page after declining). */
  initiallyOpen: boolean;
}

function storeConsent(consent: Consent) {
  // The serialized form is already cookie-safe.
  writeBrowserCookie(CONSENT_COOKIE, serializeConsent(consent), { days: CONSENT_MAX_AGE_DAYS });
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
}

/**
 * The cookie manager. Always in the page (the footer's "Cookie settings" link targets it with
 * #cookie-settings, which opens it by CSS alone); open by itself when the server or the client says so.
 */
export function ConsentManager({ locale, consent, initiallyOpen }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const returnTo = useReturnTo();
  const [open, setOpen] = useState(initiallyOpen);
  const [current, setCurrent] = useState(consent);
  const previousPath = useRef(location.pathname);

  // Client-side navigation: back from a legal page after declining shows the manager again.
  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = location.pathname;
    if (from === location.pathname) return;
    if (isLegalPath(location.pathname)) setOpen(false);
    else if (isLegalPath(from) && (!current || current.declined)) setOpen(true);
  }, [location.pathname, current]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? "save";
    const data = new FormData(event.currentTarget);
    const next =
      intent === "accept-all"
        ? consentFrom({ tracking: true, marketing: true, external_media: true })
        : intent === "decline"
          ? consentFrom({})
          : consentFrom({ tracking: data.has("tracking"), marketing: data.has("marketing"), external_media: data.has("external_media") });
    storeConsent(next);
    setCurrent(next);
    setOpen(false);
    if (window.location.hash === "#cookie-settings") history.replaceState(null, "", location.pathname + location.search);
  };

  const categories = [
    { name: "tracking", label: t("consent.tracking"), text: t("consent.trackingText"), checked: current?.tracking },
    { name: "marketing", label: t("consent.marketing"), text: t("consent.marketingText"), checked: current?.marketing },
    { name: "external_media", label: t("consent.externalMedia"), text: t("consent.externalMediaText"), checked: current?.external_media },
  ];

  return (
    <section id="cookie-settings" className={open ? "consent is-open" : "consent"} aria-labelledby="consent-title" role="dialog">
      <form method="post" action={rootHref("api-consent")} onSubmit={onSubmit} className="consent-box">
        <h2 id="consent-title">{t("consent.title")}</h2>
        <p>{t("consent.intro")}</p>
        <fieldset>
          <legend className="visually-hidden">{t("consent.title")}</legend>
          <label className="consent-option">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t("consent.required")}</strong> {t("consent.requiredText")}
            </span>
          </label>
          {categories.map((c) => (
            <label key={c.name} className="consent-option">
              <input type="checkbox" name={c.name} value="1" defaultChecked={!!c.checked} />
              <span>
                <strong>{c.label}</strong> {c.text}
              </span>
            </label>
          ))}
        </fieldset>
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="consent-actions">
          <button type="submit" name="intent" value="accept-all" className="button">
            {t("consent.acceptAll")}
          </button>
          <button type="submit" name="intent" value="save" className="button button--ghost">
            {t("consent.save")}
          </button>
          <button type="submit" name="intent" value="decline" className="button button--ghost">
            {t("consent.decline")}
          </button>
        </div>
        <p className="consent-links">
          <MenuLink url={href("legal-privacy", locale)} label={t("consent.privacyLink")} /> ·{" "}
          <MenuLink url={href("legal-imprint", locale)} label={t("consent.imprintLink")} />
        </p>
      </form>
    </section>
  );
}
