import { useTranslation } from "~/components/i18n";
import { initialSlot, isSlotAvailable, maxPerType, quantityField, type WidgetOffer } from "~/lib/booking";
import { BookingSummaryView, type BookingSummary } from "./booking-summary";
import { LeftNote } from "./left-note";

interface Props {
  id: string;
  offer: WidgetOffer;
  nonce: string;
  /** The event page (its action books); without it, the current page. */
  action?: string;
  summary: BookingSummary | null;
  /** The values the visitor entered before an error, shown again. */
  values: Record<string, string>;
  shopOnline: boolean;
}

/**
 * The widget without JavaScript (and until its interactive part has loaded): one POST form to the
 * event page's action with a quantity per ticket type and the timeslot as radio buttons.
 */
export function BookingPlainForm({ id, offer, nonce, action, summary, values, shopOnline }: Props) {
  const { t } = useTranslation();
  const hasTimeslots = offer.timeslots.length > 0;
  const chosenSlot = initialSlot(offer, values);
  return (
    <form method="post" action={action} className="booking-form" aria-label={t("booking.title")}>
      <input type="hidden" name="intent" value="book" />
      <input type="hidden" name="nonce" value={nonce} />
      {hasTimeslots ? (
        <fieldset className="booking-form__slots">
          <legend>{t("booking.timeslot")}</legend>
          {offer.timeslots.map((slot) => {
            const available = isSlotAvailable(offer, slot.blockId);
            return (
              <label key={slot.blockId} className="booking-form__slot">
                <input type="radio" name="block_id" value={slot.blockId} defaultChecked={slot.blockId === chosenSlot} disabled={!available} required />
                <time dateTime={slot.startsAt}>{slot.label}</time>
                {available ? null : <span className="booking-note"> ({t("booking.slotFull")})</span>}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {offer.seatGroups.map((group) => {
        const left = hasTimeslots ? Math.max(0, ...Object.values(group.leftBySlot)) : group.left;
        return (
          <fieldset key={group.id} className="booking-group">
            <legend className="booking-group__name">{group.name}</legend>
            {group.text ? <p className="booking-group__text">{group.text}</p> : null}
            {group.offered ? <LeftNote left={left} /> : null}
            {group.offered
              ? group.prices.map((price) => {
                  const name = quantityField(group.id, price.saleTypeId);
                  const inputId = `${id}-${group.id}-${price.saleTypeId}`;
                  return (
                    <div key={price.id} className="booking-price">
                      <label htmlFor={inputId} className="booking-price__name">
                        {price.name}
                        {price.text ? <small>{price.text}</small> : null}
                      </label>
                      <span className={price.negative ? "booking-price__amount is-negative" : "booking-price__amount"}>{price.label}</span>
                      <input
                        id={inputId}
                        className="booking-price__input"
                        type="number"
                        name={name}
                        inputMode="numeric"
                        min={0}
                        max={maxPerType(left)}
                        step={1}
                        defaultValue={values[name] ?? "0"}
                        disabled={left === 0}
                      />
                    </div>
                  );
                })
              : null}
          </fieldset>
        );
      })}
      <BookingSummaryView summary={summary} />
      {shopOnline ? null : <p className="notice notice--warning">{t("booking.shopOffline")}</p>}
      <button type="submit" className="button booking-add" disabled={!shopOnline}>
        {t("booking.addToCart")}
      </button>
    </form>
  );
}
