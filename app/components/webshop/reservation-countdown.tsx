import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/i18n";
import { clockOffset, formatRemaining, remainingMs, RESERVATION_WARNING_MS } from "~/lib/webshop";

interface Props {
  expiresAt: string;
  /** The server's (box office's) now when the page was made: the countdown runs on its clock. */
  serverNow: string;
  /** "14:32 Uhr": the end as text, also for visitors without JavaScript. */
  reservedUntil: string;
  onExpire: () => void;
}

const WARNING_MINUTES = Math.round(RESERVATION_WARNING_MS / 60_000);

/**
 * The reservation's end and, with JavaScript, a ticking countdown corrected to the server's clock.
 * The ticking numbers are a timer that screen readers do not announce; the polite status line
 * speaks only twice: when fewer than three minutes are left, and at the end (the page then shows
 * the expired state in place of the lines).
 */
export function ReservationCountdown({ expiresAt, serverNow, reservedUntil, onExpire }: Props) {
  const { t } = useTranslation();
  // The first render (server and hydration) uses the server's own difference, so both agree.
  const initial = Math.max(0, Date.parse(expiresAt) - Date.parse(serverNow));
  const [left, setLeft] = useState(initial);
  const [ticking, setTicking] = useState(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const offset = clockOffset(serverNow, Date.now());
    const tick = () => {
      const ms = remainingMs(expiresAt, Date.now(), offset);
      setLeft(ms);
      if (ms <= 0) {
        window.clearInterval(timer);
        expire.current();
      }
    };
    const timer = window.setInterval(tick, 1000);
    setTicking(true);
    tick();
    return () => window.clearInterval(timer);
  }, [expiresAt, serverNow]);

  const warn = left > 0 && left < RESERVATION_WARNING_MS;
  const over = ticking && left <= 0;
  // The status line stays the same element throughout, so its changes are announced.
  return (
    <div className={warn ? "webshop-countdown webshop-countdown--warning" : "webshop-countdown"}>
      {over ? null : (
        <p>
          {t("webshop.countdown.reservedUntil", { time: reservedUntil })}
          {ticking ? (
            <>
              {" "}
              <span role="timer" className="webshop-countdown__timer">
                {t("webshop.countdown.remaining", { time: formatRemaining(left) })}
              </span>
            </>
          ) : null}
        </p>
      )}
      <p role="status" className={over ? "visually-hidden" : "webshop-countdown__status"}>
        {over ? t("webshop.expired") : warn ? t("webshop.countdown.warning", { minutes: WARNING_MINUTES }) : null}
      </p>
    </div>
  );
}
