import { useTranslation } from "~/components/i18n";
import { InlineScript } from "~/components/inline-script";
import { useReturnTo } from "~/components/markup-memo";
import {
  LIMITED_NOTICE_ID, LIMITED_REASONS, NOSCRIPT_NOTICE_CLASS, NOTICE_REASON_ATTRIBUTE, NOTICE_RELOAD_ATTRIBUTE, type NoticeKind,
} from "~/lib/notice";
import { rootHref } from "~/lib/routes";

/** Hides the notice of this kind: a plain form, so it works where our scripts do not. */
function DismissForm({ kind }: { kind: NoticeKind }) {
  const { t } = useTranslation();
  const returnTo = useReturnTo();
  return (
    <form method="post" action={rootHref("api-notice-dismissal")}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="button button--ghost">
        {t("notice.dismiss")}
      </button>
    </form>
  );
}

/**
 * The notice layer (app/lib/notice.ts): a band in the page's flow under the header, never over the
 * content. Without JavaScript its <noscript> part says what works; the `limited` part stays hidden
 * unless the inline script after it finds an unsupported browser, a slow connection or a weak device.
 * The page's HTML is the same for every visitor: the dismissals are applied by /notice.css and by the
 * inline script, never by the server's rendering.
 */
export function NoticeLayer() {
  const { t } = useTranslation();
  return (
    <>
      <noscript>
        <link rel="stylesheet" href={rootHref("notice-style")} />
        <section className={`notice-layer ${NOSCRIPT_NOTICE_CLASS}`} aria-label={t("notice.label")}>
          <p className="notice-layer__text">
            <strong>{t("notice.noscriptTitle")}</strong> {t("notice.noscriptText")}
          </p>
          <div className="notice-layer__actions">
            <DismissForm kind="noscript" />
          </div>
        </section>
      </noscript>
      {/* The inline script changes `hidden` before hydration; React leaves it as the script set it. */}
      <section id={LIMITED_NOTICE_ID} className="notice-layer notice-layer--limited" aria-label={t("notice.label")} hidden suppressHydrationWarning>
        {LIMITED_REASONS.map((reason) => (
          <p key={reason} className="notice-layer__text" {...{ [NOTICE_REASON_ATTRIBUTE]: reason }} hidden suppressHydrationWarning>
            <strong>{t(`notice.${reason}Title`)}</strong> {t(`notice.${reason}Text`)}
          </p>
        ))}
        <div className="notice-layer__actions">
          <button type="button" className="button" {...{ [NOTICE_RELOAD_ATTRIBUTE]: "" }}>
            {t("notice.reload")}
          </button>
          <DismissForm kind="limited" />
        </div>
      </section>
      <InlineScript name="limited-notice" />
    </>
  );
}
