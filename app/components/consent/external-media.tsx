import { useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n";
import { useRootData } from "~/components/use-root-data";
import { readBrowserCookie, writeBrowserCookie } from "~/lib/browser-cookie";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, consentFrom, parseConsent, serializeConsent, type Consent, type MediaService } from "~/lib/consent";
import { embedUrl, SERVICE_NAMES } from "~/lib/embeds";
import { rootHref } from "~/lib/routes";

/** Fired on `window` whenever the visitor's consent changes in the browser; `detail` is the new Consent. */
export const CONSENT_EVENT = "festival:consent";

export type EmbedKind = "video" | "audio" | "document" | "form";

interface Props {
  service: MediaService;
  /** The address the editor entered (converted to the service's player URL). */
  src: string;
  /** Names the frame for assistive technology. */
  title: string;
  kind?: EmbedKind;
  /** Shown behind the consent notice, e.g. our own poster image (never loaded from the service). */
  poster?: ReactNode;
}

/** Turns external media on in the consent cookie, keeping the other categories, and tells the page. */
export function acceptExternalMedia(): Consent {
  // The cookie holds serializeConsent()'s already-encoded value, read and written as it is.
  const previous = parseConsent(readBrowserCookie(CONSENT_COOKIE));
  const next = consentFrom({ tracking: previous?.tracking, marketing: previous?.marketing, external_media: true });
  writeBrowserCookie(CONSENT_COOKIE, serializeConsent(next), {
    days: CONSENT_MAX_AGE_DAYS,
    secure: window.location.protocol === "https:",
  });
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_EVENT, { detail: next }));
  return next;
}

/** Whether external media may load: the server's view, overridden by changes made in this page. */
function useExternalMediaConsent(): boolean {
  const fromServer = useRootData()?.consent?.external_media === true;
  const [local, setLocal] = useState<boolean | null>(null);
  useEffect(() => {
    const onChange = (event: Event) => setLocal((event as CustomEvent<Consent | null>).detail?.external_media === true);
    window.addEventListener(CONSENT_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_EVENT, onChange);
  }, []);
  return local ?? fromServer;
}

const FRAME_ALLOW = "autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write";

/**
 * A third-party player that loads only after consent to external media. Before that, a
 * placeholder names the service and offers a one-click consent: a plain form without JavaScript
 * (POST /api/consent/ and back), an instant switch with it (every placeholder on the page at once).
 */
export function ExternalMedia({ service, src, title, kind = "video", poster }: Props) {
  const { t } = useTranslation();
  const allowed = useExternalMediaConsent();
  const location = useLocation();
  const revalidator = useRevalidator();
  const embed = embedUrl(service, src);
  const name = SERVICE_NAMES[service];

  if (!embed) {
    return (
      <p className="external-media__fallback">
        <a href={src} target="_blank" rel="noopener noreferrer">
          {t("cms.externalMedia.open", { service: name })}
          <span className="visually-hidden"> {t("cms.newWindow")}</span>
        </a>
      </p>
    );
  }

  if (allowed) {
    return (
      <div className={`external-media external-media--${kind} external-media--${service}`}>
        <iframe
          src={embed}
          title={title}
          loading="lazy"
          allow={FRAME_ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    acceptExternalMedia();
    // Let the root loader see the cookie too (the consent manager, other routes).
    revalidator.revalidate();
  };

  return (
    <div className={`external-media external-media--${kind} external-media--placeholder`}>
      {poster ? <div className="external-media__poster">{poster}</div> : null}
      <div className="external-media__consent">
        <p className="external-media__notice">{t("cms.externalMedia.notice", { service: name })}</p>
        <form method="post" action={rootHref("api-consent")} onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="accept-external-media" />
          <input type="hidden" name="external_media" value="1" />
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="button external-media__accept">
            {t("cms.externalMedia.accept", { service: name })}
          </button>
        </form>
        <p className="external-media__links">
          <a href={src} target="_blank" rel="noopener noreferrer">
            {t("cms.externalMedia.open", { service: name })}
            <span className="visually-hidden"> {t("cms.newWindow")}</span>
          </a>
        </p>
      </div>
    </div>
  );
}
