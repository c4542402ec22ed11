import { useTranslation } from "~/components/i18n";
import { FEW_LEFT } from "~/lib/booking";

/** "nur noch 3 Plätze" when few are left, "ausverkauft" when none; nothing otherwise. */
export function LeftNote({ left }: { left: number }) {
  const { t } = useTranslation();
  if (left <= 0) return <p className="booking-note booking-note--soldout">{t("booking.soldOut")}</p>;
  if (left > FEW_LEFT) return null;
  return <p className="booking-note">{left === 1 ? t("booking.oneLeft") : t("booking.fewLeft", { count: left })}</p>;
}
