import { useTranslation } from "~/components/i18n";
import type { WidgetPrice } from "~/lib/booking";

interface Props {
  price: WidgetPrice;
  amount: number;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
  hidden?: boolean;
}

/**
 * One ticket type with minus, amount and plus. The buttons stay focusable at their limits
 * (aria-disabled), so keyboard focus does not fall out of the widget while counting down.
 */
export function PriceRow({ price, amount, canAdd, onAdd, onRemove, hidden }: Props) {
  const { t } = useTranslation();
  return (
    <div className="booking-price" hidden={hidden}>
      <span className="booking-price__name">
        {price.name}
        {price.text ? <small>{price.text}</small> : null}
      </span>
      <span className={price.negative ? "booking-price__amount is-negative" : "booking-price__amount"}>{price.label}</span>
      <span className="booking-counter">
        <button
          type="button"
          className="booking-counter__button"
          aria-label={t("booking.decrease", { name: price.name })}
          aria-disabled={amount === 0}
          onClick={() => amount > 0 && onRemove()}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="booking-counter__value" aria-label={t("booking.quantity", { name: price.name })}>
          {amount}
        </output>
        <button
          type="button"
          className="booking-counter__button"
          aria-label={t("booking.increase", { name: price.name })}
          aria-disabled={!canAdd}
          onClick={() => canAdd && onAdd()}
        >
          <span aria-hidden="true">+</span>
        </button>
      </span>
    </div>
  );
}
